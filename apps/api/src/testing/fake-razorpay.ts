import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacSha256Hex, paymentSignature } from '../features/payments/payment-signature.ts';

// A stand-in for Razorpay's API on 127.0.0.1, so the razorpay provider is
// tested through the official SDK with no network. The shop reaches it through
// RAZORPAY_API_URL (see features/payments/razorpay-provider.ts). It answers the
// two calls the shop makes, the way Razorpay documents them:
//   POST /v1/orders                    -> an order entity
//   GET  /v1/payments/:id              -> a payment entity (those made by `pay`)
//   POST /v1/payments/:id/refund       -> a refund entity (once per payment)
// and plays Checkout and the webhook sender for the tests (pay, webhook).

export interface FakeRazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | undefined;
}

export interface FakeRazorpayRefund {
  id: string;
  paymentId: string;
  amount: number;
}

export type FakePaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';

export interface FakePaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  /** Captured by `pay`; a test may set `authorized` (captured later, or never, as Razorpay allows). */
  status: 'authorized' | 'captured';
  order_id: string;
  method: FakePaymentMethod;
  vpa: string | null;
  bank: string | null;
  wallet: string | null;
  card: { last4: string; network: string } | null;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The settings that point the shop at this fake. */
  env: Record<string, string>;
  orders: FakeRazorpayOrder[];
  refunds: FakeRazorpayRefund[];
  /** Basic-auth user of every request received (the key id, when the SDK is set up right). */
  authenticatedAs: string[];
  /**
   * The next `count` requests fail with a 500, or with `hangUp` a dropped
   * connection, or with `refusal` a 400 BAD_REQUEST_ERROR saying it (as
   * Razorpay refuses a refund the account's balance cannot cover). With
   * `refundsOnly`, only requests for a refund count (lookups pass).
   */
  failNext(count?: number, options?: { hangUp?: boolean; refusal?: string; refundsOnly?: boolean }): void;
  /** The next request is answered only after `ms` (a slow Razorpay): when it has arrived, and when it has been answered. */
  delayNext(ms: number): { received: Promise<void>; answered: Promise<void> };
  /** The next request is carried out but its answer never arrives (the connection drops), as when a call times out. */
  loseNextAnswer(): void;
  /** Payment entities made by `pay`, by id (GET /v1/payments/:id answers them). */
  payments: Map<string, FakePaymentEntity>;
  /** What Checkout hands the browser after a successful payment: ids and the signature Razorpay makes. */
  pay(orderId: string, method?: FakePaymentMethod): { providerOrderId: string; paymentId: string; signature: string };
  /** A signed webhook delivery, as Razorpay would POST it. */
  webhook(event: string, entities: { orderId: string; paymentId: string; amount: number }, eventId?: string): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const orders: FakeRazorpayOrder[] = [];
  const refunds: FakeRazorpayRefund[] = [];
  const payments = new Map<string, FakePaymentEntity>();
  const authenticatedAs: string[] = [];
  let failures = 0;
  let hangUp = false;
  let refusal: string | undefined;
  let refundsOnly = false;
  let delay: { ms: number; received: () => void; answered: () => void } | null = null;
  let loseAnswer = false;

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const held = delay;
      delay = null;
      if (held) {
        held.received();
        setTimeout(() => {
          answer();
          held.answered();
        }, held.ms);
      } else {
        answer();
      }
    });
    function answer(): void {
      const lost = loseAnswer;
      loseAnswer = false;
      const send = (status: number, payload: unknown): void => {
        if (lost) {
          request.socket.destroy();
          return;
        }
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const fail = (status: number, description: string) => send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });

      const [user, password] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':');
      authenticatedAs.push(user ?? '');
      const failing = failures > 0 && (!refundsOnly || (request.method === 'POST' && /\/refund$/.test(request.url ?? '')));
      if (failing) {
        failures -= 1;
        if (hangUp) {
          request.socket.destroy();
          return;
        }
        if (refusal) return fail(400, refusal);
        return send(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      }
      if (user !== keyId || password !== keySecret) return fail(401, 'Authentication failed');

      let data: Record<string, unknown>;
      try {
        data = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      } catch {
        return fail(400, 'The request body is not valid JSON');
      }

      if (request.method === 'POST' && request.url === '/v1/orders') {
        const { amount, currency, receipt } = data;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return fail(400, 'The amount must be atleast INR 1.00');
        if (currency !== 'INR') return fail(400, 'The currency is invalid');
        if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
          return fail(400, 'The receipt may not be greater than 40 characters.');
        }
        const order = { id: `order_${randomBytes(7).toString('hex')}`, amount, currency, receipt };
        orders.push(order);
        return send(200, {
          ...order,
          entity: 'order',
          amount_paid: 0,
          amount_due: amount,
          status: 'created',
          attempts: 0,
          notes: [],
          created_at: Math.floor(Date.now() / 1000),
        });
      }

      const fetched = /^\/v1\/payments\/([\w-]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && fetched?.[1]) {
        const payment = payments.get(fetched[1]);
        return payment ? send(200, payment) : fail(400, 'The id provided does not exist');
      }

      const listed = /^\/v1\/payments\/([\w-]+)\/refunds(?:\?.*)?$/.exec(request.url ?? '');
      if (request.method === 'GET' && listed?.[1]) {
        const items = refunds
          .filter((r) => r.paymentId === listed[1])
          .map((r) => ({ id: r.id, entity: 'refund', amount: r.amount, currency: 'INR', payment_id: r.paymentId, status: 'processed' }));
        return send(200, { entity: 'collection', count: items.length, items });
      }

      const refund = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(request.url ?? '');
      if (request.method === 'POST' && refund?.[1]) {
        const paymentId = refund[1];
        if (refunds.some((r) => r.paymentId === paymentId)) return fail(400, 'The payment has been fully refunded already');
        const amount = typeof data.amount === 'number' ? data.amount : 0;
        const made = { id: `rfnd_${randomBytes(7).toString('hex')}`, paymentId, amount };
        refunds.push(made);
        return send(200, { id: made.id, entity: 'refund', amount, currency: 'INR', payment_id: paymentId, status: 'processed' });
      }
      return fail(404, 'The requested URL was not found on the server.');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
    },
    orders,
    refunds,
    payments,
    authenticatedAs,
    delayNext(ms) {
      let onReceived = () => {};
      let onAnswered = () => {};
      const received = new Promise<void>((resolve) => (onReceived = resolve));
      const answered = new Promise<void>((resolve) => (onAnswered = resolve));
      delay = { ms, received: onReceived, answered: onAnswered };
      return { received, answered };
    },
    loseNextAnswer() {
      loseAnswer = true;
    },
    failNext(count = 1, options = {}) {
      failures = count;
      hangUp = options.hangUp ?? false;
      refusal = options.refusal;
      refundsOnly = options.refundsOnly ?? false;
    },
    pay(orderId, method = 'card') {
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      payments.set(paymentId, {
        id: paymentId,
        entity: 'payment',
        amount: orders.find((order) => order.id === orderId)?.amount ?? 0,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        method,
        vpa: method === 'upi' ? 'meena@okaxis' : null,
        bank: method === 'netbanking' ? 'HDFC' : null,
        wallet: method === 'wallet' ? 'paytm' : null,
        card: method === 'card' ? { last4: '1111', network: 'Visa' } : null,
      });
      return { providerOrderId: orderId, paymentId, signature: paymentSignature(keySecret, orderId, paymentId) };
    },
    webhook(event, { orderId, paymentId, amount }, eventId = `evt_${randomBytes(7).toString('hex')}`) {
      const status = event === 'payment.failed' ? 'failed' : 'captured';
      const payment = { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status, order_id: orderId, method: 'card' } };
      const payload = event === 'order.paid' ? { payment, order: { entity: { id: orderId, entity: 'order', amount, status: 'paid' } } } : { payment };
      const body = JSON.stringify({ entity: 'event', account_id: 'acc_fake', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacSha256Hex(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
