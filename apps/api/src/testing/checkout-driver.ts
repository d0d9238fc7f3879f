import type { CheckoutSession, PaymentResult } from '@handloom/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Shopper journeys through the API for the checkout, payment and orders tests.

export const SANDBOX_CARD = { cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' };
export const SANDBOX_DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvv: '123' };

export const deliveryAddress = {
  name: 'Meena Sundaram',
  phoneNumber: '9876543210',
  pincode: '631501',
  address: '12 Car Street',
  locality: 'Little Kanchipuram',
  city: 'Kanchipuram',
  state: 'Tamil Nadu',
  landmark: 'Near the Varadharaja Perumal temple',
};

export interface CartLineInput {
  productId: string;
  quantity: number;
}

/** A checkout request body; items are loosely typed so tests can send wrong shapes. */
export function checkoutBody(items: readonly unknown[], overrides: Record<string, unknown> = {}) {
  return { items, donation: 50, address: deliveryAddress, ...overrides };
}

export function post(app: FastifyInstance, url: string, cookie: string | null, payload: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

export async function checkout(app: FastifyInstance, cookie: string, items: CartLineInput[], overrides: Record<string, unknown> = {}): Promise<CheckoutSession> {
  const response = await post(app, '/api/checkout', cookie, checkoutBody(items, overrides));
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json<CheckoutSession>();
}

export async function sandboxPay(app: FastifyInstance, cookie: string, session: CheckoutSession): Promise<PaymentResult> {
  const response = await post(app, '/api/payments/sandbox/pay', cookie, { providerOrderId: session.providerOrderId, ...SANDBOX_CARD });
  if (response.statusCode !== 200) throw new Error(`sandbox payment failed: ${response.statusCode} ${response.body}`);
  return response.json<PaymentResult>();
}

export function verify(app: FastifyInstance, cookie: string, orderId: string, payment: PaymentResult): Promise<LightMyRequestResponse> {
  return post(app, '/api/payments/verify', cookie, { orderId, ...payment });
}

/** Checkout, sandbox card, verification: a paid order. */
export async function buy(app: FastifyInstance, cookie: string, items: CartLineInput[]) {
  const session = await checkout(app, cookie, items);
  const payment = await sandboxPay(app, cookie, session);
  const response = await verify(app, cookie, session.orderId, payment);
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  return { session, payment };
}
