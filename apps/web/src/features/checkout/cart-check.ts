import { CartItemInputSchema, MAX_LINE_QUANTITY, clampQuantity, type CartLine, type CartQuote, type CartQuoteInput, type QuotedLine } from '@handloom/shared';

// How the cart page compares the lines kept in the browser with the server's
// current figures (POST /api/cart/quote). The browser's copy is a convenience:
// a price or stock that moved since the product was added is shown to the
// shopper, and the stored line takes the server's figures.

/** One line as the server takes it: a product and a quantity, nothing about money. */
export type CartItemInput = CartQuoteInput['items'][number];

/** What the shopper last saw of a line before the server's figures came in. */
export interface SeenLine {
  salePricePaise: number;
  quantity: number;
}

export type LineFlag =
  | { kind: 'unavailable' }
  | { kind: 'soldOut' }
  | { kind: 'onlyLeft'; stock: number }
  | { kind: 'priceChanged'; fromPaise: number; toPaise: number };

/** Lines whose product id the server could never know (an old or edited `cart` key). */
export function isProductId(productId: string): boolean {
  return CartItemInputSchema.shape.productId.safeParse(productId).success;
}

/** The items the server prices: products it can know, with the chosen quantities. */
export function quoteItems(lines: readonly CartLine[]): CartItemInput[] {
  return lines.filter((line) => isProductId(line.productId)).map((line) => ({ productId: line.productId, quantity: wholeQuantity(line.quantity) }));
}

/** A hand-edited `cart` key may hold 0, 2.5 or NaN: the server is asked about a whole number it accepts. */
function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity))) : 1;
}

export function seenOf(line: CartLine): SeenLine {
  return { salePricePaise: line.salePricePaise, quantity: line.quantity };
}

/**
 * What to tell the shopper about one line. `quoted` is the server's line
 * (undefined while unknown), `seen` the figures shown before it arrived.
 */
export function lineFlags(line: CartLine, seen: SeenLine | undefined, quoted: QuotedLine | undefined): LineFlag[] {
  if (!isProductId(line.productId)) return [{ kind: 'unavailable' }];
  if (!quoted) return [];
  if (!quoted.available) return [{ kind: 'unavailable' }];
  if (quoted.stock <= 0) return [{ kind: 'soldOut' }];
  const before = seen ?? seenOf(line);
  const flags: LineFlag[] = [];
  if (before.salePricePaise !== quoted.unitPricePaise) {
    flags.push({ kind: 'priceChanged', fromPaise: before.salePricePaise, toPaise: quoted.unitPricePaise });
  }
  if (quoted.stock < before.quantity) flags.push({ kind: 'onlyLeft', stock: quoted.stock });
  return flags;
}

/** A line that stops the purchase: the product is gone or sold out. */
export function blocksPurchase(flags: readonly LineFlag[]): boolean {
  return flags.some((flag) => flag.kind === 'unavailable' || flag.kind === 'soldOut');
}

/** The line with the server's current figures, or the same object when nothing changed. */
export function refreshLine(line: CartLine, quoted: QuotedLine | undefined): CartLine {
  if (!quoted?.available) return line;
  const refreshed: CartLine = {
    ...line,
    title: quoted.title,
    titleTa: quoted.titleTa,
    imageUrl: quoted.imageUrl || line.imageUrl,
    pricePaise: quoted.pricePaise,
    discountPercent: quoted.discountPercent,
    salePricePaise: quoted.unitPricePaise,
    stock: quoted.stock,
    quantity: clampQuantity(line.quantity, quoted.stock),
  };
  const same = (Object.keys(refreshed) as (keyof CartLine)[]).every((key) => refreshed[key] === line[key]);
  return same ? line : refreshed;
}

/** Every line refreshed from a quote; null when the stored cart is already current. */
export function refreshCart<L extends CartLine>(lines: readonly L[], quote: CartQuote): L[] | null {
  const byId = quotedById(quote);
  let changed = false;
  const refreshed = lines.map((line) => {
    const next = refreshLine(line, byId.get(line.productId));
    if (next !== line) changed = true;
    return next as L;
  });
  return changed ? refreshed : null;
}

export function quotedById(quote: CartQuote | undefined): Map<string, QuotedLine> {
  return new Map((quote?.lines ?? []).map((line) => [line.productId, line]));
}
