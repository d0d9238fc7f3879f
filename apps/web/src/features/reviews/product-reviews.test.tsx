// @vitest-environment happy-dom
import type { OwnReview } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductReviews } from './product-reviews.tsx';

// The shopper's own review from the keyboard: each button that swaps the card
// and the form leaves the focus where the shopper can carry on, not on the page.

const productId = '0ee2638f-99f9-44e2-854f-6ad7890b86ad';
const own: OwnReview = { id: '3661034d-6ab2-49ab-8f21-1f0a573e5ea8', stars: 4, text: 'Lovely weave, true colours.', status: 'pending', createdAt: '2026-11-28T11:00:00.000Z', updatedAt: '2026-11-28T11:00:00.000Z' };

function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderReviews() {
  let review: OwnReview | null = own;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/products/${productId}/reviews`) return json(200, { rating: null, items: [] });
      if (url === `/api/products/${productId}/my-review`) return json(200, { canReview: true, review });
      if (url === `/api/reviews/${own.id}` && init?.method === 'PUT') return json(200, review);
      if (url === `/api/reviews/${own.id}` && init?.method === 'DELETE') {
        review = null;
        return json(204, null);
      }
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductReviews productId={productId} signedIn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('your review from the keyboard', () => {
  it('Edit review puts the focus in the form; Cancel and Save changes bring it back to the heading', async () => {
    const user = userEvent.setup();
    renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Edit review' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 stars' })));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your review' }));

    await user.click(screen.getByRole('button', { name: 'Edit review' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'Edit review' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your review' })));
  });

  it('deleting the review leaves the focus on the heading, not on the page', async () => {
    const user = userEvent.setup();
    renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Delete review' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete review' }));
    await screen.findByRole('heading', { name: 'Write a review' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Write a review' })));
  });
});
