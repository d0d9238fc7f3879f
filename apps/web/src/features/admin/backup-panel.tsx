import { formatShopDateTime } from '../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { backupStatusQuery } from './admin-api.ts';

const m = adminMessages.backups;

/** The owner's safety net at a glance: the last good backup and the free disk, with a warning when either needs care. */
export function BackupPanel() {
  const status = useQuery(backupStatusQuery);
  if (status.isError) return <FormAlert tone="error">{m.failed}</FormAlert>;
  const data = status.data;
  return (
    <section aria-labelledby="backup-heading" className="rounded-lg border border-maroon-100 bg-white p-4 shadow-sm dark:border-ink-700 dark:bg-ink-800">
      <h2 id="backup-heading" className="flex items-center gap-2 text-lg font-semibold">
        <DatabaseBackup aria-hidden="true" className="size-5 text-maroon-700 dark:text-zari-400" />
        {m.heading}
      </h2>
      {data ? (
        <div className="mt-2 space-y-2 text-sm">
          <p>{data.lastBackup ? m.last(formatShopDateTime(data.lastBackup.finishedAt), `${(data.lastBackup.sizeBytes / 1_048_576).toFixed(1)} MB`) : m.none}</p>
          <p>{m.disk(`${data.diskFreePercent.toFixed(1)} %`)}</p>
          {data.databaseIncluded ? null : <p className="text-stone-600 dark:text-stone-300">{m.imagesOnly}</p>}
          {data.backupStale ? <FormAlert tone="error">{data.lastBackup ? m.stale : m.noneOverdue}</FormAlert> : null}
          {data.diskLow ? <FormAlert tone="error">{m.diskLow}</FormAlert> : null}
        </div>
      ) : (
        <p className="mt-2 text-sm">{m.loading}</p>
      )}
    </section>
  );
}
