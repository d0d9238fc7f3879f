import { afterEach, describe, expect, it, vi } from 'vitest';
import { resendCod, startCheckout } from './checkout-api.ts';

// A call that emails the shopper before it answers is waited for longer than
// the server may wait on a slow mail server (50 s: SMTP_TIMEOUTS in the API's
// mailer.ts); the others keep the usual 15 s.

const SERVER_MAX_EMAIL_WAIT_MS = 50_000;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const address = { name: 'Meena', phoneNumber: '9876543210', pincode: '600001', address: '4 Anna Salai', locality: 'George Town', city: 'Chennai', state: 'Tamil Nadu', landmark: '' };

describe('calls that wait for an email', () => {
  it('a COD checkout and a new COD code outwait the mail server; an online checkout does not wait as long', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await startCheckout({ items: [{ productId: '4b7f0a52-3c0e-4d53-9d0e-2f6b1c1f7a10', quantity: 1 }], donation: 0, address, method: 'cod' }).catch(() => undefined);
    await resendCod('4b7f0a52-3c0e-4d53-9d0e-2f6b1c1f7a10').catch(() => undefined);
    await startCheckout({ items: [{ productId: '4b7f0a52-3c0e-4d53-9d0e-2f6b1c1f7a10', quantity: 1 }], donation: 0, address, method: 'online' }).catch(() => undefined);
    const [cod, resend, online] = timeouts.mock.calls.map(([ms]) => ms);
    expect(cod).toBeGreaterThan(SERVER_MAX_EMAIL_WAIT_MS);
    expect(resend).toBeGreaterThan(SERVER_MAX_EMAIL_WAIT_MS);
    expect(online).toBeLessThan(SERVER_MAX_EMAIL_WAIT_MS);
  });
});
