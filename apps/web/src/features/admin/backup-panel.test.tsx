// @vitest-environment happy-dom
import type { AdminBackupStatus } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackupPanel } from './backup-panel.tsx';

// The dashboard's backups panel says what is so, and alerts only when the owner has something to do.

const disk = { diskFreePercent: 62.5, diskLow: false, databaseIncluded: true };

async function showPanel(status: AdminBackupStatus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(status), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BackupPanel />
    </QueryClientProvider>,
  );
  await screen.findByText(/Free space on the disk/);
}

afterEach(() => vi.unstubAllGlobals());

describe('the backups panel', () => {
  it('says a new shop has no backup yet, and raises no alert', async () => {
    await showPanel({ lastBackup: null, backupStale: false, ...disk });
    expect(screen.getByText('No backup has been made yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/more than 36 hours old/)).toBeNull();
  });

  it('alerts a shop that has run 36 hours with no backup, without speaking of a last backup it never had', async () => {
    await showPanel({ lastBackup: null, backupStale: true, ...disk });
    expect(screen.getByText('No backup has been made yet.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^The shop has been running for more than 36 hours and has never been backed up\./);
    expect(screen.queryByText(/last good backup is more than 36 hours old/)).toBeNull();
  });

  it('alerts when the last backup is more than 36 hours old', async () => {
    await showPanel({ lastBackup: { id: 'b1', finishedAt: '2026-01-05T09:00:00.000Z', sizeBytes: 3_145_728, contents: 'database' }, backupStale: true, ...disk });
    expect(screen.getByText('Last good backup: 5 Jan 2026, 2:30 pm (3.0 MB)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^The last good backup is more than 36 hours old\./);
  });
});
