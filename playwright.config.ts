import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: the built SPA (dist/, `npm run build` first — `npm test` does it) served by
 * the reference server with the test-control surface on, a fresh PGlite directory per run, in
 * Debian's Chromium (never `playwright install`: nothing can be downloaded here).
 *
 * PORTAL_E2E_PORT picks the port (default: 8799 when free, else any free loopback port);
 * PORTAL_E2E_BASE_URL points the suite at a server you started yourself (then none is started).
 */
const ci = Boolean(process.env['CI']);

/** 8799 when it is free, else a free port (synchronously: the config must be plain data). */
function pickPort(): string {
  const probe = `const net = require('node:net');
    const tryListen = (port) => { const s = net.createServer(); s.once('error', () => tryListen(0));
      s.listen(port, '127.0.0.1', () => { console.log(s.address().port); s.close(); }); };
    tryListen(8799);`;
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
// The config is evaluated again in every worker: pin the choices in the environment the workers
// inherit, so the port and the data directory stay the same for the whole run.
process.env['PORTAL_E2E_PORT'] ??= pickPort();
const port = Number(process.env['PORTAL_E2E_PORT']);
const externalBaseUrl = process.env['PORTAL_E2E_BASE_URL'];
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
process.env['PORTAL_E2E_DATA_DIR'] ??= `/tmp/portal-e2e-${process.pid}-${Date.now()}`;
const dataDir = process.env['PORTAL_E2E_DATA_DIR'];

/**
 * `npm test` (and so CI) sets PORTAL_E2E_SELECTION=ci: every spec on the desktop, and on the phone
 * the walk of every screen (accessibility.spec: each screen renders at phone size with no serious
 * axe violation) and first use. Each test costs ~12 CPU-seconds of Chromium (a cold SPA start is
 * ~3 of them) and the suite holds ~430 tests over the two projects: all of them take ~45 minutes on
 * the 2-core CI machine, over its budget with the unit and PostgreSQL stages (README, End-to-end tests).
 * `npm run test:e2e` runs every spec on both projects.
 */
const ciSelection = process.env['PORTAL_E2E_SELECTION'] === 'ci';
const phoneInCi = ['**/accessibility.spec.ts', '**/first-use.spec.ts'];
// csp.spec walks every screen and dialog for style violations (~100 s of CI): the nonce itself is
// proven by the server tests (static.test.ts, forms-and-headers.test.ts); the walk runs in the full suite.
const desktopNotInCi = ['**/csp.spec.ts'];

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Every test logs in on its own and changes only its own user's data: run them in parallel.
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    // Recording a trace costs ~40 % of a test's CPU (the screencast and DOM snapshots of every
    // action): in CI only the retry of a failed test records one, which is the trace that matters.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: process.env['PORTAL_CHROMIUM'] ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      ...(ciSelection ? { testIgnore: desktopNotInCi } : {}),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'phone',
      ...(ciSelection ? { testMatch: phoneInCi } : {}),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7']?.userAgent ?? devices['Desktop Chrome'].userAgent,
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'npx tsx server/index.ts',
        url: `${baseURL}/config.js`,
        // Never reuse: on a shared machine the process on that port may be someone else's.
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          PORTAL_DATA_DIR: dataDir,
          PORTAL_TEST_CONTROL: '1',
          // PORTAL_E2E_STATIC_DIR lets parallel work build into its own folder (`vite build --outDir`).
          PORTAL_STATIC_DIR: process.env['PORTAL_E2E_STATIC_DIR'] ?? 'dist',
          // The e2e suite is about behaviour, not volume: a small seed starts quickly.
          PORTAL_SEED_MESSAGES: process.env['PORTAL_SEED_MESSAGES'] ?? '400',
          // Payments stay PROCESSING until a test settles them (POST /__test/billing/settle).
          PORTAL_PAYMENT_SETTLE_SECONDS: '3600',
          DATABASE_URL: '',
        },
      },
});
