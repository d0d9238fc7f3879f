import { z } from 'zod';
import { formatRupeesShort } from '../india-format.ts';
import { INDIA_STATES } from '../india-states.ts';
import { normaliseIndianMobile } from '../indian-mobile.ts';
import { PAISE_PER_RUPEE, parseRupeesToPaise } from '../money.ts';
import { ProductSchema } from './product.ts';
import { sandboxCardMessages } from '../sandbox-card.ts';
import { MAX_CART_LINES } from '../quantity.ts';
import { checkoutMessages, MAX_ADDRESS_LINE_LENGTH, MAX_STREET_ADDRESS_LENGTH, normalPincode, PINCODE_PATTERN, SIX_DIGITS } from '../checkout-messages.ts';

// The checkout contract. The browser sends what the shopper chose (products,
// quantities, donation, address) and nothing that matters for money: every
// price, the shipping and the total come from the server's records.


export const MAX_DONATION_RUPEES = 100_000;
export const MAX_LINE_QUANTITY = 1_000;

export const CartItemInputSchema = z.object({
  productId: z.uuid('Unknown product'),
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`),
});

/** Rupees with at most two decimals, from 0 to MAX_DONATION_RUPEES (an empty box means 0). */
export const DonationRupeesSchema = z
  .number('Donation must be an amount in rupees')
  .min(0, 'Donation cannot be negative')
  .max(MAX_DONATION_RUPEES, `Donation can be at most ${formatRupeesShort(MAX_DONATION_RUPEES * PAISE_PER_RUPEE)}`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Donation can have at most two decimals');

/**
 * The cart's donation box as typed: rupees with up to two decimals ("50",
 * "1,000.25"), to paise. An empty box is no donation (spec 5).
 */
export const DonationTextSchema = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === '') return 0;
    const paise = parseRupeesToPaise(text);
    const problem = text.startsWith('-')
      ? checkoutMessages.donationNegative
      : paise === null
        ? checkoutMessages.donationInvalid
        : paise > MAX_DONATION_RUPEES * PAISE_PER_RUPEE
          ? checkoutMessages.donationTooLarge(formatRupeesShort(MAX_DONATION_RUPEES * PAISE_PER_RUPEE))
          : null;
    if (problem !== null || paise === null) {
      context.addIssue({ code: 'custom', message: problem ?? checkoutMessages.donationInvalid });
      return z.NEVER;
    }
    return paise;
  });

/**
 * The donation is opt-in (decisions: India's dark-patterns guidelines forbid
 * "basket sneaking"): nothing is given until `give` is ticked.
 */
export const DonationFormSchema = z.object({ give: z.boolean(), donation: DonationTextSchema });

const required = (max: number, tooLong: string) => z.string().trim().min(1, checkoutMessages.allFieldsRequired).max(max, tooLong);
const line = required(MAX_ADDRESS_LINE_LENGTH, checkoutMessages.lineTooLong);

/** Six digits, the first not 0 (India Post's pincodes start at 110001); spaces typed in it ("632 301") are dropped. */
export const PincodeSchema = z
  .string()
  .overwrite(normalPincode)
  .min(1, { error: checkoutMessages.allFieldsRequired, abort: true })
  .regex(SIX_DIGITS, { error: checkoutMessages.pincodeInvalid, abort: true })
  .regex(PINCODE_PATTERN, checkoutMessages.pincodeStartsWithZero);

/** A 10-digit Indian mobile number; +91, 91 or a leading 0 and spaces are accepted and dropped. */
export const IndianMobileSchema = z
  .string()
  .trim()
  .min(1, checkoutMessages.allFieldsRequired)
  .transform((text, context) => {
    const mobile = normaliseIndianMobile(text);
    if (mobile === null) {
      context.addIssue({ code: 'custom', message: checkoutMessages.phoneInvalid });
      return z.NEVER;
    }
    return mobile;
  });

const stateNames = new Set(INDIA_STATES.map((state) => state.name));

/**
 * A delivery address in India. `address` is the house and street (the
 * original shop's one address box); city or district and state fill from the
 * pincode in the browser, and the server sets the state from the pincode
 * whatever the browser sent.
 */
export const DeliveryAddressSchema = z.object({
  name: line,
  phoneNumber: IndianMobileSchema,
  pincode: PincodeSchema,
  address: required(MAX_STREET_ADDRESS_LENGTH, checkoutMessages.streetTooLong),
  locality: line,
  city: line,
  state: z
    .string()
    .trim()
    .min(1, checkoutMessages.allFieldsRequired)
    .refine((name) => stateNames.has(name), checkoutMessages.stateUnknown),
  landmark: z.string().trim().max(MAX_ADDRESS_LINE_LENGTH, checkoutMessages.lineTooLong).default(''),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

const CartItemsSchema = z.array(CartItemInputSchema).min(1, checkoutMessages.cartEmpty).max(MAX_CART_LINES, checkoutMessages.cartFull);

/** POST /api/cart/quote: current prices and stock for the cart page. */
export const CartQuoteInputSchema = z.object({ items: CartItemsSchema, donation: DonationRupeesSchema.default(0) });
export type CartQuoteInput = z.infer<typeof CartQuoteInputSchema>;

export const TotalsSchema = z.object({
  subtotalPaise: z.number().int(),
  shippingPaise: z.number().int(),
  donationPaise: z.number().int(),
  /** The cash-on-delivery fee (0 when paid online). */
  codFeePaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type Totals = z.infer<typeof TotalsSchema>;

/** A product at a quantity and a price: a line of the cart's quote, and of an order (its snapshot). */
export const PricedLineSchema = ProductSchema.pick({ title: true, pricePaise: true, discountPercent: true }).extend({
  imageUrl: z.string(),
  /** The sale price per unit that was (or would be) charged. */
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
});

export const QuotedLineSchema = PricedLineSchema.extend({
  productId: z.string(),
  /** The Tamil title the Tamil cart shows (null: none). */
  titleTa: z.string().nullable(),
  /** false when the product no longer exists (deleted). */
  available: z.boolean(),
  stock: z.number().int(),
});
export type QuotedLine = z.infer<typeof QuotedLineSchema>;

/** Whether cash on delivery may be chosen for this cart (the pincode is checked at checkout), and its fee. */
export const CodOfferSchema = z.object({ available: z.boolean(), reason: z.string().nullable(), feePaise: z.number().int() });
export type CodOffer = z.infer<typeof CodOfferSchema>;

export const CartQuoteSchema = z.object({ lines: z.array(QuotedLineSchema), totals: TotalsSchema, cod: CodOfferSchema });
export type CartQuote = z.infer<typeof CartQuoteSchema>;

/** Pay online now (UPI, card, netbanking, wallet: the provider's window), or in cash on delivery. */
export const CheckoutMethodSchema = z.enum(['online', 'cod']);
export type CheckoutMethod = z.infer<typeof CheckoutMethodSchema>;

/** POST /api/checkout */
export const CheckoutInputSchema = z.object({
  items: CartItemsSchema,
  donation: DonationRupeesSchema,
  address: DeliveryAddressSchema,
  /** The saved address the shopper started from (Buy Now preselects the last used): updated with what was sent. */
  savedAddressId: z.string().max(100).optional(),
  method: CheckoutMethodSchema.default('online'),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

export const PaymentProviderNameSchema = z.enum(['sandbox', 'razorpay']);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

/** What the browser needs to open the payment window for a pending order. */
export const CheckoutSessionSchema = z.object({
  method: z.literal('online'),
  orderId: z.uuid(),
  provider: PaymentProviderNameSchema,
  providerOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string(),
  shopName: z.string(),
  /** Razorpay's public key id (razorpay mode only). */
  keyId: z.string().optional(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  totals: TotalsSchema,
  reservedUntil: z.iso.datetime({ offset: true }),
  /** The sandbox's UPI intent (upi://pay?...) for its QR code and app button; Razorpay's window makes its own. */
  upiIntent: z.string().optional(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** A cash-on-delivery order waiting for the code sent to the shopper. */
export const CodCheckoutSchema = z.object({
  method: z.literal('cod'),
  orderId: z.uuid(),
  totals: TotalsSchema,
  /** Where the code went (the account's email). */
  sentTo: z.string(),
  codeExpiresAt: z.iso.datetime({ offset: true }),
  /** How many more codes the shopper may ask for (the first code counts against COD_MAX_CODES_SENT). */
  resendsLeft: z.number().int().min(0),
});
export type CodCheckout = z.infer<typeof CodCheckoutSchema>;

export const CheckoutResultSchema = z.discriminatedUnion('method', [CheckoutSessionSchema, CodCheckoutSchema]);
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** POST /api/payments/sandbox/pay: the shop's own card window (sandbox mode). */
export const SandboxPayInputSchema = z.object({
  providerOrderId: z.string().min(1).max(100),
  cardNumber: z.string().max(30, sandboxCardMessages.cardNumber),
  expiry: z.string().max(10, sandboxCardMessages.expiryFormat),
  cvv: z.string().max(10, sandboxCardMessages.cvv),
});
export type SandboxPayInput = z.infer<typeof SandboxPayInputSchema>;

/** POST /api/payments/sandbox/upi: what the sandbox's stand-in for the shopper's UPI app does. */
export const SandboxUpiInputSchema = z.object({
  providerOrderId: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure', 'pending']),
});
export type SandboxUpiInput = z.infer<typeof SandboxUpiInputSchema>;

/** A UPI payment's answer: paid (verify it like a card's), or pending (the order waits for the bank, by webhook). */
export const SandboxUpiResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), providerOrderId: z.string(), paymentId: z.string(), signature: z.string() }),
  z.object({ status: z.literal('pending'), orderNumber: z.string() }),
]);
export type SandboxUpiResult = z.infer<typeof SandboxUpiResultSchema>;

/** What a payment window hands back: the same three fields for sandbox and Razorpay. */
export const PaymentResultSchema = z.object({
  providerOrderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** POST /api/payments/verify */
export const VerifyPaymentInputSchema = PaymentResultSchema.extend({ orderId: z.uuid() });
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentInputSchema>;
