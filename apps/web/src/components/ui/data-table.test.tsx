// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardList, DataTable, ListStates, Pagination, type Column, type ListQuery } from './data-table.tsx';

interface Saree {
  id: string;
  title: string;
  stock: number;
}

const columns: Column<Saree>[] = [
  { header: 'Title', cell: (saree) => saree.title },
  { header: 'Stock', cell: (saree) => saree.stock, align: 'end' },
];

const query = (overrides: Partial<ListQuery<Saree[]>>): ListQuery<Saree[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: () => {},
  ...overrides,
});

function SareeTable({ list }: { list: ListQuery<Saree[]> }) {
  return (
    <ListStates query={list} errorText="This list could not be loaded." count={(rows) => `${rows.length} sarees`}>
      {(rows) => <DataTable columns={columns} rows={rows} rowKey={(saree) => saree.id} empty="No sarees match." />}
    </ListStates>
  );
}

describe('ListStates with DataTable', () => {
  it('shows a spinner while the first page loads', () => {
    render(<SareeTable list={query({ isPending: true })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list failed, and Try again asks once more', async () => {
    const refetch = vi.fn();
    render(<SareeTable list={query({ isError: true, refetch })} />);
    expect(screen.getByRole('alert').textContent).toBe('This list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches, with a count of zero', () => {
    render(<SareeTable list={query({ data: [] })} />);
    expect(screen.getByText('No sarees match.')).toBeTruthy();
    expect(screen.getByText('0 sarees')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('puts one row per item under the column headers, numbers on the right', () => {
    render(
      <SareeTable
        list={query({
          data: [
            { id: 'a', title: 'Arani silk', stock: 4 },
            { id: 'b', title: 'Chettinad cotton', stock: 0 },
          ],
        })}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Stock']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Arani silk', '4'],
      ['Chettinad cotton', '0'],
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]?.className).toContain('text-right');
    expect(screen.getByText('2 sarees').getAttribute('aria-live')).toBe('polite');
  });

  it('keeps the loaded rows on screen when a later load fails', () => {
    render(<SareeTable list={query({ isError: true, data: [{ id: 'a', title: 'Arani silk', stock: 4 }] })} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Arani silk' })).toBeTruthy();
  });
});

describe('CardList', () => {
  it('renders one list item per row, or the empty text', () => {
    const { rerender } = render(
      <CardList rows={[{ id: 'a', title: 'Arani silk', stock: 4 }]} rowKey={(s: Saree) => s.id} empty="No orders yet.">
        {(saree) => <article>{saree.title}</article>}
      </CardList>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Arani silk']);
    rerender(
      <CardList rows={[] as Saree[]} rowKey={(s) => s.id} empty="No orders yet.">
        {(saree) => <article>{saree.title}</article>}
      </CardList>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No orders yet.')).toBeTruthy();
  });
});

describe('Pagination', () => {
  it('is absent when everything fits on one page', () => {
    render(<Pagination page={1} pages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves a page at a time and cannot go past either end', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pages={3} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<Pagination page={3} pages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
