import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** A port nobody listens on right now, from the operating system. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type ContentEncoding = 'br' | 'gzip' | null;

/**
 * Serves a built directory the way the app server serves its assets (hashed assets cached, and the
 * same content encoding), so the baseline page and the app differ only in what they ship.
 */
export async function serveStatic(root: string, encoding: ContentEncoding): Promise<RunningServer> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    const body = fs.readFileSync(file);
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    response.end(
      encoding === 'br' ? zlib.brotliCompressSync(body) : encoding === 'gzip' ? zlib.gzipSync(body) : body,
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts the production server (apps/server/dist/main.js) on a free port and a fresh in-memory
 * database, serving a snapshot of the built web app so a rebuild during the run cannot change it.
 */
export async function startAppServer(repoRoot: string, snapshotDir: string): Promise<RunningServer> {
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  const webDist = path.join(repoRoot, 'apps/web/dist');
  for (const built of [main, path.join(webDist, 'index.html')]) {
    if (!fs.existsSync(built)) throw new Error(`${built} is missing; run \`npm run build\` first`);
  }
  fs.rmSync(snapshotDir, { recursive: true, force: true });
  fs.cpSync(webDist, snapshotDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: repoRoot,
    // Its log and the demo accounts it prints would bury the figures; startup errors go to stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: 'memory://',
      WEB_DIST_DIR: snapshotDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '10000',
    },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the app server exited with code ${code} before answering`)),
    ),
  );
  await Promise.race([waitForHealth(`${url}/api/health`), exited]);
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** How the app server encodes its scripts for a browser that accepts brotli and gzip. */
export async function detectEncoding(appUrl: string): Promise<ContentEncoding> {
  const html = await (await fetch(`${appUrl}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error(`${appUrl}/ names no script under /assets`);
  const response = await fetch(`${appUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding');
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}
