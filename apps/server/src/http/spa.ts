import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { injectPageMeta, type PageMeta, type PageMetaSource } from './page-meta';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Spa {
  /** Answers index.html for the request of `reply`, with its link preview when it has one. */
  sendIndex(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
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
      // index.html names the current hashed assets: it must be revalidated on every visit.
      const isIndex = path.basename(withoutCompression(filePath)) === 'index.html';
      res.header('cache-control', isHashedAsset ? IMMUTABLE : isIndex ? 'no-cache' : 'public, max-age=3600');
    },
  });
  const sendBuilt = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  return {
    sendIndex: async (reply) => {
      let meta: PageMeta | null = null;
      try {
        meta = previews ? await previews(reply.request.url) : null;
      } catch (error) {
        // A page without its preview is better than no page.
        reply.log.error({ err: error }, 'link preview failed');
      }
      if (!meta) return sendBuilt(reply);
      // Read at each preview, so a rebuilt app is never answered with stale asset names.
      const html = injectPageMeta(await fs.promises.readFile(path.join(root, 'index.html'), 'utf8'), meta);
      return sendCompressed(reply, html);
    },
  };
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
