import { afterEach, describe, expect, it, vi } from 'vitest';
import { importProducts } from './admin-api.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the products CSV import', () => {
  it('is waited for as long as an upload, not the usual 15 s: a large catalogue has every image checked before the answer', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ dryRun: true, applied: false, created: 0, updated: 0, unchanged: 0, problems: [] }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await importProducts('Handle,Title\n', true);
    expect(timeouts.mock.calls.map(([ms]) => ms)).toEqual([120_000]);
  });
});
