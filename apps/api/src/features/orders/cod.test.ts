import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AdminStatsSchema, CartQuoteSchema, codMessages, CodCheckoutSchema, formatDeliveryWindow, indiaDatePlus, LANGUAGE_HEADER, OrderSchema, type CodCheckout } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../../db/schema.ts';
import { buy, checkoutBody, deliveryAddress, post } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };
const COD_ON = { enabled: true, feeRupees: 40, minRupees: 0, maxRupees: 50_000, refusedPincodes: [] as string[] };

/** The text message (in the outbox) carrying `code`: it goes out in the background after the answer, so wait for it (up to 5 s). */
async function outboxTextWith(outbox: string, code: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.sms.txt'));
    const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
    const found = texts.find((text) => text.includes(code));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return '';
}

describe('cash on delivery', () => {
  let shop: TestApp, inbox: SmtpInbox, admin: string, cookie: string, email: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await createTestApp({ SMTP_URL: inbox.url, SHOP_NAME: 'Kaithari Handlooms', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, COD_CODE_LIMIT_PER_ADDRESS: '1000' });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
    const shopper = newShopper();
    ({ cookie } = await signUp(shop.app, shopper));
    email = shopper.email;
  });
  afterAll(async () => {
    await shop.close();
    await inbox.close();
  });

  const db = () => shop.database.db;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const setCod = (settings: object) => shop.app.inject({ method: 'PUT', url: '/api/admin/settings/cod', headers: { cookie: admin }, payload: settings });
  const codCheckout = (items: object[], overrides: Record<string, unknown> = {}, as = cookie) => post(shop.app, '/api/checkout', as, checkoutBody(items, { method: 'cod', ...overrides }));
  const confirm = (orderId: string, code: string, as = cookie) => post(shop.app, `/api/orders/${orderId}/confirm-cod`, as, { code });
  const codeFrom = async (to = email) => {
    const mail = await inbox.next(to);
    const code = /^\s+(\d{6})$/m.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in ${mail.text}`);
    return { code, mail };
  };
  async function placeCod(stock = 3, quantity = 1, as = cookie, to = email): Promise<{ session: CodCheckout; productId: string; code: string }> {
    const product = await insertProduct(db(), { stock, pricePaise: 200_000, discountPercent: 0 });
    const response = await codCheckout([{ productId: product.id, quantity }], {}, as);
    expect(response.statusCode, response.body).toBe(201);
    return { session: CodCheckoutSchema.parse(response.json()), productId: product.id, code: (await codeFrom(to)).code };
  }

  it('starts off in a shop without the demo catalogue; the quote and checkout say why', async () => {
    const product = await insertProduct(db(), { stock: 1 });
    const quote = CartQuoteSchema.parse((await post(shop.app, '/api/cart/quote', null, { items: [{ productId: product.id, quantity: 1 }], donation: 0 })).json());
    expect(quote.cod).toEqual({ available: false, reason: codMessages.disabled, feePaise: 4000 });
    const refused = await codCheckout([{ productId: product.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ message: codMessages.disabled, fields: { method: codMessages.disabled } });
    expect(await stockOf(product.id)).toBe(1);
  });

  it("the admin reads and changes the rules; bad values are refused field by field; shoppers cannot", async () => {
    const bad = await setCod({ enabled: true, feeRupees: -5, minRupees: 0, maxRupees: 100, refusedPincodes: ['12345'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['feeRupees', 'refusedPincodes.0']);
    expect((await shop.app.inject({ method: 'PUT', url: '/api/admin/settings/cod', headers: { cookie }, payload: COD_ON })).statusCode).toBe(403);
    const saved = await setCod({ ...COD_ON, refusedPincodes: ['600002', '600001', '600002'] });
    expect(saved.json()).toEqual({ ...COD_ON, refusedPincodes: ['600001', '600002'] });
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/settings/cod', headers: { cookie: admin } })).json()).toEqual(saved.json());
  });

  it('refuses by amount and by pincode, on the server, whatever the browser offered; nothing is reserved', async () => {
    await setCod({ ...COD_ON, minRupees: 1000, maxRupees: 5000, refusedPincodes: ['600001'] });
    const cheap = await insertProduct(db(), { stock: 5, pricePaise: 50_000, discountPercent: 0 });
    const dear = await insertProduct(db(), { stock: 5, pricePaise: 600_000, discountPercent: 0 });
    const quote = CartQuoteSchema.parse((await post(shop.app, '/api/cart/quote', null, { items: [{ productId: cheap.id, quantity: 1 }], donation: 0 })).json());
    expect(quote.cod).toEqual({ available: false, reason: 'Cash on delivery is for orders of ₹1,000 or more: please pay online.', feePaise: 4000 });

    const below = await codCheckout([{ productId: cheap.id, quantity: 1 }]);
    expect(below.json().error.message).toBe('Cash on delivery is for orders of ₹1,000 or more: please pay online.');
    const above = await codCheckout([{ productId: dear.id, quantity: 1 }]);
    expect(above.json().error.message).toBe('Cash on delivery is for orders up to ₹5,000: please pay online.');
    const pincode = await codCheckout([{ productId: cheap.id, quantity: 3 }], { address: { ...deliveryAddress, pincode: '600001', city: 'Chennai' } });
    expect(pincode.statusCode).toBe(409);
    expect(pincode.json().error.fields).toEqual({ 'address.pincode': 'Cash on delivery is not available for pincode 600001: please pay online.' });
    expect([await stockOf(cheap.id), await stockOf(dear.id)]).toEqual([5, 5]);
    await setCod(COD_ON);
  });

  it('places the order waiting for its code: the fee is its own line, the code goes by email and text, the stock is held', async () => {
    const { session, productId, code } = await placeCod();
    // 2,000 + 50 shipping + 50 donation + 40 COD fee
    expect(session.totals).toEqual({ subtotalPaise: 200_000, shippingPaise: 5_000, donationPaise: 5_000, codFeePaise: 4_000, totalPaise: 214_000 });
    expect(session.sentTo).toBe(email);
    expect(Date.parse(session.codeExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'awaiting_confirmation', number: null, paymentMethod: 'cod', codFeePaise: 4_000, providerOrderId: null });
    expect(await stockOf(productId)).toBe(2);
    expect(code).toMatch(/^\d{6}$/);
    // The text message went to the outbox (no SMS vendor is bundled).
    const outbox = path.join(shop.config.dataDir, 'outbox');
    const text = await outboxTextWith(outbox, code);
    expect(text.startsWith('To: +919876543210') && text.includes(`${code} is your Kaithari Handlooms cash on delivery code`), text).toBe(true);
    // Not on Your Orders until confirmed.
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).json().orders as { id: string }[];
    expect(listed.map((order) => order.id)).not.toContain(session.orderId);
  });

  it('a COD order placed from a Tamil page gets its code email and text message in Tamil, and its wrong-code answer; the English ones are unchanged', async () => {
    const outbox = path.join(shop.config.dataDir, 'outbox');
    const textWith = (code: string) => outboxTextWith(outbox, code);
    const place = async (language: 'en' | 'ta') => {
      const shopper = newShopper({ name: 'Lakshmi' });
      const { cookie: own } = await signUp(shop.app, shopper);
      const product = await insertProduct(db(), { stock: 3, pricePaise: 200_000, discountPercent: 0 });
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { cookie: own, [LANGUAGE_HEADER]: language },
        payload: checkoutBody([{ productId: product.id, quantity: 1 }], { method: 'cod' }),
      });
      expect(response.statusCode, response.body).toBe(201);
      const { code, mail } = await codeFrom(shopper.email);
      return { code, mail, cookie: own, orderId: CodCheckoutSchema.parse(response.json()).orderId };
    };

    const tamil = await place('ta');
    expect(tamil.mail.subject).toBe(`Kaithari Handlooms: உங்கள் டெலிவரியில் பணம் உறுதிக் குறியீடு ${tamil.code}`);
    expect(tamil.mail.text.trimEnd()).toBe(
      [
        `வணக்கம் ${deliveryAddress.name},`,
        '',
        '₹2,140.00 மதிப்புள்ள உங்கள் டெலிவரியில் பணம் ஆர்டரை உறுதி செய்யும் குறியீடு:',
        '',
        `    ${tamil.code}`,
        '',
        'இதை 15 நிமிடங்களுக்குள் ஆர்டர் செய்த பக்கத்தில் உள்ளிடவும். இந்த ஆர்டரை நீங்கள் செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: எதுவும் அனுப்பப்படாது.',
        '',
        'Kaithari Handlooms',
      ].join('\n'),
    );
    expect(await textWith(tamil.code)).toContain(
      `${tamil.code} என்பது உங்கள் Kaithari Handlooms டெலிவரியில் பணம் குறியீடு. இது 15 நிமிடங்களில் காலாவதியாகும். யாருடனும் பகிர வேண்டாம்.`,
    );
    const wrongCode = tamil.code === '000000' ? '111111' : '000000';
    const wrong = await shop.app.inject({ method: 'POST', url: `/api/orders/${tamil.orderId}/confirm-cod`, headers: { cookie: tamil.cookie, [LANGUAGE_HEADER]: 'ta' }, payload: { code: wrongCode } });
    expect(wrong.json().error.fields).toEqual({ code: 'அந்தக் குறியீடு சரியில்லை. இன்னும் 4 முறைகள் முயலலாம்.' });

    const english = await place('en');
    expect(english.mail.subject).toBe(`Kaithari Handlooms: your cash on delivery code is ${english.code}`);
    expect(english.mail.text.trimEnd()).toBe(
      [
        `Hello ${deliveryAddress.name},`,
        '',
        'Your code to confirm your cash on delivery order of ₹2,140.00 is:',
        '',
        `    ${english.code}`,
        '',
        'Enter it on the checkout page within 15 minutes. If you did not place this order, ignore this email: nothing will be sent.',
        '',
        'Kaithari Handlooms',
      ].join('\n'),
    );
    expect(await textWith(english.code)).toContain(`${english.code} is your Kaithari Handlooms cash on delivery code. It expires in 15 minutes. Do not share it.`);
  });

  it('a wrong code says how many tries are left; the right one places it, numbered, once, and confirms by email', async () => {
    const { session, code } = await placeCod();
    const wrong = await confirm(session.orderId, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: 'That code is not right. 4 tries left.' });
    expect((await confirm(session.orderId, '12ab')).json().error.fields).toEqual({ code: codMessages.codeFormat });
    const { cookie: stranger } = await signUp(shop.app, newShopper());
    expect((await confirm(session.orderId, code, stranger)).statusCode).toBe(404);

    // Three at once (a second tab, a press again after a lost answer): one placement, and each is
    // answered with the placed order, so no page says "not confirmed" of an order that is.
    const results = await Promise.all([confirm(session.orderId, code), confirm(session.orderId, code), confirm(session.orderId, code)]);
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200]);
    const answers = results.map((result) => OrderSchema.parse(result.json()));
    const placed = OrderSchema.parse(results[0]?.json());
    expect(placed).toMatchObject({ status: 'placed', paymentMethod: 'cod', number: expect.stringMatching(/^KH-\d+$/), cancellable: true, paidAt: null });
    expect(new Set(answers.map((answer) => answer.number))).toEqual(new Set([placed.number]));
    // Asked again later, even with a mistyped code: the same order, not a wrong-code count on a placed order.
    const again = await confirm(session.orderId, code === '000000' ? '111111' : '000000');
    expect(again.statusCode).toBe(200);
    expect(OrderSchema.parse(again.json()).number).toBe(placed.number);
    const mail = await inbox.next(email);
    // A second confirmation, had one been recorded, would follow at once from the outbox.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.filter((message) => message.to.includes(email) && message.subject.endsWith('is confirmed'))).toHaveLength(1);
    expect(mail.subject).toBe(`Kaithari Handlooms: your order ${placed.number} is confirmed`);
    expect(mail.text).toContain('Cash on delivery fee:  ₹40.00');
    expect(mail.text).toContain('To pay on delivery:  ₹2,140.00');
    // The default promise to Kanchipuram (rest of Tamil Nadu): 2 days to pack, 2-4 in transit, from the confirmation.
    const window = { earliest: indiaDatePlus(new Date(placed.placedAt ?? ''), 4), latest: indiaDatePlus(new Date(placed.placedAt ?? ''), 6) };
    expect(placed.deliveryWindow).toEqual(window);
    expect(mail.text).toContain(`Expected delivery: ${formatDeliveryWindow(window)}.`);
  });

  it('the fifth wrong code ends the order and puts its stock back', async () => {
    const { session, productId, code } = await placeCod(1);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let left = 4; left >= 1; left -= 1) expect((await confirm(session.orderId, wrongCode)).json().error.message).toBe(codMessages.wrongCode(left));
    const fifth = await confirm(session.orderId, wrongCode);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error.message).toBe(codMessages.tooManyWrongCodes);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'expired', number: null });
    expect(await stockOf(productId)).toBe(1);
    expect((await confirm(session.orderId, code)).json().error.message).toBe(codMessages.notAwaiting);
  });

  it('closing the code box gives the stock back at once; the code then finds the order ended', async () => {
    const { session, productId, code } = await placeCod(1);
    expect(await stockOf(productId)).toBe(0);
    const abandoned = await post(shop.app, `/api/orders/${session.orderId}/abandon`, cookie, {});
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect(abandoned.json()).toEqual({ released: true });
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'expired', number: null });
    expect(await stockOf(productId)).toBe(1);
    expect((await confirm(session.orderId, code)).json().error.message).toBe(codMessages.notAwaiting);
  });

  it('a lapsed code releases the order: on confirmation, or by the expiry job', async () => {
    const first = await placeCod(1);
    await db().update(orders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, first.session.orderId));
    const late = await confirm(first.session.orderId, first.code);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'conflict', message: codMessages.codeExpired, reason: 'cod_code_expired' });
    expect(await stockOf(first.productId)).toBe(1);

    const second = await placeCod(1);
    await db().update(orders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, second.session.orderId));
    await shop.app.reservationSweeper.runOnce();
    expect(await orderRow(second.session.orderId)).toMatchObject({ status: 'expired' });
    expect(await stockOf(second.productId)).toBe(1);
  });

  it('a new code asked for after the code lapsed says the order was released, before and after the expiry job', async () => {
    const { session } = await placeCod(1);
    const resend = () => post(shop.app, `/api/orders/${session.orderId}/resend-cod`, cookie, {});
    await db().update(orders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, session.orderId));
    for (const sweep of [false, true]) {
      if (sweep) await shop.app.reservationSweeper.runOnce();
      const late = await resend();
      expect(late.statusCode).toBe(409);
      // The box tells this refusal by its reason, whatever the language of the words.
      expect(late.json().error).toEqual({ code: 'conflict', message: codMessages.codeExpired, reason: 'cod_code_expired' });
    }
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'expired', number: null });
  });

  it('a resent code replaces the old one, at most three codes per order, and each answer says how many more may be asked for', async () => {
    const { session, code: first } = await placeCod();
    expect(session.resendsLeft).toBe(2);
    const resend = () => post(shop.app, `/api/orders/${session.orderId}/resend-cod`, cookie, {});
    const once = await resend();
    expect(once.statusCode).toBe(200);
    expect(once.json().resendsLeft).toBe(1);
    const { code: second } = await codeFrom();
    const twice = await resend();
    expect(twice.statusCode).toBe(200);
    expect(twice.json().resendsLeft).toBe(0);
    const { code: third } = await codeFrom();
    const fourth = await resend();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toEqual({ code: 'conflict', message: codMessages.tooManyCodesSent, reason: 'cod_codes_spent' });
    for (const old of [first, second].filter((old) => old !== third)) expect((await confirm(session.orderId, old)).statusCode).toBe(400);
    expect((await confirm(session.orderId, third)).statusCode).toBe(200);
    await inbox.next(email);
  });

  it('a resend whose email cannot go out says so, keeps the last code working and uses up no resend', async () => {
    const { session, code } = await placeCod();
    const before = await orderRow(session.orderId);
    inbox.refuseNext();
    const refused = await post(shop.app, `/api/orders/${session.orderId}/resend-cod`, cookie, {});
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(codMessages.codeNotSent);
    expect(await orderRow(session.orderId)).toMatchObject({ codCodeHash: before?.codCodeHash, codCodesSent: before?.codCodesSent, reservedUntil: before?.reservedUntil });
    // The code the shopper has still places the order.
    const placed = await confirm(session.orderId, code);
    expect(placed.statusCode, placed.body).toBe(200);
    await inbox.next(email);
  });

  it('a first code whose email cannot go out says so, and leaves no order and nothing held: the one piece is another shopper\'s to buy', async () => {
    const product = await insertProduct(db(), { stock: 1, pricePaise: 200_000, discountPercent: 0 });
    const ordersOfIt = async () => (await db().select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.productId, product.id))).length;
    inbox.refuseNext();
    const refused = await codCheckout([{ productId: product.id, quantity: 1 }]);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json().error.message).toBe(codMessages.firstCodeNotSent);
    expect(await stockOf(product.id)).toBe(1);
    expect(await ordersOfIt()).toBe(0);
    // Another shopper buys it at once; the first could try again the same way.
    const other = newShopper();
    const { cookie: otherCookie } = await signUp(shop.app, other);
    const placed = await codCheckout([{ productId: product.id, quantity: 1 }], {}, otherCookie);
    expect(placed.statusCode, placed.body).toBe(201);
    await codeFrom(other.email);
  });

  it('the code the shopper has works while a new one is on its way; the late one then finds the order placed', async () => {
    const { session, code } = await placeCod();
    inbox.holdNext(700);
    const resending = post(shop.app, `/api/orders/${session.orderId}/resend-cod`, cookie, {});
    await new Promise((resolve) => setTimeout(resolve, 150));
    const placed = await confirm(session.orderId, code);
    expect(placed.statusCode, placed.body).toBe(200);
    const late = await resending;
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(codMessages.notAwaiting);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'placed' });
    await inbox.next(email);
    await inbox.next(email);
  });

  it('a second resend while one is on its way is refused, so the last email holds the code that works', async () => {
    const { session } = await placeCod();
    const sentAtPlacing = (await orderRow(session.orderId))?.codCodesSent ?? 0;
    const resend = () => post(shop.app, `/api/orders/${session.orderId}/resend-cod`, cookie, {});
    inbox.holdNext(700);
    const first = resend();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await resend();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(codMessages.codeOnItsWay);
    expect((await first).statusCode).toBe(200);
    const { code: sent } = await codeFrom();
    // The refused one used up no resend, and once the first is stored another may follow.
    expect(await orderRow(session.orderId)).toMatchObject({ codCodesSent: sentAtPlacing + 1, codResendStartedAt: null });
    expect((await resend()).statusCode).toBe(200);
    const { code: latest } = await codeFrom();
    if (latest !== sent) expect((await confirm(session.orderId, sent)).statusCode).toBe(400);
    expect((await confirm(session.orderId, latest)).statusCode).toBe(200);
    await inbox.next(email);
  });

  it('a resend that outlived its time and was overtaken by the next stores nothing: the later code is the one that works', async () => {
    const { session } = await placeCod();
    const resend = () => post(shop.app, `/api/orders/${session.orderId}/resend-cod`, cookie, {});
    inbox.holdNext(1_000);
    const slow = resend();
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The slow send has been on its way longer than a send can take (its mark is old): another resend may go.
    await db()
      .update(orders)
      .set({ codResendStartedAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, session.orderId));
    expect((await resend()).statusCode).toBe(200);
    const late = await slow;
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(codMessages.codeOnItsWay);
    // Two emails went out, the overtaken one held back and so last; only the later claim's code is stored.
    const { code: later } = await codeFrom();
    const { code: overtaken } = await codeFrom();
    if (overtaken !== later) expect((await confirm(session.orderId, overtaken)).statusCode).toBe(400);
    expect((await confirm(session.orderId, later)).statusCode).toBe(200);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'placed', codResendStartedAt: null });
    await inbox.next(email);
  });

  it('a new fee never changes an order already placed', async () => {
    const { session, code } = await placeCod();
    await setCod({ ...COD_ON, feeRupees: 99 });
    const placed = OrderSchema.parse((await confirm(session.orderId, code)).json());
    expect(placed.totals).toMatchObject({ codFeePaise: 4_000, totalPaise: 214_000 });
    await setCod(COD_ON);
    await inbox.next(email);
  });

  it('the admin moves it to "delivered — cash collected": only then do its money and donation count; returned puts the stock back', async () => {
    const stats = async () => AdminStatsSchema.parse((await shop.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: admin } })).json());
    const funds = async () => (await shop.app.inject({ method: 'GET', url: '/api/admin/funds', headers: { cookie: admin } })).json() as { totalRaisedPaise: number };
    const move = (orderId: string, status: string) => shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: { cookie: admin }, payload: { status } });

    const before = { stats: await stats(), funds: await funds() };
    const delivered = await placeCod();
    await confirm(delivered.session.orderId, delivered.code);
    await inbox.next(email);
    const returned = await placeCod(1);
    await confirm(returned.session.orderId, returned.code);
    await inbox.next(email);
    const placedStats = await stats();
    expect(placedStats.cod.orders - before.stats.cod.orders).toBe(2);
    expect(placedStats.cod.toCollectPaise - before.stats.cod.toCollectPaise).toBe(2 * 214_000);
    expect((await funds()).totalRaisedPaise).toBe(before.funds.totalRaisedPaise);

    for (const status of ['packed', 'shipped']) {
      expect((await move(delivered.session.orderId, status)).statusCode).toBe(200);
      expect((await move(returned.session.orderId, status)).statusCode).toBe(200);
    }
    const shipped = await move(delivered.session.orderId, 'delivered');
    expect(shipped.json()).toMatchObject({ status: 'delivered', paidAt: expect.any(String), actions: [] });
    // The cash collected is invoiced then (a bill of supply: this shop is not registered for GST), and the receipt emailed with it,
    // after each order's shipping email.
    const mails = [await inbox.next(email), await inbox.next(email), await inbox.next(email)];
    expect(mails.filter((mail) => / has been shipped$/.test(mail.subject))).toHaveLength(2);
    const receipt = mails.find((mail) => !/ has been shipped$/.test(mail.subject));
    if (!receipt) throw new Error('no receipt after the shipping emails');
    expect(receipt.subject).toMatch(/payment received for order KH-/);
    // It links to the order's own page, not to the list of orders.
    expect(receipt.text).toContain(`/order/${/KH-\d+/.exec(receipt.subject)?.[0]}\n`);
    expect(receipt.text).toMatch(/Your order:\nhttps?:\/\/\S+\/order\/KH-\d+\n/);
    expect(receipt.text).toContain('Donation to our weavers:  ₹50.00');
    // The cash receipt is also the delivered email: how to say something is wrong, and where to review each piece.
    expect(receipt.text).toContain('If something is not right with it, reply to this email and tell us.');
    expect(receipt.text).toMatch(new RegExp(`Tell other shoppers what you think of it:\n  .+: https?://\\S+/productinfo/${delivered.productId}#product-reviews\n`));
    expect(receipt.attachments).toEqual([expect.objectContaining({ filename: expect.stringMatching(/^KB-\d{4}-\d{2}-\d{5}\.pdf$/), contentType: 'application/pdf' })]);
    expect((await funds()).totalRaisedPaise - before.funds.totalRaisedPaise).toBe(5_000);
    // A shopper waits for the sold-out piece; its return puts it back, and they are told without waiting for the job's minute.
    const waiting = newShopper();
    const asked = await post(shop.app, `/api/products/${returned.productId}/back-in-stock-requests`, (await signUp(shop.app, waiting)).cookie, {});
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await move(returned.session.orderId, 'returned')).json()).toMatchObject({ status: 'returned', paidAt: null });
    expect(await stockOf(returned.productId)).toBe(1);
    expect((await inbox.next(waiting.email)).subject).toMatch(/ is back in stock$/);
    expect((await inbox.next(email)).subject).toMatch(/ came back to us$/);

    const after = await stats();
    expect(after.cod.toCollectPaise).toBe(before.stats.cod.toCollectPaise);
    expect(after.cod.returnedRate).toBe(0.5);

    // A prepaid order is never "returned": it is cancelled and refunded.
    const product = await insertProduct(db(), { stock: 1 });
    const prepaid = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    await inbox.next(email);
    await move(prepaid.session.orderId, 'packed');
    const prepaidShipped = await move(prepaid.session.orderId, 'shipped');
    expect(prepaidShipped.json().actions).toEqual(['delivered']);
    expect((await inbox.next(email)).subject).toMatch(/ has been shipped$/);
    expect((await move(prepaid.session.orderId, 'returned')).statusCode).toBe(409);
  });

  it('the shopper may cancel a placed COD order within 24 hours: the stock goes back, nothing to refund', async () => {
    const { session, productId, code } = await placeCod(1);
    await confirm(session.orderId, code);
    await inbox.next(email);
    const cancelled = await post(shop.app, `/api/orders/${session.orderId}/cancel`, cookie, {});
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(productId)).toBe(1);
    expect((await orderRow(session.orderId))?.refundRequestedAt).toBeNull();
    // The code typed again in another tab: the order no longer stands, so it is not answered as placed.
    const again = await confirm(session.orderId, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(codMessages.notAwaiting);
  });
});

describe('cash on delivery codes from one address', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ COD_CODE_LIMIT_PER_ADDRESS: '3' });
  });
  afterAll(() => shop.close());

  it('are limited per hour across orders: then 429 with Retry-After', async () => {
    const { cookie } = await signUp(shop.app, newShopper());
    const orderId = '00000000-0000-4000-8000-000000000000';
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(shop.app, `/api/orders/${orderId}/confirm-cod`, cookie, { code: '123456' })).statusCode).toBe(404);
    const limited = await post(shop.app, `/api/orders/${orderId}/confirm-cod`, cookie, { code: '123456' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(codMessages.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
  });
});
