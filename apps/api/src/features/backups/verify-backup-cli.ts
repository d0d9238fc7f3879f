// `npm run backup:verify`: restores the newest backup into a scratch folder and compares row counts.
import { ConfigError, loadConfig } from '../../config.ts';
import { BackupError, verifyLatestBackup } from './backups.service.ts';
import { fail, terminalLog } from './cli-log.ts';

try {
  const result = await verifyLatestBackup(loadConfig(), terminalLog());
  for (const row of result.rowCounts) {
    console.log(`${row.expected === row.restored ? 'ok  ' : 'DIFF'} ${row.table.padEnd(32)} ${String(row.expected).padStart(9)} ${String(row.restored ?? 'missing').padStart(9)}`);
  }
  console.log(result.matches ? `Backup ${result.backup} restores, and every table has its rows.` : `Backup ${result.backup} does NOT restore as taken.`);
  process.exitCode = result.matches ? 0 : 1;
} catch (error) {
  fail(error, (e) => e instanceof BackupError || e instanceof ConfigError);
}
