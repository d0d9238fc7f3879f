// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import ForgotPasswordPage from './forgot-password.tsx';

// While the request is on its way the button keeps the keyboard and a second
// press sends nothing; after the server refuses, focus stays in the form.

const requestPasswordReset = vi.hoisted(() => vi.fn());
vi.mock('../features/session/session-api.ts', () => ({ requestPasswordReset }));

afterEach(() => requestPasswordReset.mockReset());

function renderForgotPassword() {
  render(
    <MemoryRouter initialEntries={['/forgot-password']}>
      <ForgotPasswordPage />
    </MemoryRouter>,
  );
}

describe('ForgotPasswordPage', () => {
  it('is aria-disabled, not disabled, while sending; after the server refuses, focus is on the alert', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    requestPasswordReset.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    renderForgotPassword();
    await userEvent.type(screen.getByLabelText('Email'), 'meena@example.com');
    const button = screen.getByRole('button', { name: 'Send reset link' });
    await userEvent.click(button);

    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(requestPasswordReset).toHaveBeenCalledTimes(1);

    refuse(new ApiError(429, 'rate_limited', 'Too many attempts. Please wait a few minutes and try again.'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("puts the server's answer about the email beside it, and focus on the email", async () => {
    requestPasswordReset.mockRejectedValue(new ApiError(400, 'validation', 'Please enter a valid email address', { email: 'Please enter a valid email address' }));
    renderForgotPassword();
    await userEvent.type(screen.getByLabelText('Email'), 'meena@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('says "All fields are required" when sent empty, like the other forms, and sends nothing', async () => {
    renderForgotPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('All fields are required');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });
});
