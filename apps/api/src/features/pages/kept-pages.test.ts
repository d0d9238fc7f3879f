import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The rendered pages the shop keeps for a while are sent to everyone who asks
// for the same address; nothing one request says may leak into what others get.

/** A built web app in miniature: the page template, the manifest and a server bundle that draws a fixed body. */
async function miniatureWebBuild(root: string): Promise<string> {
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><!--app-modules--></body></html>');
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await writeFile(
    path.join(root, 'dist-server', 'entry-server.js'),
    'export function configure() {}\nexport async function render() { return { html: "<main>Drawn</main>", payload: null, images: [], modules: [], title: null }; }\n',
  );
  return dist;
}

describe('kept pages without PUBLIC_URL', () => {
  let shop: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'handloom-kept-pages-'));
    shop = await createTestApp({ WEB_DIST_DIR: await miniatureWebBuild(root) });
  });
  afterAll(async () => {
    await shop.close();
    await rm(root, { recursive: true, force: true });
  });

  const page = (host: string) => shop.app.inject({ method: 'GET', url: '/weavers', headers: { host } });

  it('links to the host each request came to: a forged Host does not reach the page kept for others', async () => {
    const forged = await page('evil.example');
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('<main>Drawn</main>');
    expect(forged.body).toContain('<link rel="canonical" href="http://evil.example/weavers">');
    const genuine = await page('shop.example:8080');
    expect(genuine.body).toContain('<link rel="canonical" href="http://shop.example:8080/weavers">');
    expect(genuine.body).not.toContain('evil.example');
  });
});

describe('kept pages after the admin deletes', () => {
  const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };
  let shop: TestApp;
  let root: string;
  let admin: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'handloom-kept-pages-'));
    shop = await createTestApp({ WEB_DIST_DIR: await miniatureWebBuild(root), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await shop.close();
    await rm(root, { recursive: true, force: true });
  });

  it("a deleted weaver's page goes at once, not when the kept copy runs out", async () => {
    const weaver = { nameEn: 'Lakshmi Narayanan', nameTa: 'லட்சுமி நாராயணன்', slug: 'lakshmi-narayanan', village: 'Arani', district: 'Tiruvannamalai', loom: 'pit', yearsWeaving: '30', story: 'Silk from Arani.', portrait: '', consent: true, published: true };
    const created = await shop.app.inject({ method: 'POST', url: '/api/admin/weavers', headers: { cookie: admin }, payload: weaver });
    expect(created.statusCode, created.body).toBe(201);
    const page = () => shop.app.inject({ method: 'GET', url: '/weavers/lakshmi-narayanan' });
    expect((await page()).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/admin/weavers/${created.json<{ id: string }>().id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    expect((await page()).statusCode).toBe(404);
  });
});
