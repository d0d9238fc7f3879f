import { CartQuoteInputSchema, CartQuoteSchema, CheckoutInputSchema, CheckoutSessionSchema } from '../schemas/checkout.ts';
import { endpointGroup } from './endpoint.ts';

const checkoutEndpoint = endpointGroup({ tags: ['checkout'], errors: [400] });

export const quote = checkoutEndpoint(
  'POST /api/cart/quote',
  "Today's prices and stock for the cart page; unknown or deleted products come back with available: false",
  { 200: CartQuoteSchema },
  { body: CartQuoteInputSchema },
);

export const checkout = checkoutEndpoint(
  'POST /api/checkout',
  'Prices the cart on the server, reserves the stock and opens the payment provider order',
  { 201: CheckoutSessionSchema },
  {
    description:
      'Only product ids, quantities, the donation (rupees) and the address are read; any price or total in the body is ignored. ' +
      'Stock is reserved for RESERVATION_MINUTES; pay with the returned providerOrderId, then POST /api/payments/verify.',
    body: CheckoutInputSchema,
    errors: [401, 409, 503],
  },
);
