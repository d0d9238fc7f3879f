import {
  AppError,
  bilingual,
  COD_MAX_CODES_SENT,
  codRefusalText,
  codTexts,
  ErrorCode,
  formatCount,
  orderTotals,
  plural,
  rupeesToPaise,
  salePricePaise,
  type CartQuote,
  type CartQuoteInput,
  type CheckoutInput,
  type ShopLocale,
  type CheckoutResult,
  type CheckoutSession,
  type CodRules,
  type DeliveryAddress,
  type Totals,
  type PromisedDays,
  type SessionUser,
  type ShopText,
  type Widen,
} from '@handloom/shared';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.ts';
import type { NewOrderLine, OrdersService } from '../orders/orders.service.ts';
import type { CheckoutRepository, PricingProduct } from './checkout.repository.ts';
import type { CodSettingsRepository } from './cod-settings.repository.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { Logger } from '../../logger.ts';


export interface CheckoutServiceOptions {
  repository: CheckoutRepository;
  codSettings: CodSettingsRepository;
  /** The pincode directory's check of the address, and the shopper's saved addresses. */
  addresses: AddressesService;
  /** The delivery promise kept on the order; refuses pincodes the shop does not deliver to. */
  delivery: DeliveryService;
  orders: OrdersService;
  provider: PaymentProvider;
  /** The sandbox makes its own UPI intent for its QR code. */
  upiIntent?: (input: { providerOrderId: string; amountPaise: number; shopName: string }) => string;
  shopName: string;
  shippingPerUnitRupees: number;
  reservationMinutes: number;
  log: Logger;
}

/** Razorpay refuses a receipt longer than 40 characters. */
export const RECEIPT_MAX_LENGTH = 40;
/** Order amounts are stored as PostgreSQL integers (paise). */
const MAX_ORDER_TOTAL_PAISE = 2_147_483_647;
/** Card payments start at ₹1 (Razorpay refuses less). */
const MIN_ORDER_TOTAL_PAISE = 100;

export const checkoutErrors = {
  providerUnavailable: 'We could not reach the payment service. Nothing was charged and your cart is unchanged; please try again in a moment.',
  tooLarge: 'This order is too large to pay online. Please contact us to place it.',
  tooSmall: 'Card payments start at ₹1: please add a donation or another item.',
  notSold: (title: string | null) =>
    title ? `"${title}" is no longer sold: please remove it from your cart.` : 'A product in your cart is no longer sold: please remove it from your cart.',
  soldOut: (title: string) => `"${title}" is sold out: please remove it from your cart.`,
  onlyLeft: (title: string, stock: number) => `Only ${stock} of "${title}" ${stock === 1 ? 'is' : 'are'} left in stock: please lower the quantity.`,
  justSoldOut: (title: string | null) => `"${title ?? 'A product in your cart'}" has just sold out, or fewer are left than you asked for. Please review your cart.`,
} as const;

export const taCheckoutErrors = {
  providerUnavailable: 'பணம் செலுத்தும் சேவையை எங்களால் அணுக முடியவில்லை. பணம் எதுவும் எடுக்கப்படவில்லை, உங்கள் கூடை மாறவில்லை; சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
  tooLarge: 'இந்த ஆர்டர் ஆன்லைனில் செலுத்த முடியாத அளவுக்குப் பெரியது. ஆர்டர் செய்ய எங்களைத் தொடர்புகொள்ளவும்.',
  tooSmall: 'கார்டு மூலம் குறைந்தது ₹1 செலுத்த வேண்டும்: ஒரு நன்கொடையையோ வேறொரு பொருளையோ சேர்க்கவும்.',
  notSold: (title: string | null) =>
    title
      ? `"${title}" இப்போது விற்பனையில் இல்லை: அதை உங்கள் கூடையிலிருந்து நீக்கவும்.`
      : 'உங்கள் கூடையில் உள்ள ஒரு பொருள் இப்போது விற்பனையில் இல்லை: அதைக் கூடையிலிருந்து நீக்கவும்.',
  soldOut: (title: string) => `"${title}" விற்றுத் தீர்ந்துவிட்டது: அதை உங்கள் கூடையிலிருந்து நீக்கவும்.`,
  onlyLeft: (title: string, stock: number) =>
    `"${title}" இருப்பில் ${formatCount(stock, 'ta')} மட்டுமே ${plural('ta', stock, { one: 'உள்ளது', other: 'உள்ளன' })}: எண்ணிக்கையைக் குறைக்கவும்.`,
  justSoldOut: (title: string | null) =>
    `${title ? `"${title}"` : 'உங்கள் கூடையில் உள்ள ஒரு பொருள்'} இப்போதுதான் விற்றுத் தீர்ந்துவிட்டது, அல்லது நீங்கள் கேட்டதைவிடக் குறைவாகவே உள்ளது. உங்கள் கூடையைச் சரிபார்க்கவும்.`,
} satisfies Widen<typeof checkoutErrors>;

