import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEMO_USERS, DEMO_PASSWORD } from '../../apps/server/src/db/seed/seed-demo-users';
import { serverNodeFlags } from '../server-flags';
import { freePort } from '../web/servers';
import { dropPostgresDataset, pgliteDataset, postgresDataset, SIZES, type Dataset } from './generate';
import type { Reply, Request } from './protocol';

/**
 * `npm run bench`: the home feed on 100k sessions, on the embedded database and on PostgreSQL. The
 * server runs pinned to core 0 and this process (the load generator) to core 1; three rounds, each
 * measuring every figure once, interleaved; the medians are compared with the targets of issue 4.
 */
const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const DEPTH = 50_000;
const LATENCY_SAMPLES = 300;
const FEED_PAGES = 200;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Which databases to measure (`BENCH_DATABASES=postgres` for one alone while working on it). */
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const outFile = path.resolve(import.meta.dirname, '..', 'out', 'feed.json');

interface Round {
  floorRps: number;
  feedRps: number;
  cachedRps: number;
  bareRps: number;
  depth0P50: number;
  depthP50: number;
  feed20: { p50: number; p99: number; rps: number };
}

interface Figure {
  name: string;
  value: number;
  target: string;
  ok: boolean;
}

async function main(): Promise<void> {
  const results: Record<string, unknown> = { generatorSizes: SIZES, rounds: ROUNDS, seconds: SECONDS };
  const figures: Figure[] = [];
  const makers = { pglite: pgliteDataset, postgres: () => postgresDataset(serverUrl) };
  for (const [kind, make] of Object.entries(makers)) {
    if (!databases.includes(kind)) continue;
    const dataset = await make();
    const measured = await measure(dataset);
    results[dataset.kind] = measured.report;
    figures.push(...measured.figures);
  }
  if (process.env.BENCH_DROP_DB === '1') await dropPostgresDataset(serverUrl);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify({ ...results, figures, at: new Date().toISOString() }, null, 2));

  process.stdout.write('\nfigure                                                    value   target\n');
  for (const figure of figures) {
    const value = figure.value.toFixed(2).padStart(8);
    process.stdout.write(
      `${figure.ok ? 'ok  ' : 'MISS'} ${figure.name.padEnd(52)} ${value}   ${figure.target}\n`,
    );
  }
  process.stdout.write(`\nwritten to ${path.relative(process.cwd(), outFile)}\n`);
  process.exit(figures.every((figure) => figure.ok) ? 0 : 1);
}

