/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';

const apiTarget = process.env.TIGHTLINES_API_URL ?? 'http://127.0.0.1:8080';
const prerenderScript = path.join(import.meta.dirname, 'src/prerender.tsx');

// The pages people land on most, prerendered for guests (measured by `npm run bench:web`). `/` goes
// into index.html; each other page into <page>/index.html, and spa.html is index.html with nothing
// prerendered, for every other address and for signed-in visitors (apps/server/src/http/spa.ts).
const PRERENDERED = ['/home', '/tournament'];
const SPA_FALLBACK = '/spa.html';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    vitePrerenderPlugin({
      renderTarget: '#root',
      prerenderScript,
      additionalPrerenderRoutes: [...PRERENDERED, SPA_FALLBACK],
    }),
    afterPrerendering(),
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

/**
 * What follows vite-prerender-plugin: keeps the source maps unnamed (the plugin turns them on for its
 * error messages), drops the chunks only the prerender script used (React's static renderer), and
 * inlines each prerendered page's critical CSS with beasties. The full stylesheet is not linked from
 * those pages: it comes with the app's code (src/app/start.tsx, which src/main.tsx loads).
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
 * The build's stylesheets in the order the browser gets them (src/app/start.tsx imports Mantine's
 * stylesheet first), so the inlined rules override one another as the full ones will.
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
