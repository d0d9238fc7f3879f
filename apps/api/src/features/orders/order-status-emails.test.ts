import { CodCheckoutSchema, formatDeliveryWindow, formatRupees, OrderSchema, type Order } from '@handloom/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shopperEmails } from '../../db/schema.ts';
import { shopWithAdmin, TEST_ADMIN } from '../../testing/admin-shop.ts';
import { buy, checkoutBody, post } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// What the shopper is told when the shop moves their order on: shipped,
// cancelled by the shop, refunded. Sent by real SMTP after the move is answered.

const COD_ON = { enabled: true, feeRupees: 40, minRupees: 0, maxRupees: 50_000, refusedPincodes: [] as string[] };

describe('emails to the shopper when the shop moves the order', () => {
  let shop: TestApp, inbox: SmtpInbox, admin: string;
  const shopEnv = () => ({ SMTP_URL: inbox.url, COD_CODE_LIMIT_PER_ADDRESS: '1000', MAIL_FROM: 'Kaithari Handlooms <no-reply@kaithari.example>' });
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ({ shop, admin } = await shopWithAdmin(shopEnv()));
  });
  afterAll(async () => {
    await shop.close();
    await inbox.close();
  });

  const db = () => shop.database.db;
  const move = (orderId: string, body: { status: string; trackingNote?: string }) =>
    shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: { cookie: admin }, payload: body });
  /** The order as its shopper sees it (its number, dates and documents). */
  async function orderOf(cookie: string, orderId: string): Promise<Order> {
    const [row] = await db().select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    return OrderSchema.parse((await shop.app.inject({ method: 'GET', url: `/api/orders/KH-${row?.number}`, headers: { cookie } })).json());
  }
  async function shopper(language: 'en' | 'ta' = 'en') {
    const person = newShopper();
    const { cookie } = await signUp(shop.app, person);
    // The language of the page an order is placed from (decision 028).
    return { cookie: language === 'ta' ? `${cookie}; lang=ta` : cookie, email: person.email };
  }
  /** A paid order of one saree, its confirmation email already read. */
  async function paidOrder(person: { cookie: string; email: string }) {
    const product = await insertProduct(db(), { title: 'Arani silk saree', titleTa: 'ஆரணி பட்டுப் புடவை', pricePaise: 250_000, discountPercent: 0, stock: 3 });
    const { session } = await buy(shop.app, person.cookie, [{ productId: product.id, quantity: 1 }]);
    const confirmation = await inbox.next(person.email);
    return { orderId: session.orderId, confirmation, order: await orderOf(person.cookie, session.orderId) };
  }
  /** A confirmed cash-on-delivery order of one piece, its code and confirmation emails already read (cash on delivery turned on). */
  async function codOrder(person: { cookie: string; email: string }, title = 'Chettinad cotton saree') {
    expect((await shop.app.inject({ method: 'PUT', url: '/api/admin/settings/cod', headers: { cookie: admin }, payload: COD_ON })).statusCode).toBe(200);
    const product = await insertProduct(db(), { title, stock: 2, pricePaise: 150_000, discountPercent: 0 });
    const placed = await post(shop.app, '/api/checkout', person.cookie, checkoutBody([{ productId: product.id, quantity: 1 }], { method: 'cod' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = CodCheckoutSchema.parse(placed.json());
    const code = /^\s+(\d{6})$/m.exec((await inbox.next(person.email)).text)?.[1] ?? '';
    expect((await post(shop.app, `/api/orders/${orderId}/confirm-cod`, person.cookie, { code })).statusCode).toBe(200);
    await inbox.next(person.email);
    return { orderId, number: (await orderOf(person.cookie, orderId)).number };
  }
  /** Waits for every email still being sent: the shopper's, and the owner's alerts of new orders. */
  async function mailSettled() {
    await Promise.all([shop.app.orders.settled(), shop.app.ownerAlerts.close()]);
  }
  /** Mail to `email` that arrived, once every email still being sent has gone. */
  async function everyMailTo(email: string) {
    await mailSettled();
    return inbox.messages.filter((mail) => mail.to.includes(email));
  }

  it("the confirmation links to the order's own page, in the shopper's language", async () => {
    const english = await paidOrder(await shopper());
    expect(english.confirmation.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/order/${english.order.number}\\n`));
    const tamil = await paidOrder(await shopper('ta'));
    expect(tamil.confirmation.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/ta/order/${tamil.order.number}\\n`));
  });

  it('shipped: names the order, the tracking note, what is in the parcel and the promised dates', async () => {
    const person = await shopper();
    const { orderId, order } = await paidOrder(person);
    expect((await move(orderId, { status: 'packed' })).statusCode).toBe(200);
    const shipped = await move(orderId, { status: 'shipped', trackingNote: 'India Post EM123456789IN' });
    expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNote: 'India Post EM123456789IN' });

    // Packing sends nothing: the next email is the shipping one.
    const mail = await inbox.next(person.email);
    expect(mail.to).toEqual([person.email]);
    expect(mail.subject).toBe(`Kaithari Handlooms: your order ${order.number} has been shipped`);
    expect(mail.text).toContain(`Hello Meena Sundaram,\n\nYour order ${order.number} has been shipped.\nTracking: India Post EM123456789IN\n`);
    expect(mail.text).toContain('In the parcel:\n  Arani silk saree x 1 @ ₹2,500.00 = ₹2,500.00\n');
    if (!order.deliveryWindow) throw new Error('the order has no delivery window');
    expect(mail.text).toContain(`Expected delivery: ${formatDeliveryWindow(order.deliveryWindow)}.`);
    expect(mail.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/order/${order.number}\\n`));
    expect(mail.text).not.toContain('cash');
  });

  it('shipped, for a Tamil shopper with no tracking note: all in Tamil, linking to the Tamil page', async () => {
    const person = await shopper('ta');
    const { orderId, order } = await paidOrder(person);
    await move(orderId, { status: 'packed' });
    expect((await move(orderId, { status: 'shipped' })).statusCode).toBe(200);

    const mail = await inbox.next(person.email);
    expect(mail.subject).toBe(`Kaithari Handlooms: உங்கள் ஆர்டர் ${order.number} அனுப்பப்பட்டது`);
    expect(mail.text).toContain(`வணக்கம் Meena Sundaram,\n\nஉங்கள் ஆர்டர் ${order.number} அனுப்பப்பட்டது.\n\nபார்சலில் உள்ளவை:\n  ஆரணி பட்டுப் புடவை x 1 @ ₹2,500.00`);
    if (!order.deliveryWindow) throw new Error('the order has no delivery window');
    expect(mail.text).toContain(`எதிர்பார்க்கும் டெலிவரி: ${formatDeliveryWindow(order.deliveryWindow, 'ta')}.`);
    expect(mail.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/ta/order/${order.number}\\n`));
    expect(mail.text).not.toMatch(/கண்காணிப்பு:|Hello|shipped|Tracking|Arani/);
  });

  it('delivered, prepaid: says so, how to tell the shop if something is wrong, and links to each piece’s reviews', async () => {
    const person = await shopper();
    const { orderId, order } = await paidOrder(person);
    for (const status of ['packed', 'shipped'] as const) await move(orderId, { status });
    await inbox.next(person.email);
    expect((await move(orderId, { status: 'delivered' })).statusCode).toBe(200);

    const mail = await inbox.next(person.email);
    expect(mail.subject).toBe(`Kaithari Handlooms: your order ${order.number} has been delivered`);
    expect(mail.text).toContain(`Your order ${order.number} has been delivered.`);
    expect(mail.text).toContain('If something is not right with it, reply to this email and tell us.');
    // A reply reaches the shop (CONTACT_EMAIL) even where MAIL_FROM is a no-reply address.
    expect(mail.replyTo).toEqual([shop.config.CONTACT_EMAIL]);
    const [line] = order.lines;
    expect(mail.text).toMatch(new RegExp(`Tell other shoppers what you think of it:\n  Arani silk saree: https?://[^/\\s]+/productinfo/${line?.productId}#product-reviews\n`));
    expect(mail.text).toMatch(new RegExp(`\nhttps?://[^/\\s]+/order/${order.number}\n`));
  });

  it('delivered, for a Tamil shopper: in Tamil, with the Tamil title and the Tamil product page', async () => {
    const person = await shopper('ta');
    const { orderId, order } = await paidOrder(person);
    for (const status of ['packed', 'shipped'] as const) await move(orderId, { status });
    await inbox.next(person.email);
    await move(orderId, { status: 'delivered' });

    const mail = await inbox.next(person.email);
    expect(mail.subject).toBe(`Kaithari Handlooms: உங்கள் ஆர்டர் ${order.number} டெலிவரி செய்யப்பட்டது`);
    expect(mail.text).toMatch(new RegExp(`  ஆரணி பட்டுப் புடவை: https?://[^/\\s]+/ta/productinfo/${order.lines[0]?.productId}#product-reviews\n`));
    expect(mail.text).not.toMatch(/Hello|delivered|Arani/);
  });

  it('cancelled by the shop, paid: says the money goes back where it came from; then the refund, with the credit note attached', async () => {
    const person = await shopper();
    const { orderId, order } = await paidOrder(person);
    const cancelled = await move(orderId, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^rfnd_/) });
    const total = formatRupees(order.totals.totalPaise);

    const told = await inbox.next(person.email);
    expect(told.subject).toBe(`Kaithari Handlooms: your order ${order.number} has been cancelled`);
    expect(told.text).toContain(`We are sorry: we have had to cancel your order ${order.number}, and it will not be sent.`);
    expect(told.text).toContain('  Arani silk saree x 1 @ ₹2,500.00 = ₹2,500.00');
    expect(told.text).toContain(`The full amount, ${total}, is being refunded to the account, card or wallet you paid from; it reaches you within 7-10 business days.`);
    expect(told.attachments).toEqual([]);

    const refunded = await inbox.next(person.email);
    const creditNote = (await orderOf(person.cookie, orderId)).taxDocuments.creditNote;
    if (!creditNote) throw new Error('the cancelled order has no credit note');
    expect(refunded.subject).toBe(`Kaithari Handlooms: ${total} refunded for order ${order.number}`);
    expect(refunded.text).toContain(
      `We have refunded ${total} for your order ${order.number} to the account, card or wallet you paid from (refund ${cancelled.json().refundId}).`,
    );
    expect(refunded.text).toContain(`Credit note ${creditNote.number} for this order is attached.`);
    expect(refunded.attachments).toEqual([expect.objectContaining({ filename: `${creditNote.number.replace(/\//g, '-')}.pdf`, contentType: 'application/pdf' })]);
    expect(await everyMailTo(person.email)).toHaveLength(3);
  });

  it('cancelled by the shop, an unpaid cash-on-delivery order of a Tamil shopper: in Tamil, nothing to refund, no refund email', async () => {
    const person = await shopper('ta');
    const { orderId, number } = await codOrder(person);

    expect((await move(orderId, { status: 'cancelled' })).json()).toMatchObject({ status: 'cancelled', refundId: null });
    const mail = await inbox.next(person.email);
    expect(mail.subject).toBe(`Kaithari Handlooms: உங்கள் ஆர்டர் ${number} ரத்து செய்யப்பட்டது`);
    expect(mail.text).toContain(`மன்னிக்கவும்: உங்கள் ஆர்டர் ${number}-ஐ நாங்கள் ரத்து செய்ய வேண்டியதாயிற்று; அது அனுப்பப்படாது.`);
    expect(mail.text).toContain('டெலிவரியில் பணம் செலுத்தும் இந்த ஆர்டருக்கு இதுவரை பணம் எதுவும் செலுத்தப்படவில்லை; திருப்பி அளிக்க எதுவும் இல்லை.');
    expect(mail.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/ta/order/${number}\\n`));
    expect(mail.text).not.toMatch(/Hello|refund|கணக்கு, கார்டு/);
    // The code, the confirmation and the cancellation: no refund receipt for money never taken.
    expect(await everyMailTo(person.email)).toHaveLength(3);
  });

  it('returned to sender, a cash-on-delivery order: the shopper is told it came back, that nothing is owed, in their language', async () => {
    for (const language of ['en', 'ta'] as const) {
      const person = await shopper(language);
      const { orderId, number } = await codOrder(person);
      expect((await move(orderId, { status: 'packed' })).statusCode).toBe(200);
      expect((await move(orderId, { status: 'shipped' })).statusCode).toBe(200);
      await inbox.next(person.email);

      expect((await move(orderId, { status: 'returned' })).json()).toMatchObject({ status: 'returned' });
      const mail = await inbox.next(person.email);
      if (language === 'en') {
        expect(mail.subject).toBe(`Kaithari Handlooms: your order ${number} came back to us`);
        expect(mail.text).toContain(`The courier returned your cash-on-delivery order ${number} to us: it could not be delivered, or it was refused at the door. Nothing was paid and you owe nothing; the order is closed.`);
        expect(mail.text).toContain('Chettinad cotton saree');
        expect(mail.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/order/${number}\\n`));
      } else {
        expect(mail.subject).toBe(`Kaithari Handlooms: உங்கள் ஆர்டர் ${number} எங்களிடம் திரும்பி வந்தது`);
        expect(mail.text).toContain('நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை');
        expect(mail.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/ta/order/${number}\\n`));
        expect(mail.text).not.toMatch(/Hello|courier returned/);
      }
      // The code, the confirmation, shipped and returned: nothing else.
      expect(await everyMailTo(person.email)).toHaveLength(4);
    }
  });

  it("the shopper's own cancellation of an unpaid cash-on-delivery order: a record that it is cancelled and nothing is owed, in their language", async () => {
    for (const language of ['en', 'ta'] as const) {
      const person = await shopper(language);
      const { orderId, number } = await codOrder(person, 'Kovai cotton dhoti');
      const cancelled = await post(shop.app, `/api/orders/${orderId}/cancel`, person.cookie, {});
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      const mail = await inbox.next(person.email);
      if (language === 'en') {
        expect(mail.subject).toBe(`Kaithari Handlooms: you cancelled your order ${number}`);
        expect(mail.text).toContain(`As you asked, your order ${number} is cancelled, and it will not be sent.`);
        expect(mail.text).toContain('Kovai cotton dhoti');
        expect(mail.text).toContain('Nothing was paid for this cash-on-delivery order, so you owe nothing. If you did not cancel it, reply to this email.');
        expect(mail.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/order/${number}\\n`));
        expect(mail.text).not.toMatch(/we have had to cancel|refund/i);
      } else {
        expect(mail.subject).toBe(`Kaithari Handlooms: உங்கள் ஆர்டர் ${number} ரத்து செய்யப்பட்டது`);
        expect(mail.text).toContain(`நீங்கள் கேட்டபடி, உங்கள் ஆர்டர் ${number} ரத்து செய்யப்பட்டது; அது அனுப்பப்படாது.`);
        expect(mail.text).toMatch(new RegExp(`\\nhttps?://[^/\\s]+/ta/order/${number}\\n`));
        expect(mail.text).not.toMatch(/Hello|As you asked|நாங்கள் ரத்து செய்ய/);
      }
      // The code, the confirmation and the cancellation.
      expect(await everyMailTo(person.email)).toHaveLength(3);
    }
  });

  it("the shopper's own cancellation: the refund receipt in Tamil with the credit note, and no word of the shop cancelling", async () => {
    const person = await shopper('ta');
    const { orderId, order } = await paidOrder(person);
    const cancelled = await post(shop.app, `/api/orders/${orderId}/cancel`, person.cookie, {});
    expect(cancelled.json()).toMatchObject({ status: 'refunded' });
    const creditNote = OrderSchema.parse(cancelled.json()).taxDocuments.creditNote;
    if (!creditNote) throw new Error('the cancelled order has no credit note');
    const total = formatRupees(order.totals.totalPaise, 'ta');

    const mail = await inbox.next(person.email);
    expect(mail.subject).toBe(`Kaithari Handlooms: ஆர்டர் ${order.number}-க்கு ${total} பணம் திருப்பி அளிக்கப்பட்டது`);
    expect(mail.text).toContain(`உங்கள் ஆர்டர் ${order.number}-க்கான ${total}, நீங்கள் பணம் செலுத்திய கணக்கு, கார்டு அல்லது வாலெட்டுக்குத் திருப்பி அளிக்கப்பட்டது (பணத்திருப்பம் rfnd_`);
    expect(mail.text).toContain(`இந்த ஆர்டருக்கான கடன் குறிப்பு ${creditNote.number} இணைக்கப்பட்டுள்ளது.`);
    expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(mail.text).not.toMatch(/Hello|refunded|ரத்து செய்ய வேண்டியதாயிற்று/);
    expect(await everyMailTo(person.email)).toHaveLength(2);
  });

  it("a mail server that refuses does not fail the admin's move; the email is tried again and arrives", async () => {
    const person = await shopper();
    const first = await paidOrder(person);
    await move(first.orderId, { status: 'packed' });
    await mailSettled();

    inbox.refuseNext(2);
    const refused = await move(first.orderId, { status: 'shipped', trackingNote: 'DTDC D12345678' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'shipped', trackingNote: 'DTDC D12345678' });
    // Refused twice, sent on the third try (the tests' shop tries again at once; a running shop after 1 and 5 minutes).
    const shipped = await inbox.next(person.email);
    expect(shipped.subject).toBe(`Kaithari Handlooms: your order ${first.order.number} has been shipped`);
    expect(shipped.text).toContain('DTDC D12345678');
    expect((await everyMailTo(person.email)).filter((mail) => mail.subject.includes(`${first.order.number} has been shipped`))).toHaveLength(1);
  });

  it('a move and its email commit together: when the email cannot be written, the move is not made and can be made again', async () => {
    const person = await shopper();
    const { orderId, order } = await paidOrder(person);
    await move(orderId, { status: 'packed' });
    await mailSettled();
    // The outbox refuses this order's rows, as a full disk or a lost connection would, between the move and its email.
    await db().execute(sql.raw(`create function refuse_email_of_test_order() returns trigger language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$;
      create trigger refuse_email_of_test_order before insert on shopper_emails for each row when (new.order_id = '${orderId}') execute function refuse_email_of_test_order()`));
    try {
      const refused = await move(orderId, { status: 'shipped', trackingNote: 'DTDC D7654321' });
      expect(refused.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_email_of_test_order on shopper_emails; drop function refuse_email_of_test_order()'));
    }
    // Nothing half-done: still packed, no tracking note, no email waiting; the owner moves it again.
    expect(await orderOf(person.cookie, orderId)).toMatchObject({ status: 'packed', trackingNote: null });
    expect((await db().select().from(shopperEmails).where(eq(shopperEmails.orderId, orderId))).map((row) => row.kind)).toEqual(['confirmation']);
    expect((await move(orderId, { status: 'shipped', trackingNote: 'DTDC D7654321' })).statusCode).toBe(200);
    const shipped = (await everyMailTo(person.email)).filter((mail) => mail.subject.endsWith(`${order.number} has been shipped`));
    expect(shipped.map((mail) => mail.text.includes('Tracking: DTDC D7654321'))).toEqual([true]);
  });

  it('an email waiting for its next try when the shop stops is sent by the shop running next (it waits in the database, not in memory)', async () => {
    const person = await shopper();
    const first = await paidOrder(person);
    await move(first.orderId, { status: 'packed' });
    await mailSettled();
    // A second instance of the shop that waits an hour before a new try, as a running shop waits minutes.
    const stopping = await createTestApp({ ...shopEnv(), ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }, { shareDatabaseOf: shop, mailRetryDelaysMs: [3_600_000] });
    inbox.refuseNext(1);
    const shipped = await stopping.app.inject({ method: 'POST', url: `/api/admin/orders/${first.orderId}/status`, headers: { cookie: admin }, payload: { status: 'shipped' } });
    expect(shipped.statusCode).toBe(200);
    await stopping.app.orders.settled();
    await stopping.close();
    const shippedEmail = and(eq(shopperEmails.orderId, first.orderId), eq(shopperEmails.kind, 'shipped'));
    const [waiting] = await db().select().from(shopperEmails).where(shippedEmail);
    expect(waiting).toMatchObject({ tries: 1, sentAt: null, givenUpAt: null, lastError: expect.stringContaining('451') });
    const shippedMails = () => inbox.messages.filter((mail) => mail.to.includes(person.email) && mail.subject.endsWith(`${first.order.number} has been shipped`));
    expect(shippedMails()).toEqual([]);

    // An hour on, the instance still running sends it.
    await db().update(shopperEmails).set({ nextTryAt: sql`now()` }).where(shippedEmail);
    await shop.app.orders.settled();
    expect(shippedMails()).toHaveLength(1);
    expect((await db().select().from(shopperEmails).where(shippedEmail))[0]).toMatchObject({ tries: 2, sentAt: expect.any(Date) });
  });

  it("an order's emails keep their order: a refund receipt waits behind its cancellation email while that waits for its next try", async () => {
    const person = await shopper();
    const { orderId, order } = await paidOrder(person);
    await mailSettled();
    const waiting = await createTestApp({ ...shopEnv(), ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }, { shareDatabaseOf: shop, mailRetryDelaysMs: [3_600_000] });
    try {
      inbox.refuseNext(1);
      const cancelled = await waiting.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: { cookie: admin }, payload: { status: 'cancelled' } });
      expect(cancelled.json()).toMatchObject({ status: 'refunded' });
      // Nothing more can go now: settled() returns although the refund receipt is unsent.
      await waiting.app.orders.settled();
    } finally {
      await waiting.close();
    }
    const rows = async () => db().select().from(shopperEmails).where(eq(shopperEmails.orderId, orderId)).orderBy(shopperEmails.id);
    expect((await rows()).map(({ kind, tries, sentAt }) => ({ kind, tries, sent: sentAt !== null }))).toEqual([
      { kind: 'confirmation', tries: 1, sent: true },
      { kind: 'cancelled_by_shop', tries: 1, sent: false },
      { kind: 'refund', tries: 0, sent: false },
    ]);

    await db().update(shopperEmails).set({ nextTryAt: sql`now()` }).where(and(eq(shopperEmails.orderId, orderId), eq(shopperEmails.kind, 'cancelled_by_shop')));
    await shop.app.orders.settled();
    const subjects = (await everyMailTo(person.email)).map((mail) => mail.subject);
    expect(subjects.slice(1)).toEqual([`Kaithari Handlooms: your order ${order.number} has been cancelled`, expect.stringMatching(new RegExp(`refunded for order ${order.number}$`))]);
  });

  it('an email the mail server refuses every time is given up after three tries; the move stands and the next email goes', async () => {
    const person = await shopper();
    const first = await paidOrder(person);
    const second = await paidOrder(person);
    for (const { orderId } of [first, second]) await move(orderId, { status: 'packed' });
    await mailSettled();

    inbox.refuseNext(3);
    expect((await move(first.orderId, { status: 'shipped' })).statusCode).toBe(200);
    await mailSettled();
    expect((await move(second.orderId, { status: 'shipped' })).statusCode).toBe(200);
    expect((await inbox.next(person.email)).subject).toBe(`Kaithari Handlooms: your order ${second.order.number} has been shipped`);
    expect((await everyMailTo(person.email)).filter((mail) => mail.subject.includes(`${first.order.number} has been shipped`))).toEqual([]);
  });

  it('an email of a kind this version does not know (a newer instance wrote it during an upgrade) is left for one that knows it, not marked sent', async () => {
    const person = await shopper();
    const first = await paidOrder(person);
    const second = await paidOrder(person);
    for (const { orderId } of [first, second]) await move(orderId, { status: 'packed' });
    await mailSettled();
    await db().execute(sql`insert into shopper_emails (order_id, kind) values (${first.orderId}, 'gift_message')`);
    const unknown = and(eq(shopperEmails.orderId, first.orderId), eq(shopperEmails.kind, 'gift_message' as never));

    for (const { orderId } of [first, second]) expect((await move(orderId, { status: 'shipped' })).statusCode).toBe(200);
    // settled() returns: nothing this instance can send is left.
    const shippedSubjects = async () => (await everyMailTo(person.email)).map((mail) => mail.subject).filter((subject) => subject.endsWith('has been shipped'));
    expect(await shippedSubjects()).toEqual([`Kaithari Handlooms: your order ${second.order.number} has been shipped`]);
    expect((await db().select().from(shopperEmails).where(unknown))[0]).toMatchObject({ tries: 0, sentAt: null, givenUpAt: null });

    // The newer instance sends it; the first order's shipped email, kept behind it, goes next.
    await db().update(shopperEmails).set({ tries: 1, sentAt: sql`now()` }).where(unknown);
    await shop.app.orders.settled();
    expect(await shippedSubjects()).toContain(`Kaithari Handlooms: your order ${first.order.number} has been shipped`);
  });
});
