// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAccess } from './require-access.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const shopper = { uid: '0b5c1f3e-2d4a-4c6b-8e9f-1a2b3c4d5e6f', email: 'meena@example.com', name: 'Meena', isAdmin: false };

function openOrders(answers: Response[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answers.shift() ?? json(503, { error: { code: 'service_unavailable', message: 'The shop is busy.' } })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/order']}>
        <Routes>
          <Route element={<RequireAccess access="user" />}>
            <Route path="/order" element={<h1>Your Orders</h1>} />
          </Route>
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a guarded page', () => {
  it('when who is logged in cannot be asked, says so and asks again; it does not send the shopper to Log in', async () => {
    openOrders([json(503, { error: { code: 'service_unavailable', message: 'The shop is busy. Please try again in a minute.' } }), json(200, { user: shopper })]);
    expect((await screen.findByRole('alert')).textContent).toContain('The shop is busy. Please try again in a minute.');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeTruthy();
  });

  it('sends a visitor who is not logged in to Log in', async () => {
    openOrders([json(200, { user: null })]);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
