// `npm run restore -- <backup> [--to "2026-11-22 14:05 IST"] [--force]`
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirInUseError } from '../../db/embedded-postgres.ts';
import { parseRestoreTime } from '../../db/point-in-time-restore.ts';
import { BackupError, restoreBackup } from './backups.service.ts';
import { fail, terminalLog } from './cli-log.ts';

const usage = `Usage: npm run restore -- <latest | backup id | backup folder> [--to "2026-11-22 14:05 IST"] [--force]
  --to     replay the archived WAL up to this moment (India time unless a zone is given); default: as far as it goes
  --force  replace the database in DATA_DIR (it is moved aside into DATA_DIR/replaced-<time>, not deleted)`;

try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' }, force: { type: 'boolean', default: false } } });
  const [backup] = positionals;
  if (!backup || positionals.length > 1) throw new BackupError(usage);
  const to = values.to === undefined ? undefined : parseRestoreTime(values.to);
  if (to === null) throw new BackupError(`--to ${JSON.stringify(values.to)} is not a time like "2026-11-22 14:05 IST".\n${usage}`);
  const config = loadConfig();
  const { manifest, replacedDir } = await restoreBackup(config, { backup, to, force: values.force }, terminalLog());
  console.log(`Restored backup ${manifest.id}${to ? ` up to ${to.toISOString()}` : ''} into ${config.dataDir}. Start the shop with npm start.`);
  if (replacedDir) console.log(`The database it replaced is in ${replacedDir}; delete it once you are sure.`);
} catch (error) {
  fail(error, (e) => e instanceof BackupError || e instanceof ConfigError || e instanceof DataDirInUseError || (e instanceof TypeError && 'code' in e));
}
