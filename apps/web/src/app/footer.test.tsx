// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer.tsx';

// Node reads TZ when a date is next formatted: the test runs where servers keep their clocks, whatever the
// machine's own zone (on a machine set to India's time the old code would pass too).
const machineZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'UTC';
});
afterEach(() => {
  vi.useRealTimers();
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

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