/** Starts the server on the dataset, measures ROUNDS rounds, stops it; answers the medians and figures. */
async function measure(dataset: Dataset) {
  const label = dataset.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(
    `\n== ${label}: ${dataset.visible} visible sessions, ${dataset.inWindow} in the guests' 7-day window\n`,
  );
  const server = await startServer(dataset);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const guestCursors = await walkFeed(base, FEED_PAGES);
    // A Captain has FILTER_UNLIMITED_DATE_RANGE: the only readers who can scroll 50k sessions deep.
    const captain = DEMO_USERS.find((user) => user.roleName === 'Captain')!;
    const deep = await server.ask({ type: 'cursor', depth: DEPTH });
    if (deep.type !== 'cursor') throw new Error('no deep cursor');
    const firstPage = await get(`${base}/api/sessions/home`);
    await server.ask({ type: 'bare', body: firstPage.body });
    const bare = `http://127.0.0.1:${server.barePort}/bare`;
    if ((await get(bare)).body !== firstPage.body)
      throw new Error('the bare route does not answer the same bytes');

    const feedPaths = guestCursors.map((cursor) => `/api/sessions/home?cursor=${cursor}`);
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const floor = await server.ask({
        type: 'floor',
        cursors: guestCursors,
        seconds: SECONDS,
        concurrency: CONNECTIONS,
      });
      if (floor.type !== 'floor') throw new Error('no floor');
      const feed = await load(base, feedPaths, CONNECTIONS);
      const cached = await load(base, ['/api/sessions/home'], CONNECTIONS);
      const bareRun = await load(`http://127.0.0.1:${server.barePort}`, ['/bare'], CONNECTIONS);
      const auth = { authorization: `Bearer ${await bearerOf(base, captain.email)}` };
      const depth0 = await latency(`${base}/api/sessions/home`, auth);
      const depth = await latency(`${base}/api/sessions/home?cursor=${deep.cursor}`, auth);
      const feed20 = await load(base, feedPaths, 20);
      rounds.push({
        floorRps: floor.rps,
        feedRps: feed.rps,
        cachedRps: cached.rps,
        bareRps: bareRun.rps,
        depth0P50: depth0,
        depthP50: depth,
        feed20: { p50: feed20.p50, p99: feed20.p99, rps: feed20.rps },
      });
      process.stdout.write(
        `round ${round}: floor ${floor.rps.toFixed(0)}/s, feed ${feed.rps.toFixed(0)}/s, ` +
          `cached first page ${cached.rps.toFixed(0)}/s, bare ${bareRun.rps.toFixed(0)}/s, ` +
          `p50 depth 0 ${depth0.toFixed(2)} ms, depth ${DEPTH} ${depth.toFixed(2)} ms, ` +
          `20 clients p50 ${feed20.p50} ms p99 ${feed20.p99} ms (${feed20.rps.toFixed(0)}/s)\n`,
      );
    }
    const cache = await server.ask({ type: 'cache' });
    const plan = await server.ask({ type: 'explain', cursor: deep.cursor });
    if (plan.type !== 'explain') throw new Error('no plan');
    process.stdout.write(`\nEXPLAIN (ANALYZE, BUFFERS) of the feed query at depth ${DEPTH} (${label}):\n`);
    process.stdout.write(`${plan.plan.map((line) => `  ${line}`).join('\n')}\n`);
    const planProblems = checkPlan(plan.plan);

    const m = (pick: (round: Round) => number) => median(rounds.map(pick));
    const report = {
      dataset,
      rounds,
      medians: {
        floorRps: m((r) => r.floorRps),
        feedRps: m((r) => r.feedRps),
        cachedRps: m((r) => r.cachedRps),
        bareRps: m((r) => r.bareRps),
        depth0P50Ms: m((r) => r.depth0P50),
        depthP50Ms: m((r) => r.depthP50),
        feed20P50Ms: m((r) => r.feed20.p50),
        feed20P99Ms: m((r) => r.feed20.p99),
      },
      ratios: {
        feedOverFloor: m((r) => r.feedRps / r.floorRps),
        cachedOverBare: m((r) => r.cachedRps / r.bareRps),
        depthOverFirst: m((r) => r.depthP50 / r.depth0P50),
      },
      cache: cache.type === 'cache' ? cache.stats : null,
      deepPagePlan: plan.plan,
      planProblems,
    };
    const figures: Figure[] = [
      figure(`${label}: feed page ÷ database floor`, report.ratios.feedOverFloor, '≥ 0.6', (v) => v >= 0.6),
      figure(
        `${label}: cached first page ÷ bare Fastify`,
        report.ratios.cachedOverBare,
        '≥ 0.5',
        (v) => v >= 0.5,
      ),
      figure(
        `${label}: p50 depth ${DEPTH} ÷ p50 depth 0`,
        report.ratios.depthOverFirst,
        '≤ 1.5',
        (v) => v <= 1.5,
      ),
      figure(
        `${label}: deep page plan problems`,
        planProblems.length,
        '0 (index scan, no sort, no offset)',
        (v) => v === 0,
      ),
    ];
    const p99 = figure(`${label}: p99 at 20 clients (ms)`, report.medians.feed20P99Ms, '< 50', (v) => v < 50);
    figures.push(dataset.kind === 'postgres' ? p99 : { ...p99, target: '(PostgreSQL only)', ok: true }, {
      name: `${label}: p50 at 20 clients (ms)`,
      value: report.medians.feed20P50Ms,
      target: '(reported)',
      ok: true,
    });
    for (const problem of planProblems) process.stdout.write(`plan problem: ${problem}\n`);
    return { report, figures };
  } finally {
    await server.stop();
  }
}

