/// <reference types="vitest/config" />
import { compileMessage } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, runnerImport, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import {
  API_CACHE_DAYS,
  API_CACHE_ENTRIES,
  API_CACHE_NAME,
  OFFLINE_API_READS,
} from './src/api/offline-cache';

const require = createRequire(import.meta.url);
const apiTarget = process.env.TIGHTLINES_API_URL ?? 'http://127.0.0.1:8080';
const prerenderScript = path.join(import.meta.dirname, 'src/prerender.tsx');

// The pages people land on most, prerendered for guests (measured by `npm run bench:web`). `/` goes
// into index.html; each other page into <page>/index.html, and spa.html is index.html with nothing
// prerendered, for every other address and for signed-in visitors (apps/server/src/http/spa.ts).
const PRERENDERED = ['/home', '/tournament'];
const SPA_FALLBACK = '/spa.html';

// What every page runs: React, React DOM's client, React Router and TanStack Query (not React's
// server renderer, which only the prerendering uses).
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;
const SERVER_RENDERER = /server|[\\/]react-dom[\\/]static/;
const isFrameworkModule = (id: string) => FRAMEWORK.test(id) && !SERVER_RENDERER.test(id);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterProductionBuild(),
    compiledCatalogues(),
    vitePrerenderPlugin({
      renderTarget: '#root',
      prerenderScript,
      additionalPrerenderRoutes: [...PRERENDERED, SPA_FALLBACK],
    }),
    afterPrerendering(),
    // The installable app (issue 40): its manifest and a service worker that precaches the app
    // shell, so every page opens offline (a page's data needs the connection, or the device's
    // copy of a session logged offline). Registered by the app once a page has loaded
    // (ui/pwa/service-worker.tsx, mounted by My Fishlogs), never by a script in the page.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Tightlines',
        short_name: 'Tightlines',
        description: 'Sport-fishing sessions, leaderboards, clubs and video-judged tournaments',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b3a5b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', '.vite/**'],
        // Any page opened offline is the app's own page with nothing prerendered; the API, the
        // identity provider, media and the payment pages are never answered by the worker.
        navigateFallback: SPA_FALLBACK,
        navigateFallbackDenylist: [/^\/(api|idp|media|pay)(\/|$)/],
        cleanupOutdatedCaches: true,
        // What the user last saw (ADR 030): the API reads of the pages they opened, from the
        // network when it answers, else as they last came. Cleared at sign-out (api/offline-cache.ts).
        runtimeCaching: [
          {
            urlPattern: OFFLINE_API_READS,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: API_CACHE_NAME,
              // A signal at sea that answers nothing for this long is no signal.
              networkTimeoutSeconds: 10,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: API_CACHE_ENTRIES, maxAgeSeconds: API_CACHE_DAYS * 24 * 3600 },
            },
          },
        ],
      },
    }),
    compression({
      algorithms: [
        ['brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }],
        ['gzip', { level: 9 }],
      ],
      include: /\.(?:js|css|html|svg|json)$/,
      // Below this, a compressed copy saves less than the headers it costs.
      threshold: 1024,
    }),
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
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // scripts/check-web-size.mjs reads the manifest to list the build's chunks.
    manifest: true,
    rolldownOptions: {
      // What every page runs in one chunk rather than in many small ones: a phone fetches fewer
      // files, which compress better together (scripts/check-web-size.mjs adds them up file by file).
      output: { codeSplitting: { groups: [{ name: 'framework', test: isFrameworkModule }] } },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});

/**
 * What follows vite-prerender-plugin: keeps the source maps unnamed (the plugin turns them on for its
 * error messages), drops the chunks only the prerender script used (React's static renderer), and
 * inlines each prerendered page's critical CSS with beasties. The full stylesheet is not linked from
 * those pages: it comes with the app's code (src/main.tsx loads Mantine's and the app's).
 */
