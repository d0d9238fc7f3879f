// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { settings } from '../lib/settings.ts';
import LoginPage from './login.tsx';

// A wrong password is said once, in the alert, and the keyboard goes there
// rather than falling to the page when the busy button comes back.

const { logIn, startGoogleSignIn } = vi.hoisted(() => ({ logIn: vi.fn(), startGoogleSignIn: vi.fn() }));
vi.mock('../features/session/session-api.ts', () => ({ logIn, rememberUser: vi.fn(), startGoogleSignIn, requestEmailLink: vi.fn() }));

describe('LoginPage', () => {
  it('after a wrong password, focus is on the alert, never the page', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    logIn.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'meena@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'not-my-password');
    const button = screen.getByRole('button', { name: 'Login' });
    await userEvent.click(button);
    // Busy: the button keeps focus (aria-disabled, not disabled), and a second press sends nothing.
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(logIn).toHaveBeenCalledTimes(1);

    refuse(new ApiError(401, 'unauthenticated', 'Wrong Password or Email'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getAllByText(alert.textContent ?? '')).toHaveLength(1);
  });

  it('Continue with Google that cannot reach the shop says so, and can be pressed again', async () => {
    settings.googleSignIn = true;
    try {
      startGoogleSignIn.mockRejectedValueOnce(new ApiError(0, 'network', 'Cannot reach the shop. Check your connection and try again.'));
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/login?returnTo=/cart']}>
            <LoginPage />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const google = screen.getByRole('button', { name: /Google/ });
      await userEvent.click(google);
      expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the shop. Check your connection and try again.');
      expect(startGoogleSignIn).toHaveBeenCalledWith('/cart');
      expect((google as HTMLButtonElement).disabled).toBe(false);
    } finally {
      settings.googleSignIn = false;
    }
  });
});
