import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface Spa {
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other page path (history fallback). Returns null when the app is not built.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<Spa | null> {
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
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.startsWith(path.join(root, 'assets') + path.sep);
      // index.html names the current hashed assets: it must be revalidated on every visit.
      const isIndex = path.basename(filePath) === 'index.html';
      res.header('cache-control', isHashedAsset ? IMMUTABLE : isIndex ? 'no-cache' : 'public, max-age=3600');
    },
  });
  return {
    sendIndex: (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', root),
  };
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