const checkoutErrorTexts = bilingual(checkoutErrors, taCheckoutErrors);

type Titled = Pick<PricingProduct, 'title' | 'titleTa'>;

/** A message naming a product: the Tamil names it by its Tamil title where the admin gave one. */
function naming<A extends unknown[]>(message: (title: string, ...rest: A) => ShopText, product: Titled, ...rest: A): ShopText {
  return { en: message(product.title, ...rest).en, ta: message(product.titleTa ?? product.title, ...rest).ta };
}

/** The checkout as placed: its address checked, and the language of the page it came from. */
type PlacedCheckout = CheckoutInput & { locale: ShopLocale };

interface CartLine {
  /** Index of the line's first appearance in the request, for field errors. */
  index: number;
  productId: string;
  quantity: number;
}

export function checkoutService({ repository, codSettings, addresses, delivery, orders, provider, upiIntent, shopName, shippingPerUnitRupees, reservationMinutes, log }: CheckoutServiceOptions) {
  const shippingPerUnitPaise = rupeesToPaise(shippingPerUnitRupees);

  async function productsById(ids: string[]): Promise<Map<string, PricingProduct>> {
    const rows = await repository.productsForPricing([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The 409 for a reservation that lost the race: names the product that ran short (read again to know which). */
  async function soldMeanwhile(cart: CartLine[], productId: string | null, known: Map<string, PricingProduct>): Promise<AppError> {
    let short = productId ? cart.find((line) => line.productId === productId) : undefined;
    let product = short ? known.get(short.productId) : undefined;
    if (!short) {
      const now = await productsById(cart.map((line) => line.productId));
      short = cart.find((line) => {
        const product = now.get(line.productId);
        return !product || product.deleted || product.stock < line.quantity;
      });
      product = short ? now.get(short.productId) : undefined;
    }
    const message = product ? naming(checkoutErrorTexts.justSoldOut, product) : checkoutErrorTexts.justSoldOut(null);
    return new AppError(ErrorCode.conflict, message, short ? { [`items.${short.index}.quantity`]: message } : undefined);
  }

  return {
    /**
     * The cart page's figures: today's prices and stock, whatever the browser
     * remembered; why COD is refused in `locale`. For a logged-in shopper the
     * stock counts the units their own unpaid checkout holds, as checkout does:
     * coming back from the payment window, their cart is not cut to what is
     * left without them.
     */
    async quote(input: CartQuoteInput, locale: ShopLocale = 'en', userId: string | null = null): Promise<CartQuote> {
      const [found, held] = await Promise.all([productsById(input.items.map((item) => item.productId)), userId ? repository.unitsHeldBy(userId) : new Map<string, number>()]);
      const lines = input.items.map(({ productId, quantity }) => {
        const product = found.get(productId);
        const unitPricePaise = product ? salePricePaise(product.pricePaise, product.discountPercent) : 0;
        return {
          productId,
          available: Boolean(product && !product.deleted),
          title: product?.title ?? '',
          titleTa: product?.titleTa ?? null,
          imageUrl: product?.imageUrl ?? '',
          pricePaise: product?.pricePaise ?? 0,
          discountPercent: product?.discountPercent ?? 0,
          unitPricePaise,
          stock: product && !product.deleted ? product.stock + (held.get(productId) ?? 0) : 0,
          quantity,
        };
      });
      // What checkout would charge for the lines still sold, at the quantities asked (the page flags lines over stock).
      const [totals, rules] = [
        orderTotals(
          lines.filter((line) => line.available),
          rupeesToPaise(input.donation),
          shippingPerUnitPaise,
        ),
        await codSettings.read(),
      ];
      const reason = codRefusalText(rules, totals.totalPaise)?.[locale] ?? null;
      return { lines, totals: withoutQuantity(totals), cod: { available: reason === null, reason, feePaise: rules.feePaise } };
    },

    /** Checks the address against the pincode directory, places the order (placeOrder), and remembers the address. */
    /**
     * `admitted` is the money-path limits' count (checkout-limits.ts), taken
     * while the cart is read: one round trip fewer. A refusal still answers
     * first, and nothing is written before it has said yes.
     */
    async checkout(user: SessionUser, request: CheckoutInput, locale: ShopLocale = 'en', admitted: Promise<void> = Promise.resolve()): Promise<CheckoutResult> {
      // Awaited below on every path that can write; handled here so no path can leave its refusal unhandled.
      admitted.catch(() => undefined);
      let input: PlacedCheckout;
      try {
        // The pincode must exist and the state is the pincode's, whatever the browser sent.
        input = { ...request, address: addresses.checkAddress(request.address, 'address.'), locale };
      } catch (error) {
        await admitted;
        throw error;
      }
      const result = await placeOrder(user, input, admitted);
      // An online checkout remembers the address beside its own statement (placeOrder).
      if (result.method === 'cod') await rememberAddress(user, input.address, input.savedAddressId);
      return result;
    },

    /** Pays again an order whose payment the bank refused: the same order, its stock reserved again, the same provider order. */
    async payAgain(user: SessionUser, orderId: string): Promise<CheckoutSession> {
      // Refused, before any stock is held, when the order was started with another provider.
      const order = await orders.reopenFailedPayment(orderId, user.uid, reservationMinutes);
      if (!order.providerOrderId) throw new Error(`order ${order.id} reopened without its provider order`);
      return sessionFor({
        orderId: order.id,
        providerOrderId: order.providerOrderId,
        totals: { subtotalPaise: order.subtotalPaise, shippingPaise: order.shippingPaise, donationPaise: order.donationPaise, codFeePaise: order.codFeePaise, totalPaise: order.totalPaise },
        name: order.addressName,
        email: user.email,
        phone: order.phoneNumber,
        reservedUntil: order.reservedUntil ?? new Date(),
      });
    },
  };

  /** The address book is a convenience: a failure to update it never fails the checkout that was placed. */
  async function rememberAddress(user: SessionUser, address: DeliveryAddress, savedId: string | undefined): Promise<void> {
    try {
      await addresses.rememberUsed(user.uid, address, savedId);
    } catch (error) {
      log.warn({ err: error }, 'could not remember the delivery address');
    }
  }

  /**
   * Prices the cart from the database, reserves the stock with a pending
   * order, and opens the provider's order for the total. Nothing the browser
   * says about money is read: the input carries products, quantities,
   * donation and address only.
   */
  async function placeOrder(user: SessionUser, input: PlacedCheckout, admitted: Promise<void>): Promise<CheckoutResult> {
    const cart = mergeLines(input.items);
    const ids = cart.map((line) => line.productId);
    const reads = Promise.all([
      productsById(ids),
      repository.unitsHeldBy(user.uid),
      input.method === 'cod' ? codSettings.read() : null,
      delivery.promiseTo(input.address.pincode, 'address.pincode'),
    ]);
    // Handled here, answered below: a refusal by the limits comes before whatever the reads say.
    reads.catch(() => undefined);
    await admitted;
    const [found, held, rules, deliveryDays] = await reads;
    const lines = priceLines(cart, found, held);
    const donationPaise = rupeesToPaise(input.donation);
    const totals = orderTotals(lines, donationPaise, shippingPerUnitPaise);
    if (rules) return placeCod(user, input, cart, found, lines, totals, rules, held.size > 0, deliveryDays);
    if (totals.totalPaise > MAX_ORDER_TOTAL_PAISE) throw new AppError(ErrorCode.badRequest, checkoutErrorTexts.tooLarge);
    if (totals.totalPaise < MIN_ORDER_TOTAL_PAISE) throw new AppError(ErrorCode.badRequest, checkoutErrorTexts.tooSmall);
    // The cart is good: the address book is written beside the order, not after it (one round trip
    // fewer). It never fails the checkout; only a shopper who loses the last unit in the moment
    // between has the address remembered without an order.
    const remembering = rememberAddress(user, input.address, input.savedAddressId);

    // The provider's order first, so the order is written with it in the one
    // checkout statement (no second write to attach it). A provider that fails
    // leaves nothing reserved; a provider order whose stock ran out between
    // the read above and the statement is left unused (it is never paid:
    // Razorpay lets unpaid orders lapse, and the sandbox keeps nothing).
    const receipt = receiptLabel(input.address.name, shopName);
    let providerOrderId: string;
    try {
      ({ providerOrderId } = await provider.createOrder({ amountPaise: totals.totalPaise, receipt }));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.error({ err: error, detail: error.detail }, 'payment provider order failed; nothing reserved');
      throw new AppError(ErrorCode.unavailable, checkoutErrorTexts.providerUnavailable);
    }

    const placed = await orders.placePendingOrder({
      // Only a shopper holding an unpaid checkout takes the slower path that releases it.
      replacePending: held.size > 0,
      userId: user.uid,
      email: user.email,
      address: input.address,
      totals: withoutQuantity(totals),
      paymentProvider: provider.name,
      providerOrderId,
      lines,
      reservationMinutes,
      cod: null,
      deliveryDays,
      locale: input.locale,
    });
    if (!placed.ok) throw await soldMeanwhile(cart, placed.productId, found);
    await remembering;

    return sessionFor({
      orderId: placed.orderId,
      providerOrderId,
      totals: withoutQuantity(totals),
      name: input.address.name,
      email: user.email,
      phone: input.address.phoneNumber,
      reservedUntil: placed.reservedUntil,
    });
  }

  /** What the browser needs to open the payment window for an order. */
  function sessionFor(order: { orderId: string; providerOrderId: string; totals: Totals; name: string; email: string; phone: string; reservedUntil: Date }): CheckoutSession {
    return {
      method: 'online',
      orderId: order.orderId,
      provider: provider.name,
      providerOrderId: order.providerOrderId,
      amountPaise: order.totals.totalPaise,
      currency: 'INR',
      receipt: receiptLabel(order.name, shopName),
      shopName,
      ...(provider.publicKeyId ? { keyId: provider.publicKeyId } : {}),
      prefill: { name: order.name, email: order.email, contact: order.phone },
      totals: order.totals,
      reservedUntil: order.reservedUntil.toISOString(),
      ...(upiIntent ? { upiIntent: upiIntent({ providerOrderId: order.providerOrderId, amountPaise: order.totals.totalPaise, shopName }) } : {}),
    };
  }

  /**
   * Cash on delivery: the owner's rules decide (amount before the fee, the
   * pincode), whatever the browser offered; the fee in force now is kept on
   * the order; the code goes out before the answer.
   */
  async function placeCod(
    user: SessionUser,
    input: PlacedCheckout,
    cart: CartLine[],
    found: Map<string, PricingProduct>,
    lines: NewOrderLine[],
    online: ReturnType<typeof orderTotals>,
    rules: CodRules,
    replacePending: boolean,
    deliveryDays: PromisedDays,
  ): Promise<CheckoutResult> {
    const refusal = codRefusalText(rules, online.totalPaise, input.address.pincode);
    if (refusal) {
      const field = refusal.en === codTexts.pincodeRefused(input.address.pincode.trim()).en ? 'address.pincode' : 'method';
      throw new AppError(ErrorCode.conflict, refusal, { [field]: refusal });
    }
    const totals = orderTotals(lines, online.donationPaise, shippingPerUnitPaise, rules.feePaise);
    if (totals.totalPaise > MAX_ORDER_TOTAL_PAISE) throw new AppError(ErrorCode.badRequest, checkoutErrorTexts.tooLarge);
    const placed = await orders.placeCodOrder({
      replacePending,
      userId: user.uid,
      email: user.email,
      address: input.address,
      totals: withoutQuantity(totals),
      paymentProvider: 'cod',
      lines,
      deliveryDays,
      locale: input.locale,
    });
    if (!placed.ok) throw await soldMeanwhile(cart, placed.productId, found);
    log.info({ orderId: placed.orderId }, 'COD order waiting for its code');
    return {
      method: 'cod',
      orderId: placed.orderId,
      totals: withoutQuantity(totals),
      sentTo: user.email,
      codeExpiresAt: placed.reservedUntil.toISOString(),
      resendsLeft: COD_MAX_CODES_SENT - 1,
    };
  }
}
export type CheckoutService = ReturnType<typeof checkoutService>;

/** One line per product: the same product twice in a cart is one line with both quantities. */
function mergeLines(items: CheckoutInput['items']): CartLine[] {
  const lines = new Map<string, CartLine>();
  items.forEach(({ productId, quantity }, index) => {
    const line = lines.get(productId);
    if (line) line.quantity += quantity;
    else lines.set(productId, { index, productId, quantity });
  });
  return [...lines.values()];
}

/**
 * Today's prices for each line; unknown or deleted products are a 400,
 * quantities over stock a 409. Stock the shopper holds in an unpaid checkout
 * counts as available to them: this checkout releases it.
 */
function priceLines(cart: CartLine[], found: Map<string, PricingProduct>, held: Map<string, number>): NewOrderLine[] {
  const unknown: Record<string, ShopText> = {};
  const overStock: Record<string, ShopText> = {};
  const lines: NewOrderLine[] = [];
  for (const { index, productId, quantity } of cart) {
    const product = found.get(productId);
    if (!product || product.deleted) {
      unknown[`items.${index}.productId`] = product ? naming(checkoutErrorTexts.notSold, product) : checkoutErrorTexts.notSold(null);
      continue;
    }
    const available = product.stock + (held.get(productId) ?? 0);
    if (quantity > available) {
      overStock[`items.${index}.quantity`] = available === 0 ? naming(checkoutErrorTexts.soldOut, product) : naming(checkoutErrorTexts.onlyLeft, product, available);
    }
    lines.push({
      productId,
      title: product.title,
      titleTa: product.titleTa,
      category: product.category,
      imageUrl: product.imageUrl,
      pricePaise: product.pricePaise,
      discountPercent: product.discountPercent,
      unitPricePaise: salePricePaise(product.pricePaise, product.discountPercent),
      quantity,
    });
  }
  const [firstUnknown] = Object.values(unknown);
  if (firstUnknown) throw new AppError(ErrorCode.validation, firstUnknown, unknown);
  const [firstOverStock] = Object.values(overStock);
  if (firstOverStock) throw new AppError(ErrorCode.conflict, firstOverStock, overStock);
  return lines;
}

/** "Meena Sundaram - Kaithari Handlooms", cut to Razorpay's 40 characters. */
export function receiptLabel(name: string, shopName: string): string {
  const clean = (text: string) => text.replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(`${clean(name)} - ${clean(shopName)}`);
  // By UTF-16 length, which is never less than the character count Razorpay applies.
  while (characters.join('').length > RECEIPT_MAX_LENGTH) characters.pop();
  return characters.join('').trim();
}

function withoutQuantity<T extends { totalQuantity: number }>({ totalQuantity: _totalQuantity, ...totals }: T): Omit<T, 'totalQuantity'> {
  return totals;
}
