import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Db, ExecuteSql } from '../../db/database';
import { databaseGauge, type MetricsRegistry } from '../metrics/metrics';

/** A background job: its queue name, the payload schema, and an idempotent handler (a retry must change nothing twice). */
export interface JobDefinition<T extends z.ZodType> {
  name: string;
  payload: T;
  run(payload: z.infer<T>): Promise<void>;
}

export interface SendOptions {
  /** Run no earlier than this instant (scheduled jobs such as a tournament's finish). */
  startAfter?: Date;
  /** Attempts after the first before the job is given up (default 5), with exponential backoff. */
  retryLimit?: number;
  /** Enqueue it in this transaction: the job exists once the transaction commits, never if it rolls back. */
  transaction?: Db;
}

/** The job queue. It lives in the same database as everything else, so it works on PGlite and PostgreSQL alike. */
export interface Jobs {
  start(): Promise<void>;
  register<T extends z.ZodType>(definition: JobDefinition<T>): Promise<void>;
  send<T extends z.ZodType>(
    definition: JobDefinition<T>,
    payload: z.infer<T>,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Runs a registered job with `payload` on a cron schedule (UTC); one run per tick across instances. */
  schedule<T extends z.ZodType>(
    definition: JobDefinition<T>,
    cron: string,
    payload: z.infer<T>,
  ): Promise<void>;
  /** Ends a job's cron schedule (a task that is over); runs already queued still run. */
  unschedule<T extends z.ZodType>(definition: JobDefinition<T>): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  executeSql: ExecuteSql;
  logger: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  /** How long a running job stays claimed without a heartbeat from its instance (default 30 s). */
  leaseSeconds?: number;
}

/** How long stopping waits for the jobs in progress to finish before pg-boss hands them back. */
export const JOBS_STOP_MS = 10_000;

/**
 * A running job's claim lasts this long past its instance's last heartbeat: an instance that dies
 * (kill -9, a lost machine) has its jobs taken by another instance about this long after (ADR 028).
 */
export const JOB_LEASE_SECONDS = 30;

/** pg-boss behind the Jobs interface, running its SQL through our own connection. */
export function createJobs({
  executeSql,
  logger,
  pollingIntervalSeconds = 2,
  leaseSeconds = JOB_LEASE_SECONDS,
}: JobsOptions): Jobs {
  // pg-boss records a job's completion or failure without awaiting it, after the job has left its
  // list of jobs in progress: its graceful stop can return while that statement still runs. Its
  // statements are tracked, so stop() returns once the last one has ended and the database can close.
  const running = new Set<Promise<unknown>>();
  const trackedSql: ExecuteSql = (text, values) => {
    const statement = executeSql(text, values);
    running.add(statement);
    void statement.then(
      () => running.delete(statement),
      () => running.delete(statement),
    );
    return statement;
  };
  const boss = new PgBoss({
    db: { executeSql: trackedSql },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error: Error) => logger.error({ err: error }, 'job queue error'));
  let started = false;
  /** The sweep that gives lapsed claims back (see `holdLease`). */
  let sweep: NodeJS.Timeout | undefined;
  const heartbeatMs = (leaseSeconds * 1000) / 3;
  /**
   * pg-boss 10 has no heartbeat: a claimed job expires `expire_in` (15 minutes by default) after it
   * started, so a job claimed by an instance that died waited that long. A running job's claim is a
   * lease instead: set to `leaseSeconds` from now when the job starts and renewed every third of it
   * while the handler runs. pg-boss's own expiry (its `expire`, run by `sweep`) then hands a job
   * whose instance stopped renewing back to the queue, to be retried by any instance. pg-boss still
   * gives up a handler that runs past the queue's expiry, as before.
   */
  const holdLease = async (queue: string, ids: string[]): Promise<() => void> => {
    const renew = () =>
      trackedSql(
        `update pgboss.job set expire_in = (now() - started_on) + $3::float8 * interval '1 second'
          where name = $1 and id = any($2::uuid[]) and state = 'active'`,
        [queue, ids, leaseSeconds],
      ).then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error, queue }, 'could not renew a job lease'),
      );
    await renew();
    const timer = setInterval(() => {
      if (started) void renew();
    }, heartbeatMs);
    timer.unref();
    return () => clearInterval(timer);
  };
  /** This process's worker of each queue, woken when there is work rather than at its next poll. */
  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const worker = workers.get(queue);
    if (worker) boss.notifyWorker(worker);
  };

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      // Every instance looks for lapsed leases; pg-boss's expiry runs under its advisory lock.
      sweep = setInterval(() => {
        void boss.expire().catch((error: unknown) => logger.error({ err: error }, 'job lease sweep failed'));
      }, heartbeatMs);
      sweep.unref();
    },
    async register(definition) {
      await boss.createQueue(definition.name);
      const worker = await boss.work(definition.name, { pollingIntervalSeconds }, async (jobs) => {
        const release = await holdLease(
          definition.name,
          jobs.map((job) => job.id),
        );
        try {
          for (const job of jobs) {
            await definition.run(definition.payload.parse(job.data));
          }
        } finally {
          release();
        }
        // A job done, the next one due runs at once: a backlog (after a burst, or a restart) drains
        // job after job, not one a poll. Only an empty queue or a failure waits for the next poll.
        wake(definition.name);
      });
      workers.set(definition.name, worker);
    },
    async send(definition, payload, options = {}) {
      const data = definition.payload.parse(payload) as object;
      const id = await boss.send(definition.name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.transaction ? { db: { executeSql: executeIn(options.transaction) } } : {}),
        retryLimit: options.retryLimit ?? 5,
        retryBackoff: true,
      });
      // Due now: this process's worker takes it at once (other instances find it at their next poll).
      if (!options.startAfter) wake(definition.name);
      return id;
    },
    async schedule(definition, cron, payload) {
      await boss.schedule(definition.name, cron, definition.payload.parse(payload) as object, { tz: 'UTC' });
    },
    async unschedule(definition) {
      await boss.unschedule(definition.name);
    },
    async stop() {
      if (!started) return;
      started = false;
      clearInterval(sweep);
      workers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: JOBS_STOP_MS });
      await Promise.allSettled([...running]);
    },
  };
}

