import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/database';

/**
 * The figures an operator watches, in the Prometheus text format (ADR 018). One registry per app:
 * every part that has something to count registers its own metrics on it, and gauges that read the
 * database run their query only when `/metrics` is scraped, never per request.
 */
export type MetricsRegistry = Registry;

/** Every metric is named `tightlines_…`, so a shared Prometheus tells them from other services'. */
export const METRIC_PREFIX = 'tightlines_';

export function createMetricsRegistry(): MetricsRegistry {
  return new Registry();
}

/**
 * Adds the process's own figures (memory, event-loop delay, garbage collection), once the registry
 * is served: their collectors watch the event loop and the collector all along.
 */
export function collectProcessMetrics(registry: MetricsRegistry): void {
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
}

/** A gauge read from the database at each scrape, one sample per label set the query returns. */
export function databaseGauge<L extends string>(
  registry: MetricsRegistry,
  options: { name: string; help: string; labelNames: readonly L[] },
  read: () => Promise<{ labels: Partial<Record<L, string>>; value: number }[]>,
): Gauge<L> {
  return new Gauge<L>({
    name: `${METRIC_PREFIX}${options.name}`,
    help: options.help,
    labelNames: options.labelNames,
    registers: [registry],
    async collect() {
      const samples = await read();
      this.reset();
      for (const sample of samples) this.set(sample.labels, sample.value);
    },
  });
}

/** A counter of this process's events (they start from zero at each start, as Prometheus expects). */
export function processCounter<L extends string>(
  registry: MetricsRegistry,
  options: { name: string; help: string; labelNames: readonly L[] },
): Counter<L> {
  return new Counter<L>({
    name: `${METRIC_PREFIX}${options.name}`,
    help: options.help,
    labelNames: options.labelNames,
    registers: [registry],
  });
}

/** The connection pool's use (PostgreSQL only: PGlite is one connection inside the process). */
export function registerDatabaseMetrics(registry: MetricsRegistry, database: Database): void {
  const pool = database.pool;
  if (!pool) return;
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: 'Connections of the PostgreSQL pool: open in total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { total, idle, waiting } = pool();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_max`,
    help: 'Connections the pool keeps open at most (DATABASE_POOL_MAX)',
    registers: [registry],
    collect() {
      this.set(pool().max);
    },
  });
}

/** A histogram of this process's observations (request durations), in seconds. */
export function processHistogram<L extends string>(
  registry: MetricsRegistry,
  options: { name: string; help: string; labelNames: readonly L[]; buckets: number[] },
): Histogram<L> {
  return new Histogram<L>({
    name: `${METRIC_PREFIX}${options.name}`,
    help: options.help,
    labelNames: options.labelNames,
    buckets: options.buckets,
    registers: [registry],
  });
}
