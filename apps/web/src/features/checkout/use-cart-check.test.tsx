// @vitest-environment happy-dom
import type { CartLine } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartCheck } from './use-cart-check.ts';

// The cart page stores what the server's quote says (price, stock, a quantity over stock cut to it);
// an answer must be for the lines on the page, and be applied once.

const PRODUCT = '6f1c2d1e-0000-4000-8000-000000000001';
const line = (quantity: number, stock: number): CartLine => ({ productId: PRODUCT, title: 'Kanchi Silk Saree', titleTa: null, imageUrl: '/a.webp', pricePaise: 500_000, discountPercent: 0, salePricePaise: 500_000, stock, quantity });
const quoteFor = (quantity: number, stock: number) => ({
  lines: [{ productId: PRODUCT, available: true, title: 'Kanchi Silk Saree', titleTa: null, imageUrl: '/a.webp', pricePaise: 500_000, discountPercent: 0, unitPricePaise: 500_000, stock, quantity }],
  totals: { subtotalPaise: 500_000 * quantity, shippingPaise: 5_000 * quantity, donationPaise: 0, codFeePaise: 0, totalPaise: 505_000 * quantity },
  cod: { available: true, reason: null, feePaise: 4_000 },
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function renderCheck(first: CartLine[], onRefresh: (lines: CartLine[]) => void, client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ lines }) => useCartCheck(lines, 0, onRefresh), { wrapper, initialProps: { lines: first } });
}

describe('the cart check', () => {
  it('never cuts a quantity just raised by the quote of the lines before: the next answer decides', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(quoteFor(1, 1)))
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const stored: CartLine[][] = [];
    const view = renderCheck([line(1, 1)], (lines) => stored.push(lines));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(view.result.current.checking).toBe(false));

    // Another tab raised it to 3 after a restock: stored and shown here while its quote is asked.
    view.rerender({ lines: [line(3, 5)] });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(stored.map((lines) => lines[0]?.quantity)).toEqual([]);
    await act(async () => answer(json(quoteFor(3, 5))));
    await waitFor(() => expect(view.result.current.checking).toBe(false));
    expect(stored.every((lines) => lines[0]?.quantity === 3)).toBe(true);
  });

  it("applies an answer once: another tab's figures written back do not make it write its own again", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(quoteFor(2, 4))));
    const stored: CartLine[][] = [];
    const view = renderCheck([line(2, 5)], (lines) => stored.push(lines));
    await waitFor(() => expect(stored).toHaveLength(1));
    expect(stored[0]?.[0]).toMatchObject({ quantity: 2, stock: 4 });
    // The other tab, whose quote said 5, writes its lines back (a storage event): this tab leaves them.
    view.rerender({ lines: [line(2, 5)] });
    view.rerender({ lines: [line(2, 5)] });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(stored).toHaveLength(1);
  });

  it("a cart the shop refuses as it is (over 50 products) says so in the shop's words, not 'could not be checked'", async () => {
    const refusal = 'A cart holds up to 50 different products. Please place an order for these first, or remove one.';
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: { code: 'validation_error', message: refusal, fields: { items: refusal } } }), { status: 400, headers: { 'content-type': 'application/json' } })),
    );
    // As the shop's own client does (providers.tsx), a 4xx is not asked again.
    const view = renderCheck([line(1, 5)], () => undefined, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await waitFor(() => expect(view.result.current.failed).toBe(true));
    expect(view.result.current.refused).toBe(refusal);
  });
});
