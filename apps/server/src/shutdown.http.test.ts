import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { bundleServer, serverRoot, type ServerBundle } from './test/server-bundle';

let bundle: ServerBundle;
beforeAll(async () => {
  bundle = await bundleServer();
}, 120_000);
afterAll(() => bundle?.remove());

type Server = ChildProcessByStdio<null, Readable, Readable>;

/** Resolves once the server's output (log lines on stdout, errors on stderr) matches `pattern`. */
function outputMatches(child: Server, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        child.stdout.off('data', read);
        child.stderr.off('data', read);
        resolve(output);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}:\n${output}`)));
  });
}

/**
 * A sign-in whose body the test holds back: its headers ask `Expect: 100-continue`, so the server's
 * "100 Continue" says it has the request in hand; `finish` sends the body and reads the whole answer.
 */
async function requestInFlight(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('end', () => {
      // As a client does once its answer is whole: the server holds the connection until then.
      socket.end();
      resolve(received);
    });
    socket.on('error', reject);
  });
  const continued = new Promise<void>((resolve) => {
    const check = () => {
      if (received.startsWith('HTTP/1.1 100 Continue')) {
        socket.off('data', check);
        resolve();
      }
    };
    socket.on('data', check);
  });
  socket.write(
    [
      'POST /api/auth/login HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  await continued;
  return {
    finish: async () => {
      socket.write(body);
      const raw = await ended;
      const answer = raw.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      const [head = '', content = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), content };
    },
  };
}

describe('SIGTERM', () => {
  it('answers every request in flight, then stops the queue and releases the data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-sigterm-'));
    const port = await freePort();
    const child = spawn(process.execPath, [bundle.main], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        INIT_CWD: serverRoot,
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    await outputMatches(child, /open http:\/\/localhost/);
    expect(fs.existsSync(path.join(dataDir, 'tightlines.lock'))).toBe(true);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);

    const inFlight = await Promise.all([requestInFlight(port), requestInFlight(port), requestInFlight(port)]);
    const closing = outputMatches(child, /SIGTERM received/);
    child.kill('SIGTERM');
    await closing;

    // Each one answered in full after the signal: the sign-in refused as it would be any day.
    const answers = await Promise.all(inFlight.map((request) => request.finish()));
    for (const answer of answers) {
      expect(answer.status, answer.content).toBe(401);
      expect(JSON.parse(answer.content)).toMatchObject({ code: 401, key: 'loginInvalid' });
    }
    expect(await exited, output).toBe(0);
    // Closed once the last answer was out, not cut at the end of the grace.
    expect(output).toMatch(/"msg":"closed"/);
    expect(output).not.toMatch(/still open after SHUTDOWN_GRACE_SECONDS/);
    // The queue stopped and the database closed, so the lock went with them.
    expect(fs.existsSync(path.join(dataDir, 'tightlines.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
