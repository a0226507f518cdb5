// Flat config for ESLint 10. Deliberately NOT type-aware (no parserOptions.project): typed
// linting costs minutes on the 2-core machines this is built on; `tsc` does the type checks.
//
// The import boundaries of docs/architecture.md (DESIGN.md §2) are enforced with
// import-x/no-restricted-paths on *resolved* paths; the `@/` alias is resolved by import-x's
// built-in unrs-based resolver configured below (no eslint-import-resolver-typescript needed).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const root = path.dirname(fileURLToPath(import.meta.url));

// STYLE rule 12: kebab-case file names, dotted role suffixes (`messages.queries.ts`). TanStack
// route files may also use its `$param`, `$` (splat), `__root` and `_pathless` forms, and its `-`
// prefix for a module beside the routes that is not a route (a composition two routes share).
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const routeSegment = /^(\$[a-zA-Z][a-zA-Z0-9]*|\$|__root|_[a-z0-9-]+|\([a-z0-9-]+\)|-[a-z0-9]+(-[a-z0-9]+)*)$/;
const portalPlugin = {
  rules: {
    'filename-case': {
      meta: { type: 'suggestion', schema: [], messages: { bad: 'File name "{{name}}" is not kebab-case (STYLE rule 12).' } },
      create(context) {
        const file = context.filename;
        const name = path.basename(file);
        const stem = name.replace(/\.(d\.ts|tsx?|mts|mjs|cjs|jsx?)$/, '');
        const inRoutes = path.relative(root, file).startsWith(`src${path.sep}routes${path.sep}`);
        const ok = stem.split('.').every((part) => kebab.test(part) || (inRoutes && routeSegment.test(part)));
        return ok ? {} : { Program: (node) => context.report({ node, messageId: 'bad', data: { name } }) };
      },
    },
  },
};

const resolver = createNodeResolver({
  alias: { '@': [path.join(root, 'src')] },
  extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json', '.d.ts'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
  conditionNames: ['types', 'import', 'module', 'default', 'require'],
  mainFields: ['types', 'module', 'main'],
});

/**
 * Which parts of src/app a feature may import (paths relative to src/app). Only the shell: it is
 * the face of the session and the realtime connection (docs/architecture.md "The shell exception").
 */
// Features read the signed-in user and the session scope through the session facade (the one
// seam of src/app they need); only the shell also reaches the session internals and realtime.
const appAllowedForFeature = { all: ['./session/session.ts'], shell: ['./session', './realtime'] };

/** Zone helper: files under `target` must not import from any of `from`. */
const zone = (target, from, message, except) => ({
  target,
  from,
  ...(except ? { except } : {}),
  message,
});

// Every folder of src except contract: used to say "contract imports nothing of src but itself".
const srcFolders = ['api', 'app', 'components', 'domain', 'features', 'lib', 'locales', 'routes', 'stores', 'testing', 'workers'];

const boundaryZones = [
  // contract: zod only (no other part of src; package imports are checked below).
  zone('./src/contract', srcFolders.map((f) => `./src/${f}`), 'src/contract may import zod only.'),
  // api: contract, lib.
  zone(
    './src/api',
    ['./src/components', './src/features', './src/routes', './src/stores', './src/app', './src/testing'],
    'src/api may import src/contract and src/lib only (docs/architecture.md).',
  ),
  // components: data-free shared UI.
  zone(
    './src/components',
    ['./src/api', './src/features', './src/routes', './src/app', './src/testing'],
    'src/components is data-free: no api, features, routes or app.',
  ),
  // features: no routes, no app internals, no testing. The shell is the one feature that may use
  // the session and realtime hooks of the composition root (see docs/architecture.md).
  zone('./src/features', ['./src/routes', './src/testing'], 'Features must not import routes or testing helpers.'),
  zone(
    './src/features',
    './src/app',
    'Features must not import src/app (only features/shell may use app/session and app/realtime).',
  ),
  // routes: features, api, components, lib; not app internals or testing.
  zone('./src/routes', ['./src/testing'], 'Routes must not import testing helpers.'),
  // stores: UI state only.
  zone(
    './src/stores',
    ['./src/api', './src/features', './src/routes', './src/app', './src/testing'],
    'Stores hold UI state only: they must not import api (or features, routes, app).',
  ),
  // lib: pure logic, below everything but contract.
  zone(
    './src/lib',
    ['./src/api', './src/components', './src/features', './src/routes', './src/stores', './src/app', './src/testing'],
    'src/lib is the bottom layer: contract only.',
  ),
  // app code never imports test helpers.
  zone(['./src/workers', './src/app', './src/main.tsx'], './src/testing', 'App code must not import src/testing.'),
  // server and e2e talk to src only through the contract.
  // domain: the rules client and server share (pure TypeScript): contract only.
  zone(
    './src/domain',
    srcFolders.filter((f) => f !== 'domain').filter((f) => f !== 'contract').map((f) => `./src/${f}`),
    'src/domain may import src/contract only (docs/architecture.md).',
  ),
  zone('./server', './src', 'The server may import src/contract and src/domain only.', ['./contract', './domain']),
  zone('./e2e', './src', 'e2e may import src/contract only; drive the app over HTTP.', ['./contract']),
  ...serverZones(),
];

/**
 * The server's layers (docs/architecture.md "Server layers"): routes translate HTTP and call
 * services and repositories; services call repositories; repositories alone read the schema.
 */
