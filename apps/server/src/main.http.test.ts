import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { bundleServer, serverRoot, type ServerBundle } from './test/server-bundle';

// The entry point as it ships (bundled once for the file), not the sources through tsx: the same
// code, started in a fraction of the time.
let bundle: ServerBundle;
beforeAll(async () => {
  bundle = await bundleServer();
}, 120_000);
afterAll(() => bundle?.remove());

interface Run {
  code: number | null;
  stderr: string;
  /** Everything the process wrote (its log lines are on stdout), for the message of a failed expectation. */
  output: string;
}

/** Starts the real entry point as a separate process; `whenReady` runs once it answers /api/health. */
function runServer(
  env: Record<string, string>,
  whenReady?: (baseUrl: string) => Promise<void>,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', bundle.main], {
      cwd: serverRoot,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        INIT_CWD: serverRoot,
        // The demo world (accounts, generated videos) is the e2e server's business; here it would only
        // slow each start. The catalogue is still seeded, and read back across the restart.
        SEED_DEMO: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      output += chunk.toString();
    });
    child.on('error', reject);
    // 'close', not 'exit': the last lines are read by then.
    child.on('close', (code) => resolve({ code, stderr, output }));
    if (whenReady) {
      const baseUrl = `http://127.0.0.1:${env.PORT}`;
      void waitForHealth(baseUrl)
        .then(() => whenReady(baseUrl))
        .catch(reject)
        .finally(() => child.kill('SIGTERM'));
    }
  });
}

/** Up to a minute: on a loaded two-core machine, migrating and seeding a fresh PGlite takes a while. */
async function waitForHealth(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

describe('starting the server', () => {
  it.each([
    [{ PORT: 'eighty' }, /^tightlines: cannot start: invalid configuration: PORT must be a whole number/],
    [
      { PUBLIC_URL: 'https://fish.example.com' },
      /^tightlines: cannot start: invalid configuration: PUBLIC_URL \(fish\.example\.com\) is a public address but no payment platform is configured/,
    ],
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      /^tightlines: cannot start: cannot reach the database at 127\.0\.0\.1:1/,
    ],
  ])('fails with one clear line for %j', async (env, message) => {
    const run = await runServer(env);
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('keeps its data across a restart, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-main-'));
    const port = String(await freePort());
    let firstSpecies: unknown;

    const first = await runServer({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'info' }, async (baseUrl) => {
      firstSpecies = ((await (await fetch(`${baseUrl}/api/species`)).json()) as { result: unknown }).result;
      // As if the first server were PID 1 of another PID namespace: the pid in the file decides
      // nothing, the kernel lock the first server holds does.
      fs.writeFileSync(path.join(dataDir, 'tightlines.lock'), '1');
      const second = await runServer({ PORT: String(Number(port) + 1), DATA_DIR: dataDir });
      expect(second.code, second.output).toBe(1);
      expect(second.stderr).toMatch(/is in use by another Tightlines process/);
    });
    expect(first.code, first.output).toBe(0);
    // Sign-in comes back to PUBLIC_URL only (http://localhost:PORT by default), so that is the one
    // address printed: not Fastify's line per interface (127.0.0.1, the LAN address).
    expect(first.output).toContain(`open http://localhost:${port}`);
    const printed = first.output.match(/https?:\/\/[\w.:[\]-]+/g) ?? [];
    expect(new Set(printed), first.output).toEqual(new Set([`http://localhost:${port}`]));
    // The local checkout runs, so the start says its money is not real.
    expect(first.output).toMatch(/TEST MONEY ONLY/);
    expect(fs.existsSync(path.join(dataDir, 'tightlines.lock'))).toBe(false);

    const restarted = await runServer({ PORT: port, DATA_DIR: dataDir }, async (baseUrl) => {
      // Same rows, same UUIDs: the files under DATA_DIR were kept and reopened.
      const body = (await (await fetch(`${baseUrl}/api/species`)).json()) as { result: unknown };
      expect(body.result).toEqual(firstSpecies);
    });
    expect(restarted.code, restarted.output).toBe(0);
  }, 180_000);
});
