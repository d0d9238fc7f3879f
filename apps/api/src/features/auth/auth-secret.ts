import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * AUTH_SECRET signs session cookies and one-time links. Without it, a secret
 * is made once and kept in DATA_DIR (several instances must share AUTH_SECRET).
 */
export async function authSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  const existing = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= 32) return existing;
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return (await fs.readFile(file, 'utf8')).trim();
  }
}
