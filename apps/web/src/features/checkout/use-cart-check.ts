import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutApi, orderTotals, PAISE_PER_RUPEE, type CartLine, type CodOffer, type QuotedLine, type Totals } from '@handloom/shared';
import { useEffect, useRef, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { ApiError, queryKey } from '../../lib/api-client.ts';
import { settings } from '../../lib/settings.ts';
import { lineFlags, quotedById, quoteItems, refreshCart, seenOf, type LineFlag, type SeenLine } from './cart-check.ts';
import { quoteCart } from './checkout-api.ts';
import { donationRupees } from './donation.ts';

const QUOTE_DELAY_MS = 300;

export interface CartCheck {
  flags: ReadonlyMap<string, LineFlag[]>;
  /** The server's totals when its quote matches the cart; the shared rules' figures meanwhile. */
  totals: Totals | null;
  /** The units the totals charge shipping for: a product no longer sold is not counted once the server says so. */
  totalQuantity: number;
  /** Whether cash on delivery may be chosen for this cart, from the server's quote (null until it answers). */
  cod: CodOffer | null;
  checking: boolean;
  failed: boolean;
  /** The shop's refusal of the cart itself (more products than one order takes), in its words: asking again will not help. */
  refused: string | null;
  /** The shopper chose a quantity: "Only N left" is measured against it. */
  noteQuantity: (productId: string, quantity: number) => void;
  recheck: () => void;
}

/**
 * Asks the server for the cart's current prices and stock (debounced while
 * the shopper presses + and −), flags what changed since the page showed it,
 * and hands the refreshed lines to `onRefresh` to be stored.
 */
export function useCartCheck<L extends CartLine>(
  lines: readonly L[],
  donationPaise: number | null,
  onRefresh: (lines: L[]) => void,
): CartCheck {
  const items = quoteItems(lines);
  const key = JSON.stringify({ items, donation: donationRupees(donationPaise ?? 0) });
  const [settledKey] = useDebounce(key, QUOTE_DELAY_MS);
  const quote = useQuery({
    queryKey: queryKey(checkoutApi.quote, settledKey),
    queryFn: () => quoteCart(JSON.parse(settledKey) as Parameters<typeof quoteCart>[0]),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  // The price each line showed when the page opened, and the quantity the shopper asked for.
  const [seen, setSeen] = useState<ReadonlyMap<string, SeenLine>>(() => new Map(lines.map((line) => [line.productId, seenOf(line)])));
  const unseen = lines.filter((line) => !seen.has(line.productId));
  if (unseen.length > 0) setSeen(new Map([...seen, ...unseen.map((line) => [line.productId, seenOf(line)] as const)]));

  // Each answer refreshes the stored lines once, and only an answer for these very lines: an earlier
  // quote (kept on screen while the next is asked) would cut a quantity just raised to its old stock,
  // and two tabs re-applying their own answers to each other's writes would rewrite the cart without end.
  const serverIsCurrent = quote.isSuccess && !quote.isPlaceholderData && settledKey === key;
  const applied = useRef(0);
  useEffect(() => {
    if (!serverIsCurrent || quote.dataUpdatedAt === applied.current) return;
    applied.current = quote.dataUpdatedAt;
    const refreshed = refreshCart(lines, quote.data);
    if (refreshed) onRefresh(refreshed);
  }, [serverIsCurrent, quote.data, quote.dataUpdatedAt, lines, onRefresh]);

  const quoted = quotedById(quote.data);
  const flags = new Map(lines.map((line) => [line.productId, lineFlags(line, seen.get(line.productId), quoted.get(line.productId))]));
  const local = localTotals(lines, donationPaise ?? 0);

  return {
    flags,
    totals: donationPaise === null ? null : serverIsCurrent ? quote.data.totals : local,
    totalQuantity: serverIsCurrent ? availableQuantity(quote.data.lines) : (local?.totalQuantity ?? 0),
    cod: quote.data?.cod ?? null,
    checking: items.length > 0 && (quote.isFetching || settledKey !== key),
    failed: quote.isError,
    refused: quote.error instanceof ApiError && quote.error.status === 400 ? (quote.error.fields.items ?? null) : null,
    noteQuantity: (productId, quantity) => {
      const line = seen.get(productId);
      if (line && line.quantity !== quantity) setSeen(new Map(seen).set(productId, { ...line, quantity }));
    },
    recheck: () => void quote.refetch(),
  };
}

/** The units of the lines the server priced (checkout.service.ts quote: only products still sold). */
function availableQuantity(lines: readonly QuotedLine[]): number {
  return lines.reduce((units, line) => (line.available ? units + line.quantity : units), 0);
}

/** The shared money rules over the stored lines: shown at once, before the server answers. */
function localTotals(lines: readonly CartLine[], donationPaise: number) {
  try {
    return orderTotals(
      lines.map((line) => ({ unitPricePaise: line.salePricePaise, quantity: line.quantity })),
      donationPaise,
      settings.shippingPerUnitRupees * PAISE_PER_RUPEE,
    );
  } catch {
    // A hand-edited `cart` key with impossible figures: the server's quote will say what is true.
    return null;
  }
}
