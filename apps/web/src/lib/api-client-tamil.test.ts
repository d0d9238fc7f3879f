import { accountsApi } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../testing/in-tamil.ts';

// What the client says on a Tamil page when the shop cannot be reached or
// answers without words of its own, loaded as the Tamil build has it
// (testing/in-tamil.ts).
const client = loadedInTamil(() => import('./api-client.ts'));

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
