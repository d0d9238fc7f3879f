// `npm start`'s first step: builds the web app only when its sources are newer
// than the last build (or there is none), so a restart does not spend ~10-20 s
// on a Vite build whose result would be the same.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The browser's build and the server's (server rendering); the older of the two counts.
const built = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'].map((file) => path.join(root, file));
// What the build reads: the web app, the shared package, the installed dependencies, this script's neighbours.
const sources = ['apps/web', 'packages/shared', 'package-lock.json', 'scripts/precompress-web.ts'];
const skipped = new Set(['node_modules', 'dist', 'dist-server', '.vite']);

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (skipped.has(entry)) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

const builtAt = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => path.join(root, source)).filter(existsSync).map(newestChange));
if (builtAt > changedAt) {
  console.log(`The web app is built and up to date (apps/web/dist, ${new Date(builtAt).toLocaleString()}); not building it again.`);
} else {
  console.log(builtAt ? 'The web app has changed since its last build; building it (Vite)...' : 'Building the web app (Vite, about 10-20 s)...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
