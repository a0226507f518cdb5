/**
 * Runs once before the suite, after the web server is up: checks that the SPA was built, that
 * the test-control surface answers, resets the data (a reused local server may carry the last
 * run's changes), and removes data directories that earlier runs left in /tmp.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';

const staleAfterMs = 6 * 60 * 60 * 1000;

function removeStaleDataDirs(current: string | undefined) {
  const base = tmpdir();
  for (const name of readdirSync(base)) {
    if (!name.startsWith('portal-e2e-')) continue;
    const dir = path.join(base, name);
    if (dir === current) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > staleAfterMs) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run may be removing it at the same time.
    }
  }
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  if (!process.env['PORTAL_E2E_BASE_URL'] && !existsSync('dist/index.html')) {
    throw new Error('dist/index.html is missing: run `npm run build` before `playwright test` (npm test does).');
  }
  removeStaleDataDirs(process.env['PORTAL_E2E_DATA_DIR']);
  const context = await request.newContext({ baseURL });
  try {
    // The reset seeds the demo data again (a year of history included): tens of seconds on a
    // shared 2-core machine under load, past the request's default 30 s.
    const response = await context.post('/__test/reset', { timeout: 180_000 });
    if (!response.ok()) {
      throw new Error(
        `POST ${baseURL}/__test/reset answered ${response.status()}: is the server running with PORTAL_TEST_CONTROL=1?`,
      );
    }
  } finally {
    await context.dispose();
  }
}
