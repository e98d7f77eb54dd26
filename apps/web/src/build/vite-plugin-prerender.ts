// Build-time prerendering of the pages people land on most (the home feed and the tournament
// list). Their HTML ships in index.html, so a phone on a weak connection shows the page as soon as
// the HTML and the stylesheet are in, instead of after the whole app's JavaScript (issue 7: LCP of
// the home route within 1.1 × a trivial React page). React then renders the same page over it.
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { EARLY_TAP_ATTRIBUTE } from '../app/early-taps.js';
import { bootScript } from './boot-script.js';
import { criticalCss } from './critical-css.js';

export interface PrerenderedPage {
  /** Names the page's template in index.html. */
  id: string;
  /** The addresses that show this page; the first one is rendered. */
  paths: readonly [string, ...string[]];
}

export interface PrerenderOptions {
  pages: readonly PrerenderedPage[];
  /** A localStorage key present for signed-in visitors: they skip the guests' prerendered page. */
  signedInKey: string;
}

export function prerenderPages({ pages, signedInKey }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tightlines:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // The prerendered markup is styled for the light scheme before Mantine's script can say so.
    transformIndexHtml: (html) =>
      html.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">'),
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the server bundle resolves its dependencies from node_modules.
      const ssrDir = path.join(outDir, '.prerender');
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: 'production',
          logLevel: 'warn',
          plugins: [react()],
          // The domain package ships TypeScript sources, so it is bundled; the rest loads from node_modules.
          ssr: { noExternal: ['@tightlines/domain'] },
          build: {
            ssr: path.join(import.meta.dirname, 'prerender-entry.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        });
        const markup = renderInNode(path.join(ssrDir, 'prerender-entry.js'), pages);
        writeIndexHtml(outDir, pages, markup, signedInKey);
      } finally {
        fs.rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/** Renders each page in a child process, where the stand-in browser globals cannot leak into Vite. */
function renderInNode(bundle: string, pages: readonly PrerenderedPage[]): Record<string, string> {
  const program = `
    const { renderPage } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
    const pages = ${JSON.stringify(pages)};
    const markup = {};
    for (const page of pages) {
      const html = await renderPage(page.paths[0]);
      if (html === null) throw new Error(page.paths[0] + ' redirects; only pages can be prerendered');
      markup[page.id] = html;
    }
    process.stdout.write(JSON.stringify(markup));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: path.dirname(bundle),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  return JSON.parse(output) as Record<string, string>;
}

/**
 * Puts each page's markup in a template, inlines the stylesheet rules those pages use, and swaps the
 * module script, its preloads and the stylesheet link for the boot script, which picks the template
 * matching the address and then loads the stylesheet and starts the app.
 */
function writeIndexHtml(
  outDir: string,
  pages: readonly PrerenderedPage[],
  markup: Record<string, string>,
  signedInKey: string,
) {
  const indexPath = path.join(outDir, 'index.html');
  let html = fs.readFileSync(indexPath, 'utf8');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('prerender: index.html has no module script to start the app');
  html = html.replace(entry[0], '');
  const preloads: string[] = [];
  html = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });

  const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(html);
  if (!stylesheet?.[1]) throw new Error('prerender: index.html has no stylesheet');
  const css = fs.readFileSync(path.join(outDir, stylesheet[1]), 'utf8');
  const critical = criticalCss(
    css,
    pages.map((page) => markup[page.id] ?? ''),
  );
  html = html.replace(stylesheet[0], `<style id="critical-css">${critical}</style>`);

  const templateIds: Record<string, string> = {};
  for (const page of pages)
    for (const pagePath of page.paths) templateIds[pagePath] = `prerendered-${page.id}`;
  const source = bootScript({
    entry: entry[1],
    preloads,
    stylesheet: stylesheet[1],
    pages: templateIds,
    signedInKey,
    earlyTapAttribute: EARLY_TAP_ATTRIBUTE,
  });
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const bootFile = `assets/boot-${hash}.js`;
  fs.writeFileSync(path.join(outDir, bootFile), source);

  // Mantine writes the same style elements (theme variables, responsive classes) into every page:
  // those go to the head once, where they also style the app when it renders.
  const styleSets = pages.map(
    (page) => new Set(markup[page.id]?.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? []),
  );
  const shared = [...(styleSets[0] ?? [])].filter((style) => styleSets.every((set) => set.has(style)));
  const templates = pages
    .map((page) => {
      const body = shared.reduce((rest, style) => rest.replace(style, ''), markup[page.id] ?? '');
      return `<template id="prerendered-${page.id}">${body}</template>`;
    })
    .join('\n    ');
  html = html.replace('</head>', `  ${shared.join('')}\n  </head>`);
  html = html.replace(
    '<div id="root"></div>',
    `<div id="root"></div>\n    ${templates}\n    <script src="/${bootFile}"></script>`,
  );
  fs.writeFileSync(indexPath, html);
}
