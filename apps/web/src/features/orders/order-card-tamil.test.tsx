// @vitest-environment happy-dom
import type { Order } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';
import { sampleOrder } from '../../testing/sample-order.ts';

// A shipped order on a Tamil page: the tracking note the admin typed in
// English is marked lang="en" inside the Tamil sentence (decision 018). The
// card is loaded as the Tamil build has it (testing/in-tamil.ts).
const tamil = loadedInTamil(() => import('./order-card.tsx'));

const shipped: Order = sampleOrder({
  status: 'shipped',
  trackingNote: 'India Post EM123456789IN',
  address: { ...sampleOrder().address, name: 'மீனா' },
  lines: [{ ...sampleOrder().lines[0]!, titleTa: 'ஆரணி பட்டுப் புடவை' }],
});

describe('a shipped order on a Tamil page', () => {
  it('says where to track it in Tamil, the tracking note the admin typed marked as English', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <tamil.OrderCard order={shipped} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const note = screen.getByText('India Post EM123456789IN');
    expect(note.getAttribute('lang')).toBe('en');
    expect(note.parentElement?.textContent).toBe('கண்காணிப்பு: India Post EM123456789IN');
  });
});
