// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const notifyError = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../lib/notify.ts', () => ({ notifyError, notifySuccess: vi.fn() }));
const { useLogout } = await import('./use-logout.ts');

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

const cart = JSON.stringify([{ productId: '4b7f0a52-3c0e-4d53-9d0e-2f6b1c1f7a10', quantity: 2 }]);
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.setItem('cart', cart);
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as unknown as Location);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifyError.mockClear();
});

describe('logging out', () => {
  it('that the shop did not take keeps the cart and says why: the session still stands', async () => {
    answer(503, { error: { code: 'service_unavailable', message: 'The shop is busy. Please try again in a minute.' } });
    await useLogout()();
    expect(localStorage.getItem('cart')).toBe(cart);
    expect(assign).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('The shop is busy. Please try again in a minute.');
  });

  it('clears what the shop kept in the browser and goes home', async () => {
    answer(200, { message: 'Logged out' });
    await useLogout()();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('of a session already ended (401) clears the browser too', async () => {
    answer(401, { error: { code: 'unauthenticated', message: 'Please log in.' } });
    await useLogout()();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
