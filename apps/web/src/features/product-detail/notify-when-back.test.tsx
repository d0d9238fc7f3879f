// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifyWhenBack } from './notify-when-back.tsx';
import { productQuery } from './product-query.ts';

const PRODUCT_ID = '4b7f0a52-3c0e-4d53-9d0e-2f6b1c1f7a10';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function openNotify() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The product page's own answer, from when the product was sold out.
  client.setQueryData(productQuery(PRODUCT_ID).queryKey, null);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/product-info/${PRODUCT_ID}`]}>
        <NotifyWhenBack productId={PRODUCT_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('Notify me when it is back', () => {
  it('on a product restocked meanwhile, gives the shop’s answer and reads the product again (not "try again" for ever)', async () => {
    answer(409, { error: { code: 'CONFLICT', message: 'This product is in stock: you can buy it now.' } });
    const client = openNotify();
    await userEvent.click(screen.getByRole('button', { name: /Notify me/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This product is in stock: you can buy it now.'));
    expect(client.getQueryState(productQuery(PRODUCT_ID).queryKey)?.isInvalidated).toBe(true);
  });

  it('asks to try again only when the shop could not be reached', async () => {
    answer(503, { error: { code: 'UNAVAILABLE', message: 'The shop is busy.' } });
    openNotify();
    await userEvent.click(screen.getByRole('button', { name: /Notify me/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('That did not work. Please try again.'));
  });

  it('once asked, says so and moves the focus there (the button it pressed is gone)', async () => {
    answer(200, { email: 'meena@example.com' });
    openNotify();
    await userEvent.click(screen.getByRole('button', { name: /Notify me/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(screen.getByRole('status').textContent).toBe('We will email meena@example.com once, when it is back.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
