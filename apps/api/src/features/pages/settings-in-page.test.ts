import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The page carries the public settings the browser may know (never a secret),
// including whether "Sign in with Google" is offered.

function settingsOf(html: string): Record<string, unknown> {
  const match = /<script id="shop-settings" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no settings in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('settings written into every page', () => {
  let shop: TestApp | null = null;
  afterEach(async () => {
    await shop?.close();
    shop = null;
  });

  it('offers Google sign-in only when both Google settings are given', async () => {
    shop = await createTestApp({ GOOGLE_CLIENT_ID: 'only-the-id' });
    const page = await shop.app.inject({ method: 'GET', url: '/login' });
    expect(settingsOf(page.body)).toMatchObject({ googleSignIn: false, shippingPerUnitRupees: 50 });
    await shop.close();

    shop = await createTestApp({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret-value', SHIPPING_PER_UNIT_RUPEES: '40' });
    const withGoogle = await shop.app.inject({ method: 'GET', url: '/login' });
    const settings = settingsOf(withGoogle.body);
    expect(settings).toMatchObject({ googleSignIn: true, shippingPerUnitRupees: 40 });
    expect(withGoogle.body).not.toContain('client-secret-value');
  });
});
