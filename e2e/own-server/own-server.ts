import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/free-port';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_ENTRY = path.resolve(here, '../../apps/server/dist/main.js');
const SHIFTED_CLOCK = path.resolve(here, 'shifted-clock.mjs');
/** How long the server may take to migrate its in-memory database, seed the demo world and listen. */
const START_TIMEOUT_MS = 60_000;

export interface OwnServer {
  baseURL: string;
  /** Moves the server's clock forward; resolves once requests see the new time. */
  advanceClock(ms: number): Promise<void>;
  /** Stops the server (SIGTERM) and starts it again on the same address and data directory. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A server process of a journey's own, on a fresh in-memory database with the demo world, for what
 * the shared server (e2e/playwright.config.ts) must not do: a clock moved forward, production limits,
 * a restart. Same build and settings as the shared one, except what `env` overrides (a `DATA_DIR` on
 * disk keeps the data across a restart).
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const spawnServer = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, ['--import', SHIFTED_CLOCK, SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: '10',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    await untilHealthy(child, baseURL, () => errors);
    return child;
  };
  let child = await spawnServer();
  return {
    baseURL,
    advanceClock: (ms) => advanceClock(child, ms),
    restart: async () => {
      await stop(child);
      child = await spawnServer();
    },
    stop: () => stop(child),
  };
}

async function untilHealthy(child: ChildProcess, baseURL: string, errors: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${errors()}`);
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop(child);
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms: ${errors()}`);
}

function advanceClock(child: ChildProcess, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== 'clock-advanced') return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.send({ type: 'advance-clock', ms });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
