import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountsApi, adminApi, catalogApi, checkoutApi } from '@handloom/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, groupKey, queryKey, urlOf } from './api-client.ts';

// The client against a real HTTP server on 127.0.0.1: what it sends, and what
// it makes of each kind of answer.

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];
let answer: { status: number; body?: unknown } = { status: 200 };

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

const product = {
  id: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10',
  title: 'Kanchipuram Silk Saree',
  description: 'Woven in Arani',
  category: 'silk_sarees',
  pricePaise: 1_850_000,
  discountPercent: 10,
  salePricePaise: 1_665_000,
  stock: 3,
  images: ['/media/a-320.webp'],
  createdAt: '2026-11-01T00:00:00.000Z',
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', contentType: request.headers['content-type'], body });
      response.statusCode = answer.status;
      if (answer.body === undefined) return response.end();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sendTo(origin);
});

// The shop's pages call same-origin paths; in Node they are sent to a server on 127.0.0.1.
const realFetch = globalThis.fetch;
function sendTo(base: string): void {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
}

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('call', () => {
  it('fills path params (encoded) and returns the checked answer', async () => {
    answer = { status: 200, body: product };
    const result = await call(catalogApi.product, { params: { id: 'p 1/2' } });
    expect(result).toEqual(product);
    expect(seen).toEqual([{ method: 'GET', url: '/api/products/p%201%2F2', contentType: undefined, body: '' }]);
  });

  it('leaves empty query values out of the URL, in the order given', async () => {
    answer = { status: 200, body: { items: [], page: 2, pageSize: 24, hasMore: false } };
    await call(catalogApi.listProducts, { query: { search: 'silk saree', category: undefined, price: 185_000, page: 2 } });
    expect(seen[0]?.url).toBe('/api/products?search=silk+saree&price=185000&page=2');
  });

  it('sends the body as JSON with the method of the endpoint', async () => {
    answer = {
      status: 200,
      body: { lines: [], totals: { subtotalPaise: 0, shippingPaise: 0, donationPaise: 0, codFeePaise: 0, totalPaise: 0 }, cod: { available: false, reason: 'Off', feePaise: 0 } },
    };
    await call(checkoutApi.quote, { body: { items: [{ productId: 'a', quantity: 2 }], donation: 0 } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/cart/quote', contentType: 'application/json' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ items: [{ productId: 'a', quantity: 2 }], donation: 0 });
  });

  it('turns the error body into an ApiError with its code, message and fields', async () => {
    answer = { status: 400, body: { error: { code: 'validation_error', message: 'Some fields need attention.', fields: { email: 'Enter a valid email.' } } } };
    const error = await call(accountsApi.login, { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'Some fields need attention.', fields: { email: 'Enter a valid email.' } });
  });

  it('gives a sentence for an error answer without the error body', async () => {
    answer = { status: 502, body: 'Bad gateway' };
    await expect(call(accountsApi.session)).rejects.toMatchObject({ status: 502, code: 'http_error', message: 'The shop answered 502. Please try again.' });
  });

  it('rejects an answer outside the contract while testing', async () => {
    answer = { status: 200, body: { user: { uid: 42 } } };
    await expect(call(accountsApi.session)).rejects.toMatchObject({ code: 'contract_mismatch' });
  });

  it('answers undefined for 204', async () => {
    answer = { status: 204 };
    await expect(call(adminApi.deleteProduct, { params: { id: 'p1' } })).resolves.toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/admin/products/p1' });
  });

  it('sends a multipart body as it is', async () => {
    answer = { status: 201, body: { url: '/media/x.webp' } };
    const formData = new FormData();
    formData.append('file', new Blob(['bytes'], { type: 'image/png' }), 'a.png');
    await expect(call(adminApi.uploadImage, { formData })).resolves.toEqual({ url: '/media/x.webp' });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('says the shop cannot be reached when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    sendTo(`http://127.0.0.1:${port}`);
    const error = await call(accountsApi.session).catch((e: unknown) => e);
    sendTo(origin);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Cannot reach the shop. Check your connection and try again.' });
  });
});

describe('query keys and links', () => {
  it('derive the key from the endpoint, so a group can be refreshed at once', () => {
    expect(queryKey(catalogApi.product, { id: 'p1' })).toEqual(['catalogue', 'GET /api/products/:id', { id: 'p1' }]);
    expect(queryKey(catalogApi.product, { id: 'p1' }).slice(0, 1)).toEqual(groupKey(catalogApi.listProducts));
    expect(groupKey(adminApi.orders)).toEqual(['admin']);
  });

  it('build a download link from the endpoint', () => {
    expect(urlOf(adminApi.exportOrders, { query: { status: 'paid' } })).toBe('/api/admin/orders/export?status=paid');
    expect(urlOf(adminApi.exportOrders, { query: {} })).toBe('/api/admin/orders/export');
  });
});
