// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusTone } from './status-badge.tsx';

describe('StatusBadge', () => {
  it('names the status in the shopper’s words, after an optional label for screen readers', () => {
    render(<StatusBadge status="expired" srLabel="Status" />);
    expect(screen.getByText('Payment not completed').textContent).toBe('Status: Payment not completed');
  });

  it('colours each status by one map: delivered is the same wherever it shows', () => {
    const { container } = render(
      <>
        <StatusBadge status="paid" />
        <StatusBadge status="shipped" />
        <StatusBadge status="delivered" />
        <StatusBadge status="delivered" srLabel="Status" />
        <StatusBadge status="cancelled" />
      </>,
    );
    const badges = [...container.querySelectorAll('p')];
    expect(badges.map((badge) => badge.dataset.tone)).toEqual(['progress', 'progress', 'done', 'done', 'stopped']);
    expect(badges[2]?.className).toBe(badges[3]?.className);
    expect(badges[2]?.className).toContain('emerald');
    expect(badges[0]?.className).not.toBe(badges[2]?.className);
  });

  it('sorts every status into on its way, delivered or stopped', () => {
    expect(statusTone('pending')).toBe('progress');
    expect(statusTone('packed')).toBe('progress');
    expect(statusTone('delivered')).toBe('done');
    expect(statusTone('refunded')).toBe('stopped');
    expect(statusTone('expired')).toBe('stopped');
  });
});
