import { cartLineFrom, clampQuantity, MAX_CART_LINES, type CartLine } from '@handloom/shared';
import { create } from 'zustand';
import { readStored, restoreInBrowser, storageKeys, writeStored } from '../../lib/storage.ts';

// The cart of the original shop: an array of lines kept in browser storage
// under `cart`, saved on every change. It is a convenience for the shopper;
// at checkout the server prices everything from its own records.

interface CartState {
  lines: CartLine[];
  /**
   * Adds the chosen quantity to the same product's line, or appends a new
   * line; false (nothing added) when that would be a line past MAX_CART_LINES.
   */
  add: (line: CartLine) => boolean;
  remove: (productId: string) => void;
  /** Ignored when the product is not in the cart. */
  setQuantity: (productId: string, quantity: number) => void;
  replace: (lines: CartLine[]) => void;
  /**
   * Takes out what an order bought: each product's line loses the quantity
   * bought, and goes once nothing is left. What the shopper added meanwhile (in
   * another tab, while the payment window was open) stays in the cart.
   */
  takeOut: (bought: readonly { productId: string; quantity: number }[]) => void;
}

/** Only well-formed lines count: the key may hold anything an older visit or a person left there. */
function cartLines(values: unknown): CartLine[] {
  if (!Array.isArray(values)) return [];
  return values.flatMap((value) => {
    const line = cartLineFrom(value);
    return line ? [line] : [];
  });
}

function loadLines(): CartLine[] {
  return cartLines(readStored<unknown>(storageKeys.cart, []));
}

export const useCartStore = create<CartState>((set, get) => {
  const save = (lines: CartLine[]) => {
    writeStored(storageKeys.cart, lines);
    set({ lines });
  };
  return {
    lines: [],
    add: (line) => {
      const lines = get().lines;
      const existing = lines.find((l) => l.productId === line.productId);
      if (!existing) {
        // The checkout takes at most this many products: the shopper hears so now, not at Buy Now.
        if (lines.length >= MAX_CART_LINES) return false;
        save([...lines, { ...line, quantity: clampQuantity(line.quantity, line.stock) }]);
        return true;
      }
      save(
        lines.map((l) =>
          l.productId === line.productId
            ? { ...l, ...line, quantity: clampQuantity(l.quantity + line.quantity, line.stock) }
            : l,
        ),
      );
      return true;
    },
    remove: (productId) => save(get().lines.filter((l) => l.productId !== productId)),
    setQuantity: (productId, quantity) => {
      const lines = get().lines;
      if (!lines.some((l) => l.productId === productId)) return;
      save(lines.map((l) => (l.productId === productId ? { ...l, quantity: clampQuantity(quantity, l.stock) } : l)));
    },
    replace: (lines) => save(cartLines(lines)),
    takeOut: (bought) => {
      const left = new Map<string, number>();
      for (const { productId, quantity } of bought) left.set(productId, (left.get(productId) ?? 0) + quantity);
      save(
        get().lines.flatMap((line) => {
          const quantity = line.quantity - (left.get(line.productId) ?? 0);
          return quantity > 0 ? [{ ...line, quantity }] : [];
        }),
      );
    },
  };
});

restoreInBrowser(() => useCartStore.setState({ lines: loadLines() }));

// Another tab changed the cart: show the same cart here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.cart) useCartStore.setState({ lines: loadLines() });
  });
}
