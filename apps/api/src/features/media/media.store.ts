import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// Where the shop keeps the images it makes (demo artwork now, uploads later).
// Files are named by their content hash, so a name never changes meaning and
// can be cached forever.

export interface MediaStore {
  put(name: string, bytes: Buffer): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,120}\.webp$/;

export function isSafeMediaName(name: string): boolean {
  return SAFE_NAME.test(name);
}

export function contentKey(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 24);
}

export function localMediaStore(directory: string): MediaStore {
  const resolve = (name: string) => {
    if (!isSafeMediaName(name)) throw new Error(`unsafe media name ${JSON.stringify(name)}`);
    return path.join(directory, name);
  };
  return {
    async put(name, bytes) {
      await fs.mkdir(directory, { recursive: true });
      // Write then rename, so a reader never sees half a file; two writers of one name never share a temporary file.
      const target = resolve(name);
      const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, target);
    },
    async has(name) {
      return fs.access(resolve(name)).then(
        () => true,
        () => false,
      );
    },
    async get(name) {
      if (!isSafeMediaName(name)) return null;
      return fs.readFile(path.join(directory, name)).catch(() => null);
    },
  };
}