function afterPrerendering(): Plugin {
  return {
    name: 'tightlines:after-prerendering',
    apply: 'build',
    enforce: 'post',
    config: () => ({ build: { sourcemap: 'hidden' } }),
    async generateBundle(_options, bundle) {
      dropPrerenderOnlyChunks(bundle);
      const stylesheets = stylesheetsInLoadOrder(bundle);
      const beasties = new Beasties({
        path: '/',
        publicPath: '/',
        // Every stylesheet of the build, so a lazily loaded page (the tournament list) finds its rules.
        additionalStylesheets: stylesheets.map((sheet) => `/${sheet.fileName}`),
        // Mantine's own <style> elements are part of the markup React hydrates: left as they are.
        reduceInlineStyles: false,
        // No fonts to load; keyframes are kept only when a kept rule names them.
        fonts: false,
        keyframes: 'critical',
        compress: true,
        logLevel: 'warn',
      });
      beasties.readFile = (file) => {
        const name = path.relative('/', file).split(path.sep).join('/');
        const sheet = stylesheets.find((candidate) => candidate.fileName === name);
        if (!sheet) throw new Error(`beasties asked for ${file}, which the build did not write`);
        return String(sheet.source);
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.html')) continue;
        if (output.fileName === SPA_FALLBACK.slice(1)) continue;
        output.source = criticalStylesFirstInBody(await beasties.process(String(output.source)));
      }
    },
  };
}

/**
 * Moves the rules beasties inlined at the end of <head> to the start of <body>. The app's stylesheets
 * are added to <head> later (by Vite's preload helper, one chunk at a time), so they come before
 * these rules: until the last of them is in, they cannot override what the page was painted with.
 */
function criticalStylesFirstInBody(html: string): string {
  const critical = /<style>(?:(?!<\/style>)[\s\S])*<\/style>(?=\s*<\/head>)/.exec(html);
  if (!critical) throw new Error('beasties inlined no rules at the end of <head>');
  return html.replace(critical[0], '').replace(/<body>/, `<body>${critical[0]}`);
}

/**
 * The build's stylesheets in the order the browser gets them (src/main.tsx loads Mantine's stylesheet
 * first), so the inlined rules override one another as the full ones will.
 */
function stylesheetsInLoadOrder(bundle: Rollup.OutputBundle): Rollup.OutputAsset[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!order.includes(css)) order.push(css);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.facadeModuleId === prerenderScript) continue;
    visit(chunk.fileName);
    for (const imported of chunk.dynamicImports) visit(imported);
  }
  const sheets = Object.values(bundle).filter(
    (output): output is Rollup.OutputAsset => output.type === 'asset' && output.fileName.endsWith('.css'),
  );
  const rank = (sheet: Rollup.OutputAsset) => {
    const index = order.indexOf(sheet.fileName);
    return index === -1 ? order.length : index;
  };
  return sheets.sort((a, b) => rank(a) - rank(b));
}

/** Removes the prerender entry and every chunk that only it reaches, so none of them ships. */
function dropPrerenderOnlyChunks(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    if (reached.has(fileName)) return;
    reached.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const chunk of chunks)
    if (chunk.isEntry && chunk.facadeModuleId !== prerenderScript) visit(chunk.fileName);
  for (const chunk of chunks) {
    if (reached.has(chunk.fileName)) continue;
    delete bundle[chunk.fileName];
    delete bundle[`${chunk.fileName}.map`];
  }
}

/**
 * React Router 7 resolves to its development build for every bundler (its package exports name no
 * production condition); a production build takes its production build, the same code without the
 * development warnings.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'tightlines:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: path.join(
              path.dirname(require.resolve('react-router/package.json')),
              'dist/production/index.mjs',
            ),
          },
        ],
      },
    }),
  };
}

/** A bundle of the catalogues (src/app/catalogue-bundles/): the messages of some features in one language. */
const CATALOGUE_BUNDLE = /[\\/]src[\\/]app[\\/]catalogue-bundles[\\/][\w-]+\.(?:en|es)\.ts$/;

/**
 * Lingui's catalogues compiled by the build, as its own tooling does for catalogues it extracts: each
 * bundle's ICU messages become Lingui's compiled form, so the browser ships no message parser and
 * compiles nothing (in development and tests Lingui compiles them as they are read). The bundle is
 * evaluated with Vite's module runner (its messages come from the features' catalogues, the spec's
 * error messages from packages/domain) and replaced by its compiled messages.
 */
function compiledCatalogues(): Plugin {
  return {
    name: 'tightlines:compiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    async transform(_code, id) {
      if (!CATALOGUE_BUNDLE.test(id)) return null;
      const { module } = await runnerImport<{ default: Record<string, string> }>(id, {
        root: import.meta.dirname,
        configFile: false,
        logLevel: 'error',
      });
      const compiled = Object.fromEntries(
        Object.entries(module.default).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: { mappings: '' } };
    },
  };
}