function serverZones() {
  const schema = ['./server/db/schema.ts', './server/db/schema'];
  return [
    zone(
      ['./server/routes', './server/services', './server/http', './server/realtime', './server/pages', './server/push', './server/lib', './server/app.ts', './server/index.ts'],
      schema,
      'Only server/db/repositories (and the db setup, seed and migrations) read the schema: go through a repository.',
    ),
    zone('./server/services', ['./server/routes', './server/pages'], 'Services must not import routes: routes call services.'),
    zone(
      './server/db',
      ['./server/routes', './server/services', './server/pages', './server/app.ts'],
      'The database layer must not import routes or services.',
    ),
  ];
}

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      'coverage/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, portal: portalPlugin },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [resolver],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        // `typeof import('./x')` stays allowed: lazy() components type their props that way.
        { prefer: 'type-imports', fixStyle: 'separate-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'portal/filename-case': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  // Features: no cross-feature imports; features/shell may use app/session and app/realtime.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zonesFor({ feature: true }) }] },
  },
  {
    files: ['src/features/shell/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zonesFor({ feature: true, shell: true }) }],
    },
  },
  // Tests and test helpers may import src/testing (the other boundaries still hold).
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zonesFor({ tests: true }) }] },
  },
  {
    files: ['src/features/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zonesFor({ feature: true, tests: true }) }],
    },
  },
  {
    files: ['src/features/shell/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: zonesFor({ feature: true, shell: true, tests: true }) },
      ],
    },
  },
  // Client code: browser globals, React hooks, TanStack Query rules, no cycles.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...pluginQuery.configs['flat/recommended'][0].rules,
      '@tanstack/query/prefer-query-options': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
      // STYLE rule 13: one env reader per side.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env only in src/lib/env.ts.',
        },
        // Issue 11: without lazyMount, Ark renders every closed overlay's content (hidden) when
        // its trigger mounts: the menus, drawers and tooltips of a screen cost its first load.
        {
          selector:
            "JSXOpeningElement[name.object.name=/^(Dialog|Drawer|Menu|Popover|Tooltip|HoverCard|Select|Combobox)$/][name.property.name='Root']:not(:has(JSXAttribute[name.name='lazyMount']))",
          message: 'Give overlay roots lazyMount: their content renders when first shown, not on every first load.',
        },
        // Issue 11: Chakra's Tabs and Avatar start a zag machine each and bring its code into the
        // first load; the portal's own are plain elements drawn the same (docs/architecture.md).
        {
          selector: "ImportDeclaration[source.value='@chakra-ui/react'] ImportSpecifier[imported.name=/^(Tabs|Avatar)$/]",
          message: 'Use TabList/TabPanel from @/components/tabs and InitialsAvatar from @/components/initials-avatar.',
        },
        // A solid Button (the default variant) without a palette is Chakra's grey solid, which the
        // portal never draws: the sign-in and quote screens had black primary buttons while every
        // other screen's are the brand's.
        {
          selector:
            "JSXOpeningElement[name.name='Button']:not(:has(JSXAttribute[name.name='colorPalette'])):not(:has(JSXAttribute[name.name='variant'][value.type='Literal'][value.value!='solid']))",
          message: 'Give a solid Button colorPalette="brand" (a primary action), or another variant: the grey solid is not the portal\'s.',
        },
      ],
    },
  },
  // STYLE rule 12: no barrel files in src/api and src/features (import from the defining file).
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    rules: { 'import-x/avoid-barrel-files': 'error' },
  },
  // zod/mini, not classic zod, in the app: classic would land in the first load again (issue 2's
  // budget; docs/architecture.md "The contract is on zod/mini"). Tests may use either.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import * as z from 'zod/mini' (docs/architecture.md)." }] },
      ],
    },
  },
  // contract: zod/mini only.
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\.{1,2}/).+',
              message: 'src/contract may import zod/mini (and its own files) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Tests and test helpers may read env and use anything.
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Server: Node globals; process.env only in server/env.ts (STYLE rule 13).
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read process.env only in server/env.ts.' },
      ],
    },
  },
  // The server's cycles are caught like the client's.
  {
    files: ['server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }] },
  },
  // The one exception to "only repositories read the schema": the test surface
  // (server/routes/test-control.ts) resets and arranges data for e2e across every table, which is
  // what it exists for and why it is mounted only when PORTAL_TEST_CONTROL is set. Server tests
  // arrange and inspect rows the same way.
  {
    files: ['server/routes/test-control.ts', 'server/routes/test-control-billing.ts', 'server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: boundaryZones.filter((z) => !String(z.message).startsWith('Only server/db/repositories')) },
      ],
    },
  },
  {
    files: ['server/env.ts', 'server/**/*.test.ts', 'server/**/*-cli.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Node-side tooling.
  {
    files: ['scripts/**', 'e2e/**', '*.config.{ts,js,mjs}', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Service workers served as they are from public/ (push-sw.js).
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);

/** The zones for a kind of file: features may use the session facade, the shell also app/session + app/realtime; tests may use src/testing. */
function zonesFor({ feature = false, shell = false, tests = false } = {}) {
  let zones = boundaryZones;
  if (feature) {
    const except = shell ? appAllowedForFeature.shell : appAllowedForFeature.all;
    zones = zones.map((z) => (z.target === './src/features' && z.from === './src/app' ? { ...z, except } : z));
  }
  if (tests) {
    zones = zones
      .map((z) => {
        const from = (Array.isArray(z.from) ? z.from : [z.from]).filter((f) => f !== './src/testing');
        return { ...z, from };
      })
      .filter((z) => z.from.length > 0);
  }
  return feature ? [...zones, ...crossFeatureZones()] : zones;
}

function crossFeatureZones() {
  // no-restricted-paths has no "same folder" wildcard: one zone per existing feature folder.
  let names;
  try {
    names = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    names = [];
  }
  return names.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: `features/${name} must not import another feature.`,
  }));
}
