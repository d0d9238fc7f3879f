// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useThemeStore } from './theme-store.ts';
import { ThemeToggle } from './theme-toggle.tsx';

describe('ThemeToggle', () => {
  it('offers the other theme, switches to it and remembers the choice', async () => {
    useThemeStore.getState().setChoice('light');
    render(<ThemeToggle className="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe(JSON.stringify('dark'));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(useThemeStore.getState().choice).toBe('light');
  });
});
