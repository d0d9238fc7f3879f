// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import SignupPage from './signup.tsx';

// Each problem is said once (beside its field, or in the alert when no field
// says it), and after the server refuses, the keyboard is on the field at fault.

const signUp = vi.hoisted(() => vi.fn());
vi.mock('../features/session/session-api.ts', () => ({ signUp, rememberUser: vi.fn() }));

afterEach(() => signUp.mockReset());

function renderSignup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/signup']}>
        <SignupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillIn(email: string, password = 'weaving-threads-42') {
  await userEvent.type(screen.getByLabelText('Name'), 'Meena');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Signup' }));
}

describe('SignupPage', () => {
  it("says a short password's message once, beside the password, which takes focus", async () => {
    renderSignup();
    await fillIn('meena@example.com', 'abc');
    const password = screen.getByLabelText('Password');
    const message = await screen.findByText('Password must contain at least 6 characters');
    expect(screen.getAllByText('Password must contain at least 6 characters')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(password);
    expect(signUp).not.toHaveBeenCalled();
  });

  it("says the server's answer about a bad email once, beside the email, which takes focus", async () => {
    signUp.mockRejectedValue(new ApiError(400, 'validation', 'Please enter a valid email address', { email: 'Please enter a valid email address' }));
    renderSignup();
    await fillIn('not-an-email');
    const email = screen.getByLabelText('Email');
    const message = await screen.findByText('Please enter a valid email address');
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('says "All fields are required" once, in the alert, with the empty fields marked', async () => {
    renderSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Signup' }));
    expect((await screen.findByRole('alert')).textContent).toBe('All fields are required');
    expect(screen.getAllByText('All fields are required')).toHaveLength(1);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it("puts the server's answer about the email beside the email once, and focus on it", async () => {
    signUp.mockRejectedValue(new ApiError(409, 'conflict', 'You already have an account', { email: 'You already have an account' }));
    renderSignup();
    await fillIn('meena@example.com');
    await screen.findByText('You already have an account');
    expect(screen.getAllByText('You already have an account')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('moves focus to the alert when the server refuses without naming a field', async () => {
    signUp.mockRejectedValue(new ApiError(500, 'internal', 'Something went wrong'));
    renderSignup();
    await fillIn('meena@example.com');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(document.activeElement).not.toBe(document.body);
  });
});
