import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, signUp } from '../testing/http.ts';
import { PAGE_MODULES_SCRIPT_HASH, THEME_SCRIPT_HASH } from './security-headers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// What every response carries, and what bad input gets back.

describe('security headers', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => shop.close());

  const samples = ['/', '/allproducts', '/no-such-page', '/api/products/facets', '/api/no-such-thing', '/healthz', '/api/openapi.json', '/media/missing-320.webp'];

  it('puts a strict Content-Security-Policy and the other headers on every response', async () => {
    for (const url of samples) {
      const response = await shop.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      // The pages' two inline scripts (the theme, the modules' starter) by their hashes; no 'unsafe-inline'.
      expect(csp, url).toContain(`script-src 'self' ${THEME_SCRIPT_HASH} ${PAGE_MODULES_SCRIPT_HASH};`);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('adds HSTS when the shop is reached over HTTPS', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});

describe("a page's files", () => {
  let shop: TestApp;
  let webDist: string;
  const documentOnly = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'handloom-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'core-A1b2.js'), 'export const a = 1;');
    // The build's compressed copies (scripts/precompress-web.ts), which are what a browser is sent.
    await writeFile(path.join(webDist, 'assets', 'core-A1b2.js.br'), brotliCompressSync('export const a = 1;'));
    await writeFile(path.join(webDist, 'assets', 'core-A1b2.js.gz'), gzipSync('export const a = 1;'));
    await writeFile(path.join(webDist, 'assets', 'index-C3d4.css'), 'body{margin:0}');
    await writeFile(path.join(webDist, 'assets', 'mark-E5f6.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    shop = await createTestApp({ WEB_DIST_DIR: webDist, TRUST_PROXY: 'true' });
    await shop.media.put('0123456789abcdef01234567-320.webp', Buffer.from('RIFF....WEBP'));
  });
  afterAll(async () => {
    await shop.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('carry nosniff and the resource and referrer policies, but not the headers only a document reads', async () => {
    const asked = [
      { url: '/assets/core-A1b2.js', encoding: 'br' },
      { url: '/assets/core-A1b2.js', encoding: 'gzip' },
      { url: '/assets/core-A1b2.js', encoding: 'identity' },
      { url: '/assets/index-C3d4.css', encoding: 'gzip, br' },
      { url: '/media/0123456789abcdef01234567-320.webp', encoding: 'gzip, br' },
    ];
    for (const { url, encoding } of asked) {
      const response = await shop.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https', 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(200);
      if (url.endsWith('.js')) expect(response.headers['content-encoding'] ?? 'identity', url).toBe(encoding);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=/);
      for (const name of documentOnly) expect(response.headers[name], `${name} on ${url}`).toBeUndefined();
    }
  });

  it('keep every header where the answer can be a document: an SVG, a missing file', async () => {
    for (const url of ['/assets/mark-E5f6.svg', '/assets/missing-0000.js', '/media/0123456789abcdef01234567-640.webp']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(String(response.headers['content-security-policy']), url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('bad input', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('answers a body over the limit with 413', async () => {
    const response = await postJson('/api/session', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await postJson('/api/session', '{"email": "a@b.co", ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('answers an unexpected content type with 415', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/users', payload: '<user/>', headers: { 'content-type': 'application/xml' } });
    expect(response.statusCode).toBe(415);
  });

  it('answers a NUL byte with 400, not a database error', async () => {
    const response = await postJson('/api/users', JSON.stringify({ name: 'Meena\u0000', email: 'nul@example.com', password: 'kanchi-silk-1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Remove the NUL character.' });
    const search = await shop.app.inject({ method: 'GET', url: '/api/products?search=silk%00' });
    expect(search.statusCode).toBe(400);
  });

  it('answers a body nested deeper than any form with 400, not a 500 (the Google sign-in forward re-serialises it)', async () => {
    const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
    for (const url of ['/api/auth/sign-in/social', '/api/users']) {
      const response = await postJson(url, deep);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().error.message).toBe('The request body is nested too deeply.');
    }
  });

  it('answers a malformed or over-long address in the one error body, without echoing it', async () => {
    const malformed = await shop.app.inject({ method: 'GET', url: '/api/products/%FF' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: { code: 'bad_request', message: 'This web address is not valid.' } });
    const tooLong = await shop.app.inject({ method: 'GET', url: `/api/products/${'x'.repeat(250)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: { code: 'bad_request', message: 'This web address is too long.' } });
  });

  it('answers a lone surrogate with 400, instead of storing it as U+FFFD', async () => {
    const shopper = newShopper({ name: 'Meena\ud800' });
    const response = await postJson('/api/users', JSON.stringify(shopper));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Remove the broken character.' });
    const rows = await shop.database.db.execute(sql`select 1 from users where email = ${shopper.email}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('says why in Tamil to a Tamil page', async () => {
    const broken = await postJson('/api/users', JSON.stringify(newShopper({ name: 'Meena\ud800' })), { 'x-shop-language': 'ta' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({ message: 'உரையில் உடைந்த எழுத்துகள் இருக்கக்கூடாது.', fields: { name: 'உடைந்த எழுத்தை நீக்கவும்.' } });
    const nul = await postJson('/api/users', JSON.stringify(newShopper({ name: 'Mee\u0000na' })), { 'x-shop-language': 'ta' });
    expect(nul.json().error).toMatchObject({ message: 'உரையில் NUL எழுத்து இருக்கக்கூடாது.', fields: { name: 'NUL எழுத்தை நீக்கவும்.' } });
  });

  it('answers an over-long string with 400 and field errors', async () => {
    const response = await postJson('/api/users', JSON.stringify({ name: 'a'.repeat(5000), email: 'long@example.com', password: 'kanchi-silk-1' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('name');
  });

  it('rejects prototype-pollution bodies', async () => {
    for (const payload of ['{"__proto__": {"isAdmin": true}, "email": "a@b.co", "password": "x"}', '{"constructor": {"prototype": {"isAdmin": true}}, "email": "a@b.co", "password": "x"}']) {
      const response = await postJson('/api/session', payload);
      expect(response.statusCode, payload).toBe(400);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('ignores fields a shopper may not set (mass assignment)', async () => {
    const shopper = newShopper();
    const response = await postJson('/api/users', JSON.stringify({ ...shopper, role: 'admin', isAdmin: true, emailVerified: true, id: 'chosen-id' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.isAdmin).toBe(false);
    expect(response.json().user.uid).not.toBe('chosen-id');
    const row = await shop.database.db.execute<{ email_verified: boolean }>(sql`select email_verified from users where email = ${shopper.email}`);
    expect(row.rows[0]?.email_verified).toBe(false);
  });

  it('round-trips Tamil and emoji byte for byte', async () => {
    const name = 'மீனா சுந்தரம் 🧵🪡 Kanchi';
    const { cookie } = await signUp(shop.app, newShopper({ name }));
    const profile = await shop.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().name).toBe(name);
    expect(Buffer.from(profile.json().name, 'utf8').equals(Buffer.from(name, 'utf8'))).toBe(true);
  });

  it('never shows a stack trace or SQL in an error', async () => {
    const probes = [
      shop.app.inject({ method: 'GET', url: "/api/products?search=' OR 1=1--" }),
      shop.app.inject({ method: 'GET', url: '/api/products/not-a-uuid' }),
      shop.app.inject({ method: 'GET', url: '/api/products?page=abc' }),
      postJson('/api/session', '{"email": [], "password": {}}'),
    ];
    for (const response of await Promise.all(probes)) {
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|select |insert |syntax error|stack/i);
    }
  });
});
