import { IMAGE_WIDTHS } from '@handloom/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../../db/client.ts';
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createMediaStore } from './create-media-store.ts';
import { storeImageVariants } from './image-variants.ts';

// Two shop instances sharing S3-compatible storage: an image stored through
// one is served by the other.

describe('images on S3-compatible storage', () => {
  let s3: FakeS3;
  let first: TestApp;
  const s3Env = () => ({
    MEDIA_S3_ENDPOINT: s3.url,
    MEDIA_S3_BUCKET: 'shop-images',
    MEDIA_S3_ACCESS_KEY_ID: 'test-key',
    MEDIA_S3_SECRET_ACCESS_KEY: 'test-secret',
  });

  beforeAll(async () => {
    s3 = await startFakeS3('test-key');
    first = await createTestApp(s3Env());
  });
  afterAll(async () => {
    await first.close();
    await s3.close();
  });

  it('stores through one instance and serves through another', async () => {
    const png = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#7a1f2b' } }).png().toBuffer();
    const url = await storeImageVariants(createMediaStore(first.config), png);
    expect(url).toMatch(/^\/media\/[a-f0-9]{24}$/);
    expect([...s3.objects.keys()].filter((key) => key.startsWith('/shop-images/'))).toHaveLength(IMAGE_WIDTHS.length);

    const database = connectDatabase(first.databaseUrl, { max: 2 });
    const second = await buildApp({ config: loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: first.config.dataDir, DATABASE_URL: first.databaseUrl, ...s3Env() }), database });
    try {
      const response = await second.inject({ method: 'GET', url: `${url}-640.webp` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
      expect((await second.inject({ method: 'GET', url: '/media/0123456789abcdef01234567-640.webp' })).statusCode).toBe(404);
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('signs every request to the storage', async () => {
    const unsigned = await fetch(`${s3.url}/shop-images/anything-320.webp`);
    expect(unsigned.status).toBe(403);
  });

  it('refuses to start half-configured', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'x' })).toThrow(/MEDIA_S3_ENDPOINT: is required when any MEDIA_S3_\* setting is given/);
  });
});
