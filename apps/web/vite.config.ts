/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './src/build/vite-plugin-precompress.js';
import { prerenderPages } from './src/build/vite-plugin-prerender.js';

const apiTarget = process.env.TIGHTLINES_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    prerenderPages({
      // The two pages people land on most, measured by `npm run bench:web`.
      pages: [
        { id: 'home', paths: ['/', '/home'] },
        { id: 'tournaments', paths: ['/tournament'] },
      ],
      // Set for signed-in visitors (src/app/auth/session-store.ts); they skip the guests' page.
      signedInKey: 'tightlines.email',
    }),
    precompressAssets(),
  ],
  server: {
    port: 5173,
    // In development Vite serves the app with hot reload and hands everything else to the API server.
    proxy: Object.fromEntries(['/api', '/idp', '/media', '/pay'].map((path) => [path, apiTarget])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written (scripts/check-web-size.mjs reads them) but not named in the bundles, and the
    // server never serves them (apps/server/src/http/spa.ts).
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    // scripts/check-web-size.mjs reads the manifest to know which chunks the home route loads up front.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
