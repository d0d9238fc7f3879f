import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestProductsQuery } from '../features/catalog/catalog-queries.ts';
import { ordersQueryKey } from '../features/orders/orders-api.ts';
import { sessionQueryKey, startSession } from '../features/session/use-session.ts';

vi.stubGlobal('localStorage', { setItem: vi.fn(), removeItem: vi.fn(), getItem: vi.fn(() => null) });
afterEach(() => vi.clearAllMocks());

const shopper = { uid: '0b5c1f3e-2d4a-4c6b-8e9f-1a2b3c4d5e6f', email: 'meena@example.com', name: 'Meena', isAdmin: false };
const owner = { uid: '1c6d2a4f-3e5b-4d7c-9f0a-2b3c4d5e6f70', email: 'owner@kaithari.example', name: 'Owner', isAdmin: true };

describe('a new login', () => {
  it("drops what was read for the account before (its orders, its profile) and keeps the catalogue, the same for everyone", () => {
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, shopper);
    client.setQueryData(ordersQueryKey, { pages: [{ orders: [{ number: 'KH-10234' }], nextCursor: null }], pageParams: [null] });
    client.setQueryData(['addresses', 'GET /api/addresses'], { addresses: [{ name: 'Meena Sundaram' }] });
    client.setQueryData(latestProductsQuery.queryKey, { items: [], page: 1, pageSize: 4, hasMore: false });

    startSession(client, owner);
    expect(client.getQueryData(sessionQueryKey)).toEqual(owner);
    expect(client.getQueryData(ordersQueryKey)).toBeUndefined();
    expect(client.getQueryData(['addresses', 'GET /api/addresses'])).toBeUndefined();
    expect(client.getQueryData(latestProductsQuery.queryKey)).toBeDefined();
  });
});