function figure(name: string, value: number, target: string, ok: (value: number) => boolean): Figure {
  return { name, value, target, ok: ok(value) };
}

/** What must hold in the deep page's plan: the feed index read in order, no sort of many rows, no offset. */
function checkPlan(plan: string[]): string[] {
  const text = plan.join('\n');
  const problems: string[] = [];
  if (!/Index Scan using fishing_sessions_feed_idx/.test(text))
    problems.push('the feed index is not scanned');
  const sorted = /Sort\b.*rows=(\d+)/.exec(text);
  if (sorted && Number(sorted[1]) > 1000) problems.push(`a sort of ${sorted[1]} rows`);
  if (/Seq Scan on fishing_sessions/.test(text)) problems.push('a sequential scan of fishing_sessions');
  if (/\boffset\b/i.test(text)) problems.push('an OFFSET');
  const scanned = /Index Scan using fishing_sessions_feed_idx.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(
    text,
  );
  if (scanned && Number(scanned[1]) > 100) problems.push(`${scanned[1]} rows read from the feed index`);
  return problems;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Server {
  port: number;
  barePort: number;
  ask(request: Request): Promise<Reply>;
  stop(): Promise<void>;
}

/**
 * serve.ts pinned to core 0 with the server's own Node.js flags, on the dataset's database, guests'
 * rate limit raised for the load.
 */
async function startServer(dataset: Dataset): Promise<Server> {
  const [port, barePort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    'taskset',
    [
      '-c',
      '0',
      process.execPath,
      ...serverNodeFlags,
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'serve.ts'),
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: {
        ...process.env,
        ...dataset.env,
        NODE_ENV: 'production',
        PORT: String(port),
        BARE_PORT: String(barePort),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        RATE_LIMIT_MAX: '100000000',
        AUTH_RATE_LIMIT_MAX: '1000',
        SEED_DEMO: '0',
      },
    },
  );
  let nextId = 1;
  const pending = new Map<number, (reply: Reply) => void>();
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    child.on('message', (message: Reply & { id: number }) => {
      if (message.type === 'ready') resolve();
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    });
  });
  await ready;
  return {
    port,
    barePort,
    ask: (request) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, (reply) =>
          reply.type === 'error' ? reject(new Error(reply.message)) : resolve(reply),
        );
        child.send({ ...request, id });
      }),
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      })
      .on('error', reject);
  });
}

/** The cursors of the guests' feed pages 2 to pages + 1, by following nextCursor as a reader scrolls. */
async function walkFeed(base: string, pages: number): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`${base}/api/sessions/home${cursor ? `?cursor=${cursor}` : ''}`);
    if (response.status !== 200) throw new Error(`feed page answered ${response.status}`);
    const page = JSON.parse(response.body).result as { items: unknown[]; nextCursor: string | null };
    cursor = page.nextCursor;
    if (cursor && page.items.length === 10) cursors.push(cursor);
  } while (cursor && cursors.length < pages);
  if (cursors.length < pages) throw new Error(`only ${cursors.length} full pages in the guests' window`);
  return cursors;
}

/** A bearer token of a demo account (POST /api/auth/login). */
async function bearerOf(base: string, email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/auth/login`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (response.statusCode !== 200) reject(new Error(`login answered ${response.statusCode}`));
          else resolve(body.result.accessToken as string);
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ email, password: DEMO_PASSWORD }));
  });
}

/** The median time of one request after another (one client, keep-alive), in milliseconds. */
async function latency(url: string, headers: Record<string, string>): Promise<number> {
  for (let i = 0; i < 20; i += 1) await get(url, headers);
  const times: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    const response = await get(url, headers);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  return median(times);
}

/** autocannon over `paths` in turn with `connections` clients for SECONDS; refuses any non-2xx answer. */
async function load(base: string, paths: string[], connections: number) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${base}${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    rps: result.requests.total / (result.duration || SECONDS),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

if (!process.env.BENCH_PINNED) {
  // The load generator gets core 1 of its own; the server gets core 0 (serve.ts, spawned below).
  const child = spawn(
    'taskset',
    ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PINNED: '1' },
    },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
