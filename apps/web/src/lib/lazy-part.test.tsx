// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, PartBoundary } from './lazy-part.tsx';

// React.lazy keeps a failed download for good, and without a boundary of its
// own the failure replaces the whole page.

function Greeting({ name }: { name: string }) {
  return <p>Vanakkam {name}</p>;
}

describe('a part of the page whose code downloads when wanted', () => {
  it('fails alone when its download fails, and downloads again when tried again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Part = lazyPart(load);
    // React reports the caught error; it is the one this test causes.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>The page</h1>
        <PartBoundary
          onError={() => Part.retry()}
          fallback={(retry) => (
            <button type="button" onClick={retry}>
              Try again
            </button>
          )}
        >
          <Suspense fallback={<p>Loading…</p>}>
            <Part name="Meena" />
          </Suspense>
        </PartBoundary>
      </main>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(await screen.findByText('Vanakkam Meena')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
