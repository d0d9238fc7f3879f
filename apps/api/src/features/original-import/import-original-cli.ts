// `npm run import:original -- <folder>`: brings the original app's export
// (products.jsonl, users.jsonl, order.jsonl) into the shop. Safe to run again.
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { importOriginal } from './original-import.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run import:original -- <folder with products.jsonl, users.jsonl, order.jsonl>');
  process.exit(2);
}
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase(config, log);
try {
  const report = await importOriginal(database.db, path.resolve(folder));
  for (const [name, counts] of Object.entries({ products: report.products, users: report.users, orders: report.orders })) {
    console.log(`${name}: ${counts.created} imported, ${counts.unchanged} already in the shop, ${counts.skipped} skipped`);
  }
  for (const problem of report.problems) console.error(`${problem.file} line ${problem.line}: ${problem.message}`);
  if (report.users.created > 0) console.log('Imported customers have no password yet: each sets one with "Forgot password" on the login page.');
  process.exitCode = report.problems.length ? 1 : 0;
} finally {
  await database.shutdown();
}
