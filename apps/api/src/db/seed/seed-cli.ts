// `npm run db:seed`: replaces the live catalogue with the demo one
// (old products are marked deleted, so past orders keep their references).
import { pino } from 'pino';
import { loadConfig } from '../../config.ts';
import { createMediaStore } from '../../features/media/create-media-store.ts';
import { openDatabase } from '../database.ts';
import { demoArtwork } from './demo-artwork.ts';
import { reseedDemoCatalogue } from './seed.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase(config, log);
try {
  const artwork = demoArtwork(createMediaStore(config), log, { cacheDir: config.DEMO_ARTWORK_CACHE });
  await reseedDemoCatalogue(database.db, artwork, log);
  // A command ends when its work is done: the images are drawn before it exits.
  await artwork.drawMissing();
} finally {
  await database.shutdown();
}
