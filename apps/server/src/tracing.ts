// OpenTelemetry traces (ADR 022), imported first by main.ts and built as a file of its own
// (dist/tracing.js), so that it has run before the server's packages (Fastify, node-postgres,
// node:http through them) are evaluated. Without OTEL_EXPORTER_OTLP_ENDPOINT it does nothing and
// loads nothing: the SDK is imported only when traces are asked for.
import { createRequire } from 'node:module';

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

if (endpoint) {
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  // Traces only: the figures are /metrics' (prom-client, ADR 018) and the logs go to stdout.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES and the exporter's OTEL_EXPORTER_OTLP_* settings
    // (headers, timeout) are read by the SDK itself.
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'tightlines',
    // OTLP over HTTP with JSON bodies, to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`.
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Incoming and outgoing HTTP (the payment platform, S3, the identity providers).
      new HttpInstrumentation(),
      // Every statement on PostgreSQL (PGlite runs in the process: its statements are not spans).
      new PgInstrumentation({ requireParentSpan: true }),
      // Routes, hooks and handlers: registered on every Fastify instance as it is created.
      new fastifyOtel.FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  // The instrumentations patch a module as it is required. An ES module's imports are all linked
  // before this file runs, so node:http and pg may be in memory already: requiring them once more
  // through the hooks patches them in place (their classes' prototypes), for every importer.
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https', 'pg']) require(name);
  // Spans still in the buffer go out when the process stops.
  process.once('beforeExit', () => void sdk.shutdown());
}

export {};
