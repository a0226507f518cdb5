import { existsSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: 'client' (src, jsdom) and 'server' (server, node). `vitest run --project server`
// runs one of them. PostgreSQL-only tests (*.pg.test.ts) run only when TEST_DATABASE_URL is set
// (npm run test:pg starts a throwaway PostgreSQL and sets it).
const src = fileURLToPath(new URL('./src', import.meta.url));
const alias = { '@': src };
const withPostgres = Boolean(process.env['TEST_DATABASE_URL']);
// Files a run leaves out (comma-separated globs): npm run test:pg leaves the engine-independent
// sweeps and fuzzing to the PGlite run (scripts/test-postgres.mjs). vitest's --exclude does not
// reach into projects.
const extraExclude = (process.env['PORTAL_VITEST_EXCLUDE'] ?? '').split(',').filter(Boolean);

const clientSetup = ['./vitest.setup.client.ts'];
if (existsSync(new URL('./src/testing/setup.ts', import.meta.url))) clientSetup.push('./src/testing/setup.ts');

// The page's Chakra global stylesheet (scripts/chakra-global-css.ts) is a build-time virtual
// module, imported by the page's providers (root-gate.test renders them). jsdom applies no
// stylesheet, so here the module is empty; generating it in every test process would only cost time.
const chakraGlobalCssForTests = {
  name: 'chakra-global-css-for-tests',
  resolveId: (source: string) => (source === 'virtual:chakra-global.css' ? '\0chakra-global-css-for-tests' : null),
  load: (id: string) => (id === '\0chakra-global-css-for-tests' ? 'export {};' : null),
};

export default defineConfig({
  plugins: [chakraGlobalCssForTests],
  resolve: { alias },
  test: {
    // 2-core machines: two forked workers; each server test file may open its own PGlite.
    pool: 'forks',
    maxWorkers: 2,
    passWithNoTests: true,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: clientSetup,
          // Screen-level integration tests (a dialog with a form, several interactions) take
          // 5-15 s in jsdom on a loaded 2-core machine: a timeout is a hang detector, not a budget.
          testTimeout: 40_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...(withPostgres ? [] : ['**/*.pg.test.ts']), ...extraExclude],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
