import { CartQuoteInputSchema, CartQuoteSchema, CheckoutInputSchema, CheckoutResultSchema } from '../schemas/checkout.ts';
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
  'Prices the cart on the server, reserves the stock and opens the payment provider order, or (method cod) sends the cash-on-delivery code',
  { 201: CheckoutResultSchema },
  {
    description:
      'Only product ids, quantities, the donation (rupees) and the address are read; any price or total in the body is ignored. ' +
      'Stock is reserved for RESERVATION_MINUTES; pay with the returned providerOrderId, then POST /api/payments/verify. ' +
      'With method cod the server checks the owner\'s COD rules (amount, pincode), adds the COD fee, and emails a 6-digit code valid 15 minutes: ' +
      'POST /api/orders/:id/confirm-cod with it.',
    body: CheckoutInputSchema,
    errors: [401, 409, 503],
  },
);
