// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import ResetPasswordPage from './reset-password.tsx';

// While the new password is on its way the button keeps the keyboard and a
// second press sends nothing; after the server refuses, focus stays in the form.

const confirmPasswordReset = vi.hoisted(() => vi.fn());
vi.mock('../features/session/session-api.ts', () => ({ confirmPasswordReset }));

afterEach(() => confirmPasswordReset.mockReset());

function renderResetPassword() {
  render(
    <MemoryRouter initialEntries={['/reset-password?token=one-time-token']}>
      <ResetPasswordPage />
    </MemoryRouter>,
  );
}

describe('ResetPasswordPage', () => {
  it('is aria-disabled, not disabled, while saving; after the server refuses the link, focus is on the alert', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    confirmPasswordReset.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    renderResetPassword();
    await userEvent.type(screen.getByLabelText('New password'), 'weaving-threads-42');
    const button = screen.getByRole('button', { name: 'Save new password' });
    await userEvent.click(button);

    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(confirmPasswordReset).toHaveBeenCalledTimes(1);

    refuse(new ApiError(400, 'bad_request', 'This reset link is invalid or has expired. Please ask for a new one.'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("puts the server's answer about the password beside it, and focus on the password", async () => {
    const tooCommon = 'This password is one of the most common ones. Please choose another.';
    confirmPasswordReset.mockRejectedValue(new ApiError(400, 'validation', tooCommon, { password: tooCommon }));
    renderResetPassword();
    await userEvent.type(screen.getByLabelText('New password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(tooCommon)).toBeTruthy();
    expect(screen.getAllByText(tooCommon)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
  });

  it('says "All fields are required" when sent empty, like the other forms, and sends nothing', async () => {
    renderResetPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('All fields are required');
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('once saved, the focus moves to the message that replaced the form, not to the page', async () => {
    confirmPasswordReset.mockResolvedValue({ message: 'Your password has been changed. Please log in.' });
    renderResetPassword();
    await userEvent.type(screen.getByLabelText('New password'), 'weaving-threads-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const saved = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement?.contains(saved)).toBe(true);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
