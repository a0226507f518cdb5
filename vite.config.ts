import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraGlobalCssPlugin } from './scripts/chakra-global-css.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { routePreloadsPlugin } from './scripts/route-preloads.ts';
import { unsupportedNoticePlugin } from './scripts/unsupported-notice.ts';

// The API the dev server proxies to (npm run dev starts it on this port).
const apiTarget = process.env['PORTAL_DEV_API'] ?? 'http://127.0.0.1:8787';

export default defineConfig({
  // unsupportedNoticePlugin: /unsupported.js for browsers without modules (index.html, nomodule).
  // chakraGlobalCssPlugin: the Chakra system's global CSS as a stylesheet (virtual:chakra-global.css).
  // precompressPlugin: .br and .gz beside every built file (served as they are: server/routes/static.ts).
  // routePreloadsPlugin: route-preloads.json, each screen's chunks for index.html's modulepreload links.
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
    unsupportedNoticePlugin(),
    routePreloadsPlugin(),
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
          // Everything the entry imports statically is needed before the first paint anyway; by
          // default rolldown cuts it into several shared chunks (react+i18next, zod, router-core…)
          // because lazy routes use them too. One chunk is one request and compresses ~7 KB
          // smaller (issue 2's first-load budget, `npm run bench`). Route-only code stays in route
          // chunks: `$initial` matches only modules on the entry's static import chain (checked
          // for lucide-react: only the 27 icons the shell imports are here, ~4 KB gzip; the
          // routes' icons stay in their chunks, so rewriting imports per icon gains nothing).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
