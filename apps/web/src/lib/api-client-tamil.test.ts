import { accountsApi } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiClientOfThisBuild from './api-client.ts';

// What the client says on a Tamil page when the shop cannot be reached or
// answers without words of its own: the bundle's language is a constant of the
// build (locale.ts), so the client is imported afresh under the Tamil locale
// here (unit files share modules, vitest.config.ts), and forgotten afterwards.
let client: typeof ApiClientOfThisBuild;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./locale.ts', () => ({ locale: 'ta', basename: '/ta' }));
  client = await import('./api-client.ts');
});
afterAll(() => {
  vi.doUnmock('./locale.ts');
  vi.resetModules();
});

describe('the API client on a Tamil page', () => {
  it('says in Tamil that the shop cannot be reached, and what an answer without a message was', async () => {
    client.setApiTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.call(accountsApi.session)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'கடையை அணுக முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    });
    client.setApiTransport(() => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    await expect(client.call(accountsApi.session)).rejects.toMatchObject({ status: 502, message: 'கடையிடமிருந்து 502 என்ற பதில் வந்தது. மீண்டும் முயலவும்.' });
  });
});
