import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootSplashPlugin } from './scripts/boot-splash.ts';
import { chakraGlobalCssPlugin } from './scripts/chakra-global-css.ts';
import { overlayModules, sharedGroupNames } from './scripts/chunk-groups.ts';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
import { criticalCssPlugin } from './scripts/critical-css.ts';
import { earlySessionPlugin } from './scripts/early-session.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { routePreloadsPlugin } from './scripts/route-preloads.ts';
import { unsupportedNoticePlugin } from './scripts/unsupported-notice.ts';

// The shared files' groups (scripts/chunk-groups.ts): what three or more screens render first, and
// what they only load later; the overlays' machinery is a group of its own by name.
const shared = sharedGroupNames({ minScreens: 3, except: overlayModules });
// The pair files split the same way: rolldown merges a small pair into a neighbour, and a merge of
// a later pair (a Filters dialog's) into a screen's first-render pair put the overlays' and the
// later files on /activity's first load (it happened when one module was added elsewhere).
const pairs = sharedGroupNames({ except: overlayModules, names: { firstRender: 'pair', later: 'pair-later' } });

// The API the dev server proxies to (npm run dev starts it on this port).
const apiTarget = process.env['PORTAL_DEV_API'] ?? 'http://127.0.0.1:8787';

export default defineConfig({
  // unsupportedNoticePlugin: /unsupported.js for browsers without modules (index.html, nomodule).
  // earlySessionPlugin: /early-session.js, the requests index.html starts before the bundle, from the portal's modules.
  // chakraGlobalCssPlugin: the Chakra system's global CSS as a stylesheet (virtual:chakra-global.css).
  // bootSplashPlugin: the splash's markup in index.html's root, painted before the bundle runs.
  // criticalCssPlugin: the splash's rules inline, the stylesheet linked after it (paints before the file is in).
  // precompressPlugin: .br and .gz beside every built file (served as they are: server/routes/static.ts).
  // routePreloadsPlugin: route-preloads.json, each screen's chunks for index.html's modulepreload links.
  // compileHintsPlugin: V8's eager-compilation hint on the dashboard's first-load chunks.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels in its screen's chunk, not in the entry: a loader imports its
      // area's queries and contract, which would otherwise put every area's code on every first
      // load (issue 11). One chunk per route keeps it one request, preloaded beside the entry.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    chakraGlobalCssPlugin(),
    bootSplashPlugin(),
    criticalCssPlugin(),
    unsupportedNoticePlugin(),
    earlySessionPlugin(),
    routePreloadsPlugin(),
    compileHintsPlugin(),
    precompressPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/portalApi': apiTarget,
      '/login': apiTarget,
      '/logout': apiTarget,
      '/support': apiTarget,
      '/config.js': apiTarget,
      '/update': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few files per first load (issue 11). On a phone's connection every request costs a
          // round trip (~560 ms on slow 4G) and a browser opens only six connections to the
          // server, so the default split (one small chunk per combination of screens that share
          // a module: 27 files for the dashboard, 59 for /activity) loaded in rounds of six, and
          // /api/me waited behind them. The groups, highest priority first:
          groups: [
            // Everything the entry imports statically is needed before the first paint anyway; by
            // default rolldown cuts it into several shared chunks (react+i18next, zod,
            // router-core…) because lazy routes use them too. `$initial` matches only modules on
            // the entry's static import chain (lucide-react: only the icons the shell imports).
            { name: 'app', tags: ['$initial'], priority: 30 },
            // The dashboard, where every login lands: its route and all it imports, one file.
            { name: 'dashboard', test: /\/src\/routes\/index\.tsx\?tsr-split=/, priority: 20 },
            // Code three or more lazy parts use: one file of what screens render first (lists,
            // toolbars, empty and error states), loaded beside a screen's own chunk; one of the
            // overlays' machinery (zag's dialog, menu, popover, tooltip…, floating-ui), loaded
            // with the first overlay a screen opens; and one of what they open later (the
            // dialogs' and forms' own code). In that order: a group takes what its modules import
            // too (scripts/chunk-groups.ts).
            { name: shared.firstRender, minShareCount: 3, priority: 12 },
            { name: 'overlays', test: overlayModules, priority: 11 },
            { name: shared.later, minShareCount: 3, priority: 10 },
            // Code two parts share: a file per pair, small ones merged into their neighbours,
            // what a screen renders first apart from what opens later.
            { name: pairs.firstRender, minShareCount: 2, priority: 5, entriesAware: true, entriesAwareMergeThreshold: 16_000 },
            { name: pairs.later, minShareCount: 2, priority: 4, entriesAware: true, entriesAwareMergeThreshold: 16_000 },
          ],
        },
      },
    },
  },
});
