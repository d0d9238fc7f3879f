import { LANGUAGE_HEADER, OwnerAlertSettingsSchema } from '@handloom/shared';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, ownerAlerts } from '../../db/schema.ts';
import { buy, checkoutBody, post, verify } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };
const OWNER_INBOX = 'alerts@kaithari.example';

describe('alerts to the owner', () => {
  // 2026-11-25 07:00 in India; the digest tests move it.
  let now = new Date('2026-11-25T01:30:00Z');
  let shop: TestApp, inbox: SmtpInbox, admin: string, cookie: string, shopperEmail: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await createTestApp(
      { SMTP_URL: inbox.url, CONTACT_EMAIL: OWNER_INBOX, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, COD_CODE_LIMIT_PER_ADDRESS: '1000' },
      { clock: () => now },
    );
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
    const shopper = newShopper();
    ({ cookie } = await signUp(shop.app, shopper));
    shopperEmail = shopper.email;
  });
  afterAll(async () => {
    await shop?.close();
    await inbox?.close();
  });

  const db = () => shop.database.db;
  const ownerMails = () => inbox.messages.filter((mail) => mail.to.includes(OWNER_INBOX));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const setAlerts = (settings: object, as = admin) => shop.app.inject({ method: 'PUT', url: '/api/admin/settings/alerts', headers: { cookie: as }, payload: settings });
  const unsent = async () => db().select().from(ownerAlerts).where(isNull(ownerAlerts.sentAt));
  async function nextOwnerMail(subject: RegExp): Promise<ReceivedMail> {
    for (;;) {
      const mail = await inbox.next(OWNER_INBOX);
      if (subject.test(mail.subject)) return mail;
    }
  }

  it('the admin reads and sets the mode and the threshold; bad values are refused; shoppers cannot', async () => {
    const initial = await shop.app.inject({ method: 'GET', url: '/api/admin/settings/alerts', headers: { cookie: admin } });
    expect(OwnerAlertSettingsSchema.parse(initial.json())).toEqual({ mode: 'each', lowStockThreshold: 1 });
    const bad = await setAlerts({ mode: 'weekly', lowStockThreshold: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['lowStockThreshold', 'mode']);
    const inTamil = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/alerts',
      headers: { cookie: admin, [LANGUAGE_HEADER]: 'ta' },
      payload: { mode: 'weekly', lowStockThreshold: 2 },
    });
    expect(inTamil.json().error.fields).toEqual({ mode: 'எப்போது மின்னஞ்சல் அனுப்புவது என்பதைத் தேர்வு செய்யவும்: உடனே, அல்லது நாளுக்கு ஒருமுறை' });
    expect(bad.json().error.fields.mode).toBe('Choose when to email: at once, or once a day');
    expect((await setAlerts({ mode: 'each', lowStockThreshold: 2 }, cookie)).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/settings/alerts', headers: { cookie } })).statusCode).toBe(403);
    expect((await setAlerts({ mode: 'each', lowStockThreshold: 1 })).json()).toEqual({ mode: 'each', lowStockThreshold: 1 });
  });

  it('a paid order emails the owner once, however often the payment is reported; a sale leaving one piece sends a low-stock email', async () => {
    const plenty = await insertProduct(db(), { title: 'Kanchipuram silk saree', stock: 10, pricePaise: 250_000, discountPercent: 0 });
    const lastButOne = await insertProduct(db(), { title: 'Chettinad cotton saree', handle: 'chettinad-cotton-red', stock: 2, pricePaise: 120_000, discountPercent: 0 });
    const { session, payment } = await buy(shop.app, cookie, [
      { productId: plenty.id, quantity: 1 },
      { productId: lastButOne.id, quantity: 1 },
    ]);
    const orderMail = await nextOwnerMail(/new order/);
    expect(orderMail.subject).toMatch(/^Kaithari Handlooms: new order KH-\d+ \(₹3,850\.00, paid online \(card\)\)$/);
    expect(orderMail.text).toContain('Kanchipuram silk saree x 1 @ ₹2,500.00');
    expect(orderMail.text).toContain('Chettinad cotton saree x 1 @ ₹1,200.00');
    expect(orderMail.text).toContain(shopperEmail);
    // The link opens the Orders tab on this one order.
    const number = /new order (KH-\d+)/.exec(orderMail.subject)?.[1] ?? '';
    expect(orderMail.text).toMatch(new RegExp(`^https?://[^\\s]+/dashboard\\?tab=orders&search=${number}$`, 'm'));
    const lowMail = await nextOwnerMail(/low stock/);
    expect(lowMail.subject).toBe('Kaithari Handlooms: low stock, Chettinad cotton saree (1 left)');
    expect(lowMail.text).toContain('chettinad-cotton-red');

    // The browser's verify again (as after a reload), and the timer's dispatch: nothing new.
    expect((await verify(shop.app, cookie, session.orderId, payment)).statusCode).toBe(200);
    expect(await shop.app.ownerAlerts.dispatch()).toBe(0);
    await settle();
    expect(ownerMails().filter((mail) => mail.subject.includes('new order'))).toHaveLength(1);
    expect(ownerMails().filter((mail) => mail.subject.includes('low stock'))).toHaveLength(1);
    expect(await unsent()).toEqual([]);
  });

  it('a confirmed cash-on-delivery order emails the owner; an unconfirmed one does not', async () => {
    await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/cod',
      headers: { cookie: admin },
      payload: { enabled: true, feeRupees: 40, minRupees: 0, maxRupees: 50_000, refusedPincodes: [] },
    });
    const product = await insertProduct(db(), { title: 'Madurai sungudi', stock: 5, pricePaise: 90_000, discountPercent: 0 });
    const placed = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: product.id, quantity: 1 }], { method: 'cod' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;
    let codeMail = await inbox.next(shopperEmail);
    while (!codeMail.subject.includes('cash on delivery code')) codeMail = await inbox.next(shopperEmail);
    const code = /^\s+(\d{6})$/m.exec(codeMail.text)?.[1];
    await settle();
    expect(await db().select().from(ownerAlerts).where(eq(ownerAlerts.orderId, orderId))).toEqual([]);

    const confirmed = await post(shop.app, `/api/orders/${orderId}/confirm-cod`, cookie, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const mail = await nextOwnerMail(/new order/);
    expect(mail.subject).toMatch(/\(₹1,040\.00, cash on delivery\)$/);
    expect(mail.text).toContain('Madurai sungudi x 1');
  });

  it('the threshold is the owner’s: at 3, a sale leaving 3 is low; a sold-out product says so', async () => {
    await setAlerts({ mode: 'each', lowStockThreshold: 3 });
    const product = await insertProduct(db(), { title: 'Salem silk dhoti', stock: 4, pricePaise: 80_000, discountPercent: 0 });
    await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    expect((await nextOwnerMail(/low stock/)).subject).toBe('Kaithari Handlooms: low stock, Salem silk dhoti (3 left)');
    await buy(shop.app, cookie, [{ productId: product.id, quantity: 3 }]);
    const soldOut = await nextOwnerMail(/low stock/);
    expect(soldOut.text).toMatch(/^Salem silk dhoti \(p-[0-9a-f]{12}\) is sold out\.$/m);
    await setAlerts({ mode: 'each', lowStockThreshold: 1 });
  });

  it('several senders at once (two machines, the timer and the nudge) send each alert once', async () => {
    const second = await createTestApp({ SMTP_URL: inbox.url, CONTACT_EMAIL: OWNER_INBOX }, { shareDatabaseOf: shop });
    try {
      // Held back by the digest before its hour, then released to everyone at once.
      await setAlerts({ mode: 'daily_digest', lowStockThreshold: 1 });
      const product = await insertProduct(db(), { title: 'Arani silk saree', stock: 20, pricePaise: 300_000, discountPercent: 0 });
      for (let i = 0; i < 4; i += 1) await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      await settle();
      expect(await unsent()).toHaveLength(4);
      const before = ownerMails().length;
      await setAlerts({ mode: 'each', lowStockThreshold: 1 });
      const counts = await Promise.all([shop.app.ownerAlerts.dispatch(), second.app.ownerAlerts.dispatch(), shop.app.ownerAlerts.dispatch()]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
      expect(ownerMails().length - before).toBe(4);
      expect(await unsent()).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('in digest mode, nothing goes out until 8 am India time; then one email of everything, once a day', async () => {
    await setAlerts({ mode: 'daily_digest', lowStockThreshold: 1 });
    const sari = await insertProduct(db(), { title: 'Bhavani cotton saree', stock: 2, pricePaise: 150_000, discountPercent: 0 });
    const towel = await insertProduct(db(), { title: 'Erode cotton towel', stock: 9, pricePaise: 20_000, discountPercent: 0 });
    await buy(shop.app, cookie, [{ productId: sari.id, quantity: 1 }]);
    await buy(shop.app, cookie, [{ productId: towel.id, quantity: 2 }]);
    const before = ownerMails().length;
    expect(await shop.app.ownerAlerts.dispatch()).toBe(0);
    await settle();
    expect(ownerMails().length).toBe(before);

    now = new Date('2026-11-25T03:00:00Z'); // 8:30 am in India
    expect(await shop.app.ownerAlerts.dispatch()).toBe(3);
    const digest = await nextOwnerMail(/new orders/);
    expect(digest.subject).toBe('Kaithari Handlooms: 2 new orders (₹2,150.00), 1 low-stock alert');
    expect(digest.text).toContain('Bhavani cotton saree x 1');
    expect(digest.text).toContain('Erode cotton towel x 2');
    expect(digest.text).toContain('Bhavani cotton saree (');
    expect(digest.text).toContain('1 left.');

    // Later that day: the new order waits for tomorrow's digest.
    await buy(shop.app, cookie, [{ productId: towel.id, quantity: 1 }]);
    expect(await shop.app.ownerAlerts.dispatch()).toBe(0);
    now = new Date('2026-11-26T02:31:00Z'); // 8:01 am the next day
    expect(await shop.app.ownerAlerts.dispatch()).toBe(1);
    expect((await nextOwnerMail(/new order/)).subject).toBe('Kaithari Handlooms: 1 new order (₹300.00), 0 low-stock alerts');
    expect(await shop.app.ownerAlerts.dispatch()).toBe(0);
    await settle();
    expect(ownerMails().length).toBe(before + 2);
  });

  it('in digest mode, a refund the payment service keeps refusing is still told at once; the orders wait for 8 am', async () => {
    await setAlerts({ mode: 'daily_digest', lowStockThreshold: 1 });
    now = new Date('2026-11-27T01:30:00Z'); // 7 am in India, before the day's digest
    const shawl = await insertProduct(db(), { title: 'Kovai cotton shawl', stock: 9, pricePaise: 90_000, discountPercent: 0 });
    await buy(shop.app, cookie, [{ productId: shawl.id, quantity: 1 }]);
    const { session } = await buy(shop.app, cookie, [{ productId: shawl.id, quantity: 2 }]);
    // The dispatches the two sales started are over: the one below is the one that meets the alert.
    await shop.app.ownerAlerts.settled();
    // What the orders feature records when a cancelled order's refund is still refused an hour on (razorpay.test.ts).
    await db().update(orders).set({ status: 'cancelled', cancelledAt: now, refundFailure: 'BAD_REQUEST_ERROR: The balance is not enough' }).where(eq(orders.id, session.orderId));
    await db().insert(ownerAlerts).values({ kind: 'refund_failing', eventKey: `refund_failing:${session.orderId}`, orderId: session.orderId });
    const before = ownerMails().length;

    expect(await shop.app.ownerAlerts.dispatch()).toBe(1);
    const refund = await nextOwnerMail(/refund/);
    expect(refund.subject).toMatch(/the refund of order KH-\d+ \(₹1,950\.00\) is not going through/);
    expect(refund.text).toContain('The balance is not enough');
    expect(await shop.app.ownerAlerts.dispatch()).toBe(0);
    await settle();
    expect(ownerMails().length).toBe(before + 1);

    now = new Date('2026-11-27T03:00:00Z'); // 8:30 am
    expect(await shop.app.ownerAlerts.dispatch()).toBe(2);
    const digest = await nextOwnerMail(/new order/);
    expect(digest.subject).toBe('Kaithari Handlooms: 2 new orders (₹2,950.00), 0 low-stock alerts');
    expect(digest.text).not.toContain('not going through');
    await setAlerts({ mode: 'each', lowStockThreshold: 1 });
  });

  it('in digest mode, an urgent alert the mail server refuses does not hold back the day’s digest, which then tells of it', async () => {
    await setAlerts({ mode: 'daily_digest', lowStockThreshold: 1 });
    now = new Date('2026-11-29T01:30:00Z'); // 7 am, a day with no digest yet
    const shawl = await insertProduct(db(), { title: 'Bhavani woollen shawl', stock: 9, pricePaise: 90_000, discountPercent: 0 });
    const { session } = await buy(shop.app, cookie, [{ productId: shawl.id, quantity: 1 }]);
    // Nothing else is being sent (the shopper's confirmation, the alert's dispatch): the refusal below meets the urgent alert.
    await Promise.all([shop.app.ownerAlerts.settled(), shop.app.orders.settled()]);
    await db().update(orders).set({ status: 'cancelled', cancelledAt: now, refundFailure: 'BAD_REQUEST_ERROR: The balance is not enough' }).where(eq(orders.id, session.orderId));
    await db().insert(ownerAlerts).values({ kind: 'refund_failing', eventKey: `refund_failing:${session.orderId}`, orderId: session.orderId });

    now = new Date('2026-11-29T03:00:00Z'); // 8:30 am
    inbox.refuseNext(1);
    expect(await shop.app.ownerAlerts.dispatch()).toBeGreaterThanOrEqual(2);
    const digest = await nextOwnerMail(/new order/);
    expect(digest.subject).toMatch(/1 refund not going through$/);
    expect(digest.text).toContain('The balance is not enough');
    expect(await unsent()).toEqual([]);
    await setAlerts({ mode: 'each', lowStockThreshold: 1 });
  });

  it('an alert of a kind this version does not know (a newer instance wrote it during an upgrade) is left unsent, in both modes', async () => {
    const product = await insertProduct(db(), { title: 'Salem silk dhoti', stock: 9, pricePaise: 120_000, discountPercent: 0 });
    const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    await shop.app.ownerAlerts.settled();
    await shop.app.ownerAlerts.dispatch();
    await db().execute(sql`insert into owner_alerts (kind, event_key, order_id) values ('order_returned', ${`order_returned:${session.orderId}`}, ${session.orderId})`);
    const isUnknown = eq(ownerAlerts.eventKey, `order_returned:${session.orderId}`);

    expect(await shop.app.ownerAlerts.dispatch()).toBe(0);
    // In the digest: a known alert goes, the unknown one stays.
    await setAlerts({ mode: 'daily_digest', lowStockThreshold: 1 });
    now = new Date('2026-11-30T01:30:00Z'); // 7 am, a day with no digest yet
    await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    await shop.app.ownerAlerts.settled();
    now = new Date('2026-11-30T03:00:00Z'); // 8:30 am
    expect(await shop.app.ownerAlerts.dispatch()).toBe(1);
    expect((await nextOwnerMail(/: 1 new order \(/)).text).toContain('Salem silk dhoti x 1');
    expect((await db().select().from(ownerAlerts).where(isUnknown))[0]).toMatchObject({ sentAt: null });
    await setAlerts({ mode: 'each', lowStockThreshold: 1 });
    await db().delete(ownerAlerts).where(isUnknown);
  });
});
