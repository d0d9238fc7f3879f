// @vitest-environment happy-dom
import { reviewsApi, type AdminReview } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { queryKey as queryKeyOfThisBuild } from '../../lib/api-client.ts';
import type { ReviewsTab as ReviewsTabOfThisBuild } from './reviews-tab.tsx';

// The dashboard's Reviews tab on a Tamil page: the bundle's language is a
// constant of the build (locale.ts), so the test stands in for the Tamil build.
// The unit files of a worker share their modules (vitest.config.ts isolate:
// false), so the tab and its catalogue are imported afresh under the Tamil
// locale here, and forgotten afterwards for the files that follow.
let ReviewsTab: typeof ReviewsTabOfThisBuild;
let queryKey: typeof queryKeyOfThisBuild;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../../lib/locale.ts', () => ({ locale: 'ta', basename: '/ta' }));
  ({ ReviewsTab } = await import('./reviews-tab.tsx'));
  ({ queryKey } = await import('../../lib/api-client.ts'));
});
afterAll(() => {
  vi.doUnmock('../../lib/locale.ts');
  vi.resetModules();
});

const review = (id: string, productTitle: string, productTitleTa: string | null): AdminReview => ({
  id,
  stars: 5,
  text: 'மிக அழகான புடவை.',
  status: 'pending',
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  productId: '9b2f6a4e-3c1d-4e8f-9a7b-5d6c4b3a2f10',
  productTitle,
  productTitleTa,
  reviewerName: 'மீனா',
  reviewerEmail: 'meena@example.com',
});

function renderTab(items: AdminReview[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKey(reviewsApi.adminReviews, { status: 'pending' }), items);
  const router = createMemoryRouter([{ path: '*', element: <ReviewsTab /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the Reviews tab on a Tamil page', () => {
  it('names each product by its Tamil title, and marks an English title without one as English', () => {
    renderTab([
      review('5f0c2d1e-7a8b-4c9d-8e1f-2a3b4c5d6e70', 'Salem Silk Saree – Lavender', 'சேலம் பட்டுப் புடவை – லாவண்டர்'),
      review('5f0c2d1e-7a8b-4c9d-8e1f-2a3b4c5d6e71', 'Kovai Cotton Veshti', null),
    ]);
    expect(screen.getByRole('link', { name: 'சேலம் பட்டுப் புடவை – லாவண்டர்' })).toBeTruthy();
    expect(screen.queryByText('Salem Silk Saree – Lavender')).toBeNull();
    expect(screen.getByText('Kovai Cotton Veshti').getAttribute('lang')).toBe('en');
    // The buttons' names for screen readers name the product the same way.
    expect(screen.getAllByRole('button').some((button) => button.getAttribute('aria-label')?.includes('சேலம் பட்டுப் புடவை – லாவண்டர்'))).toBe(true);
    expect(screen.getAllByRole('button').some((button) => button.getAttribute('aria-label')?.includes('Salem Silk Saree'))).toBe(false);
  });
});
