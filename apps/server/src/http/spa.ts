import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pageLanguage } from './page-language';
import { injectPageMeta, type PageMeta, type PageMetaSource } from './page-meta';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What vite-plugin-pwa writes at the root of the build: the service worker and the manifest. */
const SERVICE_WORKER_FILES = new Set(['sw.js', 'manifest.webmanifest']);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Spa {
  /** Answers index.html for the request of `reply`, with its link preview when it has one. */
  sendIndex(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

/** Paths the API process owns; anything else is the single-page app (its pages and its files). */
export function isServerPath(url: string): boolean {
  return /^\/(api|idp|media|pay)(\/|$|\?)/.test(url);
}

/** A source map (or a compressed copy of one): built for error reports, never served. */
export const isSourceMap = (urlPath: string) => /\.map(?:\.(?:br|gz))?$/i.test(urlPath.split('?')[0] ?? '');

/** The build's .br/.gz copies are named after the file they compress. */
const withoutCompression = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, the
 * build's brotli/gzip copies when the browser takes them, and index.html for any other page path
 * (history fallback). A page with a link preview (`previews`, e.g. a shared session) gets its Open
 * Graph tags in the head of that index.html. Returns null when the app is not built.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  previews?: PageMetaSource,
): Promise<Spa | null> {
  const root = distDir ? path.resolve(distDir) : findWebDist();
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn('the web app is not built; run `npm run build` to serve it');
    return null;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The build keeps its source maps on disk (hidden: no script names them); nobody downloads them.
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.startsWith(path.join(root, 'assets') + path.sep);
      // The pages (index.html, the prerendered ones, spa.html) name the current hashed assets: they
      // must be revalidated on every visit.
      const isIndex = withoutCompression(filePath).endsWith('.html');
      // The service worker and the app's manifest (issue 40) are looked at anew on every visit, so a
      // new version is found as soon as it is published.
      const isAppManifest = SERVICE_WORKER_FILES.has(path.basename(withoutCompression(filePath)));
      res.header(
        'cache-control',
        isHashedAsset ? IMMUTABLE : isIndex || isAppManifest ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  const pages = prerenderedPages(root);
  const fallback = fs.existsSync(path.join(root, SPA_FALLBACK)) ? SPA_FALLBACK : 'index.html';
  const sendBuilt = (reply: FastifyReply, page: string) =>
    reply.header('cache-control', 'no-cache').sendFile(page, root);
  return {
    sendIndex: async (reply) => {
      const page = pageFor(reply.request, pages, fallback);
      let meta: PageMeta | null = null;
      try {
        meta = previews ? await previews(reply.request.url) : null;
      } catch (error) {
        // A page without its preview is better than no page.
        reply.log.error({ err: error }, 'link preview failed');
      }
      if (!meta) return sendBuilt(reply, page);
      // Read at each preview, so a rebuilt app is never answered with stale asset names.
      const html = injectPageMeta(await fs.promises.readFile(path.join(root, page), 'utf8'), meta);
      return sendCompressed(reply, html);
    },
  };
}

/** The build's index.html with nothing prerendered in it (apps/web/vite.config.ts). */
const SPA_FALLBACK = 'spa.html';
/** Set by the web app while someone is signed in (apps/web/src/app/signed-in-hint.ts). */
const SIGNED_IN_HINT = /(?:^|;\s*)tl_signed_in=1(?:;|$)/;

/**
 * The pages the build prerendered for guests, by path: `/` is index.html, `/tournament` is
 * tournament/index.html. Read once: a rebuild writes the same pages.
 */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>([['/', 'index.html']]);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || (dir === '' && entry.name === 'assets'))
        continue;
      const sub = dir ? `${dir}/${entry.name}` : entry.name;
      if (fs.existsSync(path.join(root, sub, 'index.html'))) pages.set(`/${sub}`, `${sub}/index.html`);
      walk(sub);
    }
  };
  walk('');
  return pages;
}

/**
 * Which built page answers a request: the guests' prerendered page of its path, or the page with
 * nothing prerendered for a signed-in visitor (they must not see the guests' page flash before the
 * app shows theirs), for an address with a query (a sign-in coming back, a reset link: the app
 * shows something else there), for a visitor reading another language than the pages' English (the
 * app renders theirs at once, with no English flash) and for every path that has no prerendered page.
 */
function pageFor(request: FastifyRequest, pages: Map<string, string>, fallback: string): string {
  const url = new URL(request.url, 'http://localhost');
  if (url.search !== '' || SIGNED_IN_HINT.test(request.headers.cookie ?? '')) return fallback;
  if (pageLanguage(request) !== 'en') return fallback;
  return pages.get(url.pathname.replace(/\/+$/, '') || '/') ?? fallback;
}

/** Sends a page compressed as the browser accepts (brotli, then gzip), like the build's own copies. */
async function sendCompressed(reply: FastifyReply, html: string): Promise<FastifyReply> {
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzip(html, { level: 6 }));
  }
  return reply.send(html);
}

/** Finds apps/web/dist from the sources (src/http) or the bundle (dist/). */
function findWebDist(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 6; level += 1) {
    for (const candidate of [path.join(dir, 'apps', 'web', 'dist'), path.join(dir, 'web', 'dist')]) {
      if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  return null;
}
