// `npm run backup`: a backup now (the running shop makes one daily at BACKUP_TIME).
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirInUseError } from '../../db/embedded-postgres.ts';
import { BackupError, runBackup } from './backups.service.ts';
import { fail, terminalLog } from './cli-log.ts';

try {
  const config = loadConfig();
  const manifest = await runBackup(config, terminalLog());
  const megabytes = (manifest.sizeBytes / 1_048_576).toFixed(1);
  console.log(
    manifest.contents === 'database'
      ? `Backed up the database and ${manifest.images} images (${megabytes} MB) as ${manifest.id}`
      : `DATABASE_URL is set: backing up that database is its service's job. Backed up ${manifest.images} images (${megabytes} MB) as ${manifest.id}`,
  );
} catch (error) {
  fail(error, (e) => e instanceof BackupError || e instanceof ConfigError || e instanceof DataDirInUseError);
}
