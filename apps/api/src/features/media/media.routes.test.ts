import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './media.routes.ts';
import { localMediaStore, type MediaStore } from './media.store.ts';

// The media route on the real file store: what a page full of new thumbnails
// does to it when their width was added after the images were stored.
describe('media route', () => {
  let directory: string;
  let app: FastifyInstance;
  const written: string[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'handloom-media-'));
    const files = localMediaStore(directory);
    // The real store, noting each file it writes.
    const store: MediaStore = {
      ...files,
      async put(name, bytes) {
        written.push(name);
        await files.put(name, bytes);
      },
    };
    app = Fastify();
    await app.register(mediaRoutes(store));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('requests for one missing width at the same moment all get it, made once', async () => {
    const key = 'cccc0000dddd1111eeee2222';
    const large = await sharp({ create: { width: 1024, height: 1280, channels: 3, background: { r: 20, g: 90, b: 60 } } })
      .webp()
      .toBuffer();
    await localMediaStore(directory).put(`${key}-1024.webp`, large);

    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: `/media/${key}-160.webp` })));

    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(160);
    }
    expect(written).toEqual([`${key}-160.webp`]);
    // No temporary file is left behind.
    expect((await readdir(directory)).sort()).toEqual([`${key}-1024.webp`, `${key}-160.webp`]);
    // Asked again later, it is read, not made again.
    expect((await app.inject({ method: 'GET', url: `/media/${key}-160.webp` })).statusCode).toBe(200);
    expect(written).toHaveLength(1);
  });
});
