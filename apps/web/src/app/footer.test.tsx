// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer.tsx';

afterEach(() => vi.useRealTimers());

describe('the footer', () => {
  it("gives the year it is in India, so the server's page and the browser's agree at New Year", () => {
    // 00:30 on 1 January 2027 in India; still 2026 by UTC, where servers keep their clocks.
    vi.useFakeTimers({ now: new Date('2026-12-31T19:00:00Z'), toFake: ['Date'] });
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^© 2027 /)).toBeTruthy();
  });
});
