import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's
 * headless shell, else Debian's /usr/bin/chromium, else Playwright's own if
 * `npx playwright install chromium` could fetch it. Never a silent download.
 *
 * The headless shell (Debian's chromium-headless-shell: the same Chromium
 * without the browser's own UI, which Playwright itself uses for headless
 * runs) does the same page work for less CPU: on 2 cores the catalogue's
 * axe and search journeys took 123 s instead of 180 s (docs/performance.md).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    if (existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  throw new Error(
    'No Chromium for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`), ' +
      'point CHROMIUM_PATH at a Chromium or Chrome binary, or run `npx playwright install chromium` where the internet is reachable.',
  );
}
