// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DashboardTabs } from './dashboard-tabs.tsx';

function Dashboard() {
  const [selected, setSelected] = useState<'weavers' | 'orders'>('weavers');
  return (
    <DashboardTabs
      label="Dashboard"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'weavers', label: 'Weavers', panel: () => <textarea aria-label="Story" /> },
        { key: 'orders', label: 'Orders', panel: () => <p>No orders yet</p> },
      ]}
    />
  );
}

describe('the dashboard tabs', () => {
  it('keep what the admin typed in one tab across a look at another', async () => {
    render(<Dashboard />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Story' }), 'She learnt the korvai border from her mother.');
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Story' })).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Weavers' }));
    expect((screen.getByRole('textbox', { name: 'Story' }) as HTMLTextAreaElement).value).toBe('She learnt the korvai border from her mother.');
    expect(screen.getByText('No orders yet').closest<HTMLElement>('[role=tabpanel]')?.hidden).toBe(true);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
});
