// @vitest-environment happy-dom
import { catalogApi, type CatalogFacets } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryKey } from '../../lib/api-client.ts';
import CategoriesMenu from './categories-menu.tsx';

// The header's Categories menu (Radix DropdownMenu): opened by a click and by
// the keyboard, moved through by the arrows, closed by Escape, left by Tab. The browser
// journeys (e2e/header.spec.ts) try it by mouse, touch and keyboard as well.

const facets: CatalogFacets = {
  categories: [
    { category: 'silk_sarees', label: 'Silk Sarees', labelTa: 'பட்டுப் புடவைகள்', imageUrl: '/media/a', productCount: 3 },
    { category: 'cotton_dhotis', label: 'Cotton Dhotis', labelTa: null, imageUrl: '/media/b', productCount: 2 },
  ],
  pricesPaise: [],
  priceRanges: [],
  fabrics: [],
  colours: [],
  occasions: [],
};

function renderMenu() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(queryKey(catalogApi.facets), facets);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <a href="/before">Before</a>
        <CategoriesMenu />
        <a href="/after">After</a>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Categories' });
}

describe('the Categories menu', () => {
  it('opens by a click and lists each category as a link to its page', async () => {
    const trigger = renderMenu();
    await userEvent.click(trigger);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Silk Sarees', 'Cotton Dhotis']);
    expect(items[0]?.getAttribute('href')).toBe('/category/silk_sarees');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens from the keyboard on the first category, moves with the arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it.each([
    { key: 'Tab', keys: '{Tab}', lands: 'After' },
    { key: 'Shift+Tab', keys: '{Shift>}{Tab}{/Shift}', lands: 'Before' },
  ])('$key closes the menu and moves on from the button, as if the menu had not been open', async ({ keys, lands }) => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard(keys);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: lands }));
  });
});
