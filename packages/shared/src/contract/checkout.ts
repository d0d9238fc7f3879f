import { CartQuoteInputSchema, CartQuoteSchema, CheckoutInputSchema, CheckoutSessionSchema } from '../schemas/checkout.ts';
import { endpoint } from './endpoint.ts';

const tags = ['checkout'] as const;

export const quote = endpoint({
  method: 'POST',
  path: '/api/cart/quote',
  tags,
  summary: "Today's prices and stock for the cart page; unknown or deleted products come back with available: false",
  body: CartQuoteInputSchema,
  responses: { 200: CartQuoteSchema },
  errors: [400],
});

export const checkout = endpoint({
  method: 'POST',
  path: '/api/checkout',
  tags,
  summary: 'Prices the cart on the server, reserves the stock and opens the payment provider order',
  description:
    'Only product ids, quantities, the donation (rupees) and the address are read; any price or total in the body is ignored. ' +
    'Stock is reserved for RESERVATION_MINUTES; pay with the returned providerOrderId, then POST /api/payments/verify.',
  body: CheckoutInputSchema,
  responses: { 201: CheckoutSessionSchema },
  errors: [400, 401, 409, 503],
});
