import { decodeFeedCursor, encodeFeedCursor, feedWindow, PAGE_SIZE } from '@tightlines/domain';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/database';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-database';
import { createLogger } from '../../apps/server/src/http/logger';
import * as repo from '../../apps/server/src/modules/sessions/repo';
import { createJobs } from '../../apps/server/src/platform/jobs/jobs';
import { createConfiguredStorage } from '../../apps/server/src/platform/storage/create-storage';
import { statementsRunBy } from '../../apps/server/src/test/statements';
import type { Reply, Request } from './protocol';

/**
 * The benchmark's server process (run pinned to one core): the real application, built by buildApp
 * exactly as main.ts builds it, on PORT; the same application keeping no guests' pages
 * (FEED_CACHE_PAGES=0) on UNCACHED_PORT, on the same database, pool and core, for the guests'
 * uncached pages; a bare Fastify route on BARE_PORT that answers whatever bytes it is given; and, on
 * request over IPC, the database floor: the feed page's own query run in a loop in this process, on
 * the same connection (pool) and core as the server.
 */
const config = loadConfig(process.env);
const logger = createLogger(config);
const database = await openConfiguredDatabase(config);
// As main.ts does: a dataset made before a migration gets it (new indexes) here.
await database.migrate();
const jobs = createJobs({ executeSql: database.executeSql, logger });
const storage = await createConfiguredStorage(config, database.db);
const app = await buildApp({ config, database, logger, storage });
const uncached = await buildApp({ config: { ...config, FEED_CACHE_PAGES: 0 }, database, logger, storage });
await jobs.start();
await app.listen({ port: config.PORT, host: '127.0.0.1' });
await uncached.listen({ port: Number(process.env.UNCACHED_PORT), host: '127.0.0.1' });

let bareBody = '';
const bare = Fastify();
bare.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(bareBody));
await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });

/**
 * One guest's feed page's read, as the server makes it (`findFeed`: one statement, a JSON text per
 * card, each card parsed), without presenting it.
 */
async function readFeedPage(db: Db, cursor: string): Promise<number> {
  const request = { cursor: decodeFeedCursor(cursor), offset: undefined, limit: PAGE_SIZE };
  return (await repo.findFeed(db, feedWindow([], new Date()), request)).length;
}

/** As many feed pages as `concurrency` loops can read in `seconds`, per second. */
async function floor(cursors: string[], seconds: number, concurrency: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let next = 0;
  const loop = async () => {
    while (performance.now() < until) {
      await readFeedPage(database.db, cursors[next++ % cursors.length]!);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return done / ((performance.now() - started) / 1000);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statement a signed-in Captain's page with `cursor` runs. Its
 * values reach the planner as `(select $1)` (repo.ts), so this plan is the one the server keeps.
 */
async function explainDeepPage(cursor: string): Promise<string[]> {
  const request = { cursor: decodeFeedCursor(cursor), offset: undefined, limit: PAGE_SIZE };
  const query = repo.feedStatement(database.db, {}, request);
  const plan = await database.executeSql(`explain (analyze, buffers) ${query.sql}`, query.params);
  return (plan.rows as Record<string, string>[]).map((row) => Object.values(row)[0]!);
}

/** The cursor after the `depth`-th visible session, newest first (what a reader that far down holds). */
async function cursorAtDepth(depth: number): Promise<string> {
  const { rows } = await database.executeSql(
    `select start_at, id from fishing_sessions where not deleted and not hidden
      order by start_at desc, id desc offset $1 limit 1`,
    [depth - 1],
  );
  const row = rows[0] as { start_at: Date | string; id: string };
  return encodeFeedCursor({ startAt: new Date(row.start_at), id: row.id });
}

/**
 * The statements each of `paths` runs on the database, asked one after another of the server as
 * deployed with nothing else running (the count the tests make, `statementsRunBy`): the mean and
 * the most of one request.
 */
async function statementsPer(paths: string[]): Promise<{ perRequest: number; most: number }> {
  const counts: number[] = [];
  for (const url of paths) {
    const statements = await statementsRunBy({ database }, async () => {
      const response = await app.inject({ url });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    });
    counts.push(statements.length);
  }
  return {
    perRequest: counts.reduce((sum, count) => sum + count, 0) / counts.length,
    most: Math.max(...counts),
  };
}

async function handle(request: Request): Promise<Reply> {
  switch (request.type) {
    case 'bare':
      bareBody = request.body;
      return { type: 'ok' };
    case 'floor':
      return { type: 'floor', rps: await floor(request.cursors, request.seconds, request.concurrency) };
    case 'cursor':
      return { type: 'cursor', cursor: await cursorAtDepth(request.depth) };
    case 'explain':
      return { type: 'explain', plan: await explainDeepPage(request.cursor) };
    case 'statements':
      return { type: 'statements', ...(await statementsPer(request.paths)) };
  }
}

process.on('message', (message: Request & { id: number }) => {
  handle(message).then(
    (reply) => process.send!({ ...reply, id: message.id }),
    (error: unknown) => process.send!({ type: 'error', message: String(error), id: message.id }),
  );
});
process.on('SIGTERM', () => {
  const close = async () => {
    await Promise.all([app.close(), uncached.close(), bare.close()]);
    await jobs.stop();
    await database.close();
  };
  void close().finally(() => process.exit(0));
});
process.send?.({ type: 'ready', id: 0 });
