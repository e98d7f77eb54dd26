import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, runOnServer } from './test/database-templates';
import { freePort } from './test/free-port';
import { bundleServer, serverRoot, type ServerBundle } from './test/server-bundle';

interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface ReceivedSpan extends OtlpSpan {
  scope: string;
}

/** A small OTLP/HTTP receiver: every span posted to /v1/traces (JSON), and a wait for one. */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const waiting: { test: (spans: ReceivedSpan[]) => boolean; resolve: () => void }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans)
          for (const scoped of resource.scopeSpans)
            for (const span of scoped.spans) spans.push({ ...span, scope: scoped.scope.name });
        for (const wait of waiting.filter((entry) => entry.test(spans))) wait.resolve();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    until: (test: (spans: ReceivedSpan[]) => boolean) =>
      test(spans) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ test, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((entry) => entry.key === key)?.value;

let bundle: ServerBundle;
beforeAll(async () => {
  bundle = await bundleServer();
}, 120_000);
afterAll(() => bundle?.remove());

describe('OpenTelemetry traces', () => {
  it('sends the spans of a request (HTTP, route and, on PostgreSQL, its statements) to OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const receiver = await startReceiver();
    const templates = inject('databaseTemplates');
    const name = `tightlines_tracing_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const onPostgres = templates.engine === 'postgres';
    if (onPostgres)
      await runOnServer(templates.serverUrl, `create database ${name} template ${templates.migratedName}`);
    const port = await freePort();
    const child = spawn(process.execPath, [bundle.main], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        INIT_CWD: serverRoot,
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        ...(onPostgres
          ? { DATABASE_URL: databaseUrl(templates.serverUrl, name) }
          : { DATA_DIR: 'memory://' }),
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        // Spans leave at once rather than every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '10',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => /open http:\/\/localhost/.test(output) && resolve());
        child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`, {
        headers: { 'x-request-id': 'trace-test-1' },
      });
      expect(ready.status).toBe(200);

      const serverSpanOf = (spans: ReceivedSpan[]) =>
        spans.find(
          (span) =>
            span.scope === '@opentelemetry/instrumentation-http' &&
            span.kind === 2 &&
            [
              span.name,
              attribute(span, 'url.path')?.stringValue,
              attribute(span, 'http.target')?.stringValue,
            ].some((text) => text?.includes('/api/ready')),
        );
      await receiver.until((spans) => {
        const request = serverSpanOf(spans);
        if (!request) return false;
        const inTrace = spans.filter((span) => span.traceId === request.traceId);
        return (
          inTrace.some((span) => span.scope === '@fastify/otel') &&
          (!onPostgres || inTrace.some((span) => span.scope === '@opentelemetry/instrumentation-pg'))
        );
      });
    } finally {
      child.kill('SIGTERM');
      await exited;
      await receiver.close();
      if (onPostgres) await runOnServer(templates.serverUrl, `drop database if exists ${name} with (force)`);
    }
  }, 180_000);
});
