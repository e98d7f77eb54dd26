import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from './app';
import { buildTestApp, type TestApp } from './test/build-test-app';

/**
 * A kept-alive connection stays open as long as its answers say (`Keep-Alive: timeout=N`), however
 * short REQUEST_TIMEOUT_MS is: a client reusing a connection within N seconds must never find it
 * closed ("socket hang up"). Over a real socket, with a request timeout far below the keep-alive.
 */
const REQUEST_TIMEOUT_MS = 1_000;

let t: TestApp;
let port: number;
/** The server's end of the test's one connection. */
let serverSide: net.Socket | undefined;

beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
  t.app.server.on('connection', (socket: net.Socket) => {
    serverSide = socket;
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends one GET on `socket` and resolves with its answer's status line and headers. */
function get(socket: net.Socket, path: string): Promise<{ status: string; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [status, ...lines] = text.slice(0, end).split('\r\n');
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const length = Number(headers.get('content-length') ?? 0);
      if (Buffer.byteLength(text.slice(end + 4), 'latin1') < length) return;
      cleanUp();
      resolve({ status: status!, headers });
    };
    const onClose = () => {
      cleanUp();
      reject(new Error(`the server closed the connection before answering ${path}`));
    };
    const cleanUp = () => {
      socket.off('data', onData);
      socket.off('close', onClose);
    };
    socket.on('data', onData);
    socket.on('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('kept-alive connections', () => {
  it('stay open longer than their answers advertise, whatever the request timeout', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      const first = await get(socket, '/api/version');
      expect(first.status).toBe('HTTP/1.1 200 OK');
      expect(first.headers.get('connection')).toBe('keep-alive');
      const advertised = Number(/timeout=(\d+)/.exec(first.headers.get('keep-alive') ?? '')?.[1]) * 1000;
      expect(advertised).toBe(KEEP_ALIVE_TIMEOUT_MS);
      // What the server enforces on the quiet connection: its socket's inactivity timeout once the
      // answer is sent, strictly longer than what it advertised, and not the request timeout.
      await expect.poll(() => serverSide?.timeout, { timeout: 5_000 }).not.toBe(REQUEST_TIMEOUT_MS);
      expect(serverSide!.timeout).toBeGreaterThan(advertised);
      // The same connection answers the next request (the timeout read above is what keeps it open
      // while quiet; waiting it out would only wait on a timer).
      expect(socket.destroyed).toBe(false);
      expect((await get(socket, '/api/version')).status).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  });
});
