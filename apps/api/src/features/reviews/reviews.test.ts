import { reviewMessages, type AdminReview, type MyReview, type OwnReview, type Product, type ProductList, type ProductReviews } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { insertOrder } from '../../testing/order-rows.ts';
import { shopWithAdmin } from '../../testing/admin-shop.ts';
import type { TestApp } from '../../testing/test-app.ts';

function jsonLd(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!script) throw new Error('no JSON-LD in the page');
  return JSON.parse(script) as Record<string, unknown>;
}

describe('reviews by verified buyers', () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ shop, admin } = await shopWithAdmin());
  });
  afterAll(() => shop.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    shop.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });
  const review = (productId: string, cookie: string, payload: object) => send('POST', `/api/products/${productId}/reviews`, cookie, payload);
  const publicReviews = async (productId: string) => (await send('GET', `/api/products/${productId}/reviews`, '')).json<ProductReviews>();
  const moderate = (id: string, status: string) => send('PUT', `/api/admin/reviews/${id}/status`, admin, { status });

  /** A shopper with an order of the product in the given status. */
  async function buyer(productId: string, status: 'delivered' | 'shipped' = 'delivered', name?: string) {
    const session = await signUp(shop.app, newShopper(name ? { name } : {}));
    await insertOrder(shop.database.db, { userId: session.user.uid, email: session.user.email, status, lines: [{ productId, title: 'Saree', unitPricePaise: 149_900, quantity: 1 }] });
    return session;
  }

  it('refuses a shopper without a delivered order (403), and anyone not logged in (401)', async () => {
    const product = await insertProduct(shop.database.db);
    const stranger = await signUp(shop.app, newShopper());
    const notYet = await buyer(product.id, 'shipped');

    for (const cookie of [stranger.cookie, notYet.cookie]) {
      const refused = await review(product.id, cookie, { stars: 5, text: 'Beautiful weave, soft drape.' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'forbidden', message: reviewMessages.notABuyer } });
      expect((await send('GET', `/api/products/${product.id}/my-review`, cookie)).json<MyReview>()).toEqual({ canReview: false, review: null });
    }
    expect((await review(product.id, '', { stars: 5, text: 'Beautiful weave, soft drape.' })).statusCode).toBe(401);
    expect((await review('not-a-product', stranger.cookie, { stars: 5, text: 'Beautiful weave, soft drape.' })).statusCode).toBe(404);
  });

  it('lets a buyer with a delivered order review once (a second review is 409), pending until the admin approves', async () => {
    const product = await insertProduct(shop.database.db, { titleTa: 'கோர்வைப் பட்டுப் புடவை' });
    const meena = await buyer(product.id, 'delivered', 'Meena Sundaram');

    expect((await send('GET', `/api/products/${product.id}/my-review`, meena.cookie)).json<MyReview>()).toEqual({ canReview: true, review: null });
    const tooShort = await review(product.id, meena.cookie, { stars: 6, text: 'ok' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.fields).toEqual({ stars: reviewMessages.starsInvalid, text: reviewMessages.textTooShort });

    const created = await review(product.id, meena.cookie, { stars: 4, text: '  Lovely colours, the border is even finer in person.  ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<OwnReview>()).toMatchObject({ stars: 4, text: 'Lovely colours, the border is even finer in person.', status: 'pending' });

    const second = await review(product.id, meena.cookie, { stars: 1, text: 'Trying to review it twice.' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(reviewMessages.alreadyReviewed);

    // Pending: not public yet.
    expect(await publicReviews(product.id)).toEqual({ rating: null, items: [] });
    const listed = (await send('GET', '/api/admin/reviews?status=pending', admin)).json<{ items: AdminReview[] }>().items;
    expect(listed.find((item) => item.id === created.json<OwnReview>().id)).toMatchObject({
      productTitle: product.title,
      // The Tamil dashboard names the product by its Tamil title.
      productTitleTa: 'கோர்வைப் பட்டுப் புடவை',
      reviewerName: 'Meena Sundaram',
      status: 'pending',
    });

    expect((await moderate(created.json<OwnReview>().id, 'approved')).statusCode).toBe(200);
    const shown = await publicReviews(product.id);
    expect(shown.rating).toEqual({ average: 4, count: 1 });
    // First name only.
    expect(shown.items).toEqual([{ id: created.json<OwnReview>().id, stars: 4, text: 'Lovely colours, the border is even finer in person.', reviewerName: 'Meena', createdAt: expect.any(String) }]);
  });

  it('counts a delivered cash-on-delivery order', async () => {
    const product = await insertProduct(shop.database.db);
    const session = await signUp(shop.app, newShopper());
    await insertOrder(shop.database.db, { userId: session.user.uid, email: session.user.email, status: 'delivered', lines: [{ productId: product.id, title: 'Saree', unitPricePaise: 149_900, quantity: 1 }] });
    await shop.database.db.execute(sql`update orders set payment_method = 'cod', payment_provider = 'cod' where user_id = ${session.user.uid}`);
    expect((await review(product.id, session.cookie, { stars: 5, text: 'Paid at the door, worth every rupee.' })).statusCode).toBe(201);
  });

  it('lets a shopper edit and delete their own review, not anyone else\'s; an edited approved review waits again', async () => {
    const product = await insertProduct(shop.database.db);
    const owner = await buyer(product.id);
    const other = await buyer(product.id);
    const mine = (await review(product.id, owner.cookie, { stars: 5, text: 'Perfect for the wedding.' })).json<OwnReview>();
    await moderate(mine.id, 'approved');
    expect((await publicReviews(product.id)).rating).toEqual({ average: 5, count: 1 });

    // Another shopper can neither change nor delete it.
    expect((await send('PUT', `/api/reviews/${mine.id}`, other.cookie, { stars: 1, text: 'Someone else writing here.' })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/reviews/${mine.id}`, other.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/reviews/${mine.id}`, '')).statusCode).toBe(401);

    const edited = await send('PUT', `/api/reviews/${mine.id}`, owner.cookie, { stars: 3, text: 'The colour faded a little after washing.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<OwnReview>()).toMatchObject({ stars: 3, status: 'pending' });
    // Back with the admin: gone from the page until approved again.
    expect(await publicReviews(product.id)).toEqual({ rating: null, items: [] });
    expect((await send('GET', `/api/products/${product.id}/my-review`, owner.cookie)).json<MyReview>().review).toMatchObject({ id: mine.id, stars: 3, status: 'pending' });

    expect((await send('DELETE', `/api/reviews/${mine.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await send('GET', `/api/products/${product.id}/my-review`, owner.cookie)).json<MyReview>()).toEqual({ canReview: true, review: null });
    // Deleted, it can be written again.
    expect((await review(product.id, owner.cookie, { stars: 4, text: 'Second thoughts: still lovely.' })).statusCode).toBe(201);
  });

  it('drops a hidden review from the list, the average, the cards and the page', async () => {
    const product = await insertProduct(shop.database.db, { category: 'review_test_sarees', title: 'Reviewed Korvai Saree' });
    const [first, second] = [await buyer(product.id, 'delivered', 'Kavitha R'), await buyer(product.id, 'delivered', 'Ravi K')];
    const five = (await review(product.id, first.cookie, { stars: 5, text: 'Rich zari, fine count.' })).json<OwnReview>();
    const two = (await review(product.id, second.cookie, { stars: 2, text: 'Thinner than I expected.' })).json<OwnReview>();
    const card = async () => (await send('GET', '/api/products?category=review_test_sarees', '')).json<ProductList>().items[0]?.rating;

    // Read once before approval, so the list and the page are cached without a rating.
    expect(await card()).toBeNull();
    expect(jsonLd((await send('GET', `/productinfo/${product.id}`, '')).body)).not.toHaveProperty('aggregateRating');

    await moderate(five.id, 'approved');
    await moderate(two.id, 'approved');
    expect((await publicReviews(product.id)).rating).toEqual({ average: 3.5, count: 2 });
    expect(await card()).toEqual({ average: 3.5, count: 2 });
    const found = (await send('GET', '/api/products?search=reviewed%20korvai', '')).json<ProductList>().items;
    expect(found.map((item) => [item.id, item.rating])).toEqual([[product.id, { average: 3.5, count: 2 }]]);
    expect((await send('GET', `/api/products/${product.id}`, '')).json<Product>().rating).toEqual({ average: 3.5, count: 2 });

    expect((await moderate(two.id, 'hidden')).json<AdminReview>()).toMatchObject({ id: two.id, status: 'hidden' });
    const after = await publicReviews(product.id);
    expect(after.rating).toEqual({ average: 5, count: 1 });
    expect(after.items.map((item) => item.id)).toEqual([five.id]);
    expect(await card()).toEqual({ average: 5, count: 1 });
    expect(jsonLd((await send('GET', `/productinfo/${product.id}`, '')).body)).toMatchObject({ aggregateRating: { ratingValue: 5, reviewCount: 1 } });

    // Only the admin moderates.
    expect((await send('PUT', `/api/admin/reviews/${two.id}/status`, first.cookie, { status: 'approved' })).statusCode).toBe(403);
    expect((await moderate(two.id, 'deleted')).statusCode).toBe(400);
  });

  it('keeps review text plain: <script> comes back as text, and the page escapes it', async () => {
    const product = await insertProduct(shop.database.db);
    const session = await buyer(product.id, 'delivered', 'Anu');
    const text = 'Nice saree <script>alert("x")</script> <b>bold</b>';
    const created = (await review(product.id, session.cookie, { stars: 5, text })).json<OwnReview>();
    expect(created.text).toBe(text);
    await moderate(created.id, 'approved');
    expect((await publicReviews(product.id)).items[0]?.text).toBe(text);

    const html = (await send('GET', `/productinfo/${product.id}`, '')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>bold</b>');
    expect(jsonLd(html)).toMatchObject({ review: [{ '@type': 'Review', reviewBody: text, author: { '@type': 'Person', name: 'Anu' } }] });
  });

  it('puts aggregateRating and the reviews in the server-rendered JSON-LD only when approved reviews exist', async () => {
    const product = await insertProduct(shop.database.db);
    const session = await buyer(product.id, 'delivered', 'Lakshmi Narayanan');
    const created = (await review(product.id, session.cookie, { stars: 4, text: 'Light, airy and well finished.' })).json<OwnReview>();
    const page = async () => jsonLd((await send('GET', `/productinfo/${product.id}`, '')).body);

    // Pending: nothing claimed.
    const pending = await page();
    expect(pending).not.toHaveProperty('aggregateRating');
    expect(pending).not.toHaveProperty('review');

    await moderate(created.id, 'approved');
    expect(await page()).toMatchObject({
      '@type': 'Product',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
          author: { '@type': 'Person', name: 'Lakshmi' },
          reviewBody: 'Light, airy and well finished.',
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      ],
    });
  });
});
