import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API the dev server proxies to (npm run dev starts it on this port).
const apiTarget = process.env['PORTAL_DEV_API'] ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
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
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900 },
});
