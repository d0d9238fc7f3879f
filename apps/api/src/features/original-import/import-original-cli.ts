// `npm run import:original -- <folder>`: brings the original app's export
// (products.jsonl, users.jsonl, order.jsonl) into the shop. Safe to run again.
// Exit codes: 0 imported, 1 some lines skipped or the import failed (nothing
// written), 2 no folder given, or it is not an export (nothing read).
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { errorTextWithoutValues } from './original-import.repository.ts';
import { importOriginal, ORIGINAL_FILES, originalFilesIn, OriginalFolderError } from './original-import.ts';

const given = process.argv[2];
if (!given) {
  console.error(`Usage: npm run import:original -- <folder with ${ORIGINAL_FILES.join(', ')}>`);
  process.exit(2);
}
const folder = path.resolve(given);
try {
  // Before the database is opened: a mistyped folder is refused at once.
  await originalFilesIn(folder);
} catch (error) {
  if (!(error instanceof OriginalFolderError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase(config, log);
try {
  const report = await importOriginal(database.db, folder);
  const notThere = report.files.missing.length ? ` (${report.files.missing.join(', ')} not there)` : '';
  console.log(`Read ${report.files.read.join(', ')} from ${folder}${notThere}`);
  for (const [name, counts] of Object.entries({ products: report.products, users: report.users, orders: report.orders })) {
    console.log(`${name}: ${counts.created} imported, ${counts.unchanged} already in the shop, ${counts.skipped} skipped`);
  }
  for (const problem of report.problems) console.error(`${problem.file} line ${problem.line}: ${problem.message}`);
  if (report.users.created > 0) console.log('Imported customers have no password yet: each sets one with "Forgot password" on the login page.');
  process.exitCode = report.problems.length ? 1 : 0;
} catch (error) {
  // Never the error itself: a failed query's message lists customers' details.
  console.error(error instanceof OriginalFolderError ? error.message : `Import failed: ${errorTextWithoutValues(error)}`);
  process.exitCode = error instanceof OriginalFolderError ? 2 : 1;
} finally {
  await database.shutdown();
}
