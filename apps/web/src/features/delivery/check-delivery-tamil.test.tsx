// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';

// "Check delivery" on a Tamil page names the place in Tamil where the shop
// knows it (the districts of Tamil Nadu and Puducherry, every state), and
// marks India Post's English where it does not. Loaded as the Tamil build has it.
const tamil = loadedInTamil(() => import('./check-delivery.tsx'));

function answering(district: string, state: string, pincode: string) {
  const estimate = { pincode, district, state, served: true, zone: 'tamilNadu', window: { earliest: '2026-12-01', latest: '2026-12-04' }, cod: { available: true, reason: null } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(estimate), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

async function check(pincode: string): Promise<HTMLElement> {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <tamil.CheckDelivery />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('textbox'), { target: { value: pincode } });
  fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
  // The sentence may hold a marked part, so it is found as a whole paragraph.
  return screen.findByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').endsWith(`(${pincode})-க்கு`));
}

afterEach(() => vi.unstubAllGlobals());

describe('check delivery on a Tamil page', () => {
  it('names a Tamil Nadu district in Tamil, not in India Post’s English', async () => {
    answering('Tiruvannamalai', 'Tamil Nadu', '632301');
    const place = await check('632301');
    expect(place.textContent).toBe('திருவண்ணாமலை, தமிழ்நாடு (632301)-க்கு');
    expect(place.querySelector('[lang="en"]')).toBeNull();
  });

  it('keeps a district the shop has no Tamil for in English, marked as English', async () => {
    answering('Bengaluru', 'Karnataka', '560001');
    const place = await check('560001');
    expect(place.querySelector('[lang="en"]')?.textContent).toBe('Bengaluru');
  });
});
