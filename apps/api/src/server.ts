import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DataDirInUseError } from './db/embedded-postgres.ts';
import { demoArtwork } from './db/seed/demo-artwork.ts';
import { seedDemoCatalogueIfEmpty } from './db/seed/seed.ts';
import { backupBucket, shipWal } from './features/backups/backup-s3.ts';
import { scheduleBackups } from './features/backups/backups.service.ts';
import { createMediaStore } from './features/media/create-media-store.ts';
import { createProcessLogger } from './logger.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { log, flush } = createProcessLogger(config);
  // The JSON lines are written asynchronously: whatever is still buffered goes out before any exit.
  process.on('exit', flush);

  let database;
  try {
    database = await openDatabase(config, log);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  log.info(`Database: ${database.description}`);

  const media = createMediaStore(config);
  // The demo's images are drawn after the shop opens (or when one is asked for first); see demo-artwork.ts.
  const artwork = config.SEED_DEMO ? demoArtwork(media, log, { cacheDir: config.DEMO_ARTWORK_CACHE }) : null;
  if (artwork) await seedDemoCatalogueIfEmpty(database.db, artwork, log);

  const app = await buildApp({ config, database, media, logger: log, drawMediaOnDemand: artwork?.drawOnDemand });
  const admin = await app.accounts.ensureAdminAccount();

  // The daily backup at BACKUP_TIME (India time); `npm run backup` makes one at any time.
  const stopBackups = scheduleBackups(config, log);
  // With a bucket, the shop's own PostgreSQL's archived WAL follows it every minute (a dead disk loses minutes, not a day).
  const bucket = config.DATABASE_URL ? null : backupBucket(config);
  const stopShippingWal = bucket ? shipWal(bucket, config, log) : async () => undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    const forceExit = setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    forceExit.unref();
    artwork?.stop();
    stopBackups();
    try {
      await stopShippingWal();
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.shutdown();
      log.info('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    log.fatal({ err: error }, `Cannot listen on ${config.HOST}:${config.PORT}`);
    await database.shutdown();
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shown = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  log.info({ url: shown }, 'listening');
  // A plain banner for the person who ran `npm start`.
  const adminPassword = admin.generatedPassword
    ? `with the password ${admin.generatedPassword}\n  (generated now and shown only this once: note it, or set ADMIN_PASSWORD)`
    : config.ADMIN_PASSWORD
      ? 'with the password in ADMIN_PASSWORD'
      : 'with the password shown when the account was created (or set ADMIN_PASSWORD and restart)';
  console.log(`\n  The shop is open at ${shown}\n  Admin: log in at ${shown}/login as ${config.ADMIN_EMAIL}\n  ${adminPassword}\n  Payments: ${paymentsLine(config)}\n`);
  artwork?.drawMissing().catch((error: unknown) => log.error({ err: error }, 'drawing the demo images failed'));
}

/** Whether money really moves: the sandbox (the default) and Razorpay's test keys take none. */
function paymentsLine(config: Config): string {
  if (config.PAYMENT_PROVIDER === 'sandbox') return 'the sandbox, test payments only: no money moves (set PAYMENT_PROVIDER=razorpay to take real payments)';
  return config.RAZORPAY_KEY_ID?.startsWith('rzp_test_') ? 'Razorpay in test mode (a rzp_test_ key): no money moves' : 'Razorpay';
}

main().catch((error: unknown) => {
  console.error('The shop failed to start:', error);
  process.exit(1);
});
