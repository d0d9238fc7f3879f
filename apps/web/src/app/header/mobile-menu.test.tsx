// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu.tsx';

// The panel's code downloads when the menu is first opened: on a phone between
// towers that download fails, which must leave the page and the button working.
vi.mock('./mobile-drawer.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the phone menu', () => {
  it('whose panel could not download leaves the page as it was, the button ready to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <MobileMenu user={null} />
        <h1>Kanchipuram silk saree</h1>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('heading', { name: 'Kanchipuram silk saree' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