/**
 * pg-boss's statement run on a Drizzle transaction: its `$n` placeholders become bound parameters
 * (a placeholder used twice is bound twice), so the job is written with the caller's rows.
 */
function executeIn(tx: Db): ExecuteSql {
  return async (text, values = []) => {
    const parts = text.split(/\$(\d+)/);
    const statement = sql.join(
      parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      ),
    );
    // node-postgres and PGlite both answer with their rows under `rows`.
    const result = (await tx.execute(statement)) as { rows: unknown[] };
    return { rows: result.rows };
  };
}

/**
 * Each queue's jobs waiting (`created`, `retry`), running (`active`) and failed, read from the
 * queue's table at each scrape: the whole cluster's, whichever instance is scraped.
 */
export function registerJobMetrics(registry: MetricsRegistry, executeSql: ExecuteSql): void {
  databaseGauge(
    registry,
    {
      name: 'job_queue_jobs',
      help: 'Jobs of each queue by state: created and retry are waiting, active running, failed given up',
      labelNames: ['queue', 'state'] as const,
    },
    async () => {
      // The queue's schema exists once a queue has started (an app built without one has none).
      const { rows: present } = await executeSql(`select to_regclass('pgboss.job') is not null as present`);
      if (!(present[0] as { present: boolean } | undefined)?.present) return [];
      // Waiting, running and given up (pg-boss keeps failed jobs until it archives them).
      const { rows } = await executeSql(
        `select name, state::text as state, count(*)::int as count from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      return (rows as { name: string; state: string; count: number }[]).map((row) => ({
        labels: { queue: row.name, state: row.state },
        value: Number(row.count),
      }));
    },
  );
}
