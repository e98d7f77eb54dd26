import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PAGE_SIZE } from '@tightlines/domain';
import { DEMO_USERS, DEMO_PASSWORD } from '../../apps/server/src/db/seed/seed-demo-users';
import { serverNodeFlags } from '../server-flags';
import { freePort } from '../web/servers';
import { dropPostgresDataset, pgliteDataset, postgresDataset, SIZES, type Dataset } from './generate';
import type { Reply, Request } from './protocol';

/**
 * `npm run bench`: the home feed on 100k sessions and the tournament list on 2k tournaments, on the
 * embedded database and on PostgreSQL. The
 * server runs pinned to core 0 and this process (the load generator) to core 1; three rounds, each
 * measuring every figure once, interleaved; the medians are compared with the targets (README.md).
 * Every request is one the web app sends (apps/web/src/features/home/hooks/list-home-sessions.ts):
 * `?limit=10` for the first page, `?limit=10&cursor=…` for the next ones, guest or signed in.
 */
const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const MANY = 20;
const DEPTH = 50_000;
const LATENCY_SAMPLES = 300;
const FEED_PAGES = 200;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Which databases to measure (`BENCH_DATABASES=postgres` for one alone while working on it). */
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const outFile = path.resolve(import.meta.dirname, '..', 'out', 'feed.json');

/** The web app's URLs of the home feed: its first page, and the page after `cursor`. */
const FIRST_PAGE = `/api/sessions/home?limit=${PAGE_SIZE}`;
const pageAfter = (cursor: string) => `${FIRST_PAGE}&cursor=${encodeURIComponent(cursor)}`;

/**
 * The web app's URLs of the tournament list as it opens (apps/web/src/features/tournaments/hooks/
 * tournaments-api.ts, `fetchTournamentPage`): the annual window, the reader's zone, ten a page.
 */
const TOURNAMENT_PAGE_SIZE = 10;
const TOURNAMENT_LIST = `/api/tournaments?timeLapse=Annually&timeZone=${encodeURIComponent('America/Costa_Rica')}&limit=${TOURNAMENT_PAGE_SIZE}`;
const tournamentsAfter = (cursor: string) => `${TOURNAMENT_LIST}&cursor=${encodeURIComponent(cursor)}`;
/** The tournament list's pages a reader scrolls through (the first and the next ones). */
const TOURNAMENT_PAGES = 20;

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

interface Round {
  floorRps: number;
  /** Guests' pages (first and next) from the server keeping none, 10 clients. */
  uncachedRps: number;
  /** Guests' pages (first and next) from the server as deployed, 10 clients. */
  cachedRps: number;
  cachedFirstRps: number;
  bareRps: number;
  depth0P50: number;
  depthP50: number;
  uncached20: Load;
  signedIn20: Load;
  /** Guests' tournament list pages (first and next), 20 clients, right after or before uncached20. */
  tournaments20: Load;
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

  process.stdout.write('\nfigure                                                        value   target\n');
  for (const figure of figures) {
    const value = figure.value.toFixed(2).padStart(8);
    process.stdout.write(
      `${figure.ok ? 'ok  ' : 'MISS'} ${figure.name.padEnd(56)} ${value}   ${figure.target}\n`,
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
    const uncachedBase = `http://127.0.0.1:${server.uncachedPort}`;
    // A Captain has FILTER_UNLIMITED_DATE_RANGE: the only readers who can scroll 50k sessions deep.
    const captain = DEMO_USERS.find((user) => user.roleName === 'Captain')!;
    const auth = { authorization: `Bearer ${await bearerOf(base, captain.email)}` };
    const guestCursors = await walkFeed(uncachedBase, FEED_PAGES);
    const guestPaths = [FIRST_PAGE, ...guestCursors.map(pageAfter)];
    const captainPaths = [FIRST_PAGE, ...(await walkFeed(base, FEED_PAGES, auth)).map(pageAfter)];
    const tournamentPaths = [
      TOURNAMENT_LIST,
      ...(
        await walkPages(base, TOURNAMENT_PAGES, TOURNAMENT_LIST, tournamentsAfter, TOURNAMENT_PAGE_SIZE)
      ).map(tournamentsAfter),
    ];
    const statements = await server.ask({ type: 'statements', paths: tournamentPaths });
    if (statements.type !== 'statements') throw new Error('no statement count');
    process.stdout.write(
      `tournament list: ${statements.perRequest.toFixed(2)} statements a request (at most ${statements.most}) ` +
        `over its first ${tournamentPaths.length} pages\n`,
    );
    const deep = await server.ask({ type: 'cursor', depth: DEPTH });
    if (deep.type !== 'cursor') throw new Error('no deep cursor');
    const firstPage = await get(`${base}${FIRST_PAGE}`);
    await server.ask({ type: 'bare', body: firstPage.body });
    const bare = `http://127.0.0.1:${server.barePort}/bare`;
    if ((await get(bare)).body !== firstPage.body)
      throw new Error('the bare route does not answer the same bytes');

    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const floor = await server.ask({
        type: 'floor',
        cursors: guestCursors,
        seconds: SECONDS,
        concurrency: CONNECTIONS,
      });
      if (floor.type !== 'floor') throw new Error('no floor');
      const uncached = await load(uncachedBase, guestPaths, CONNECTIONS);
      const cached = await load(base, guestPaths, CONNECTIONS);
      const cachedFirst = await load(base, [FIRST_PAGE], CONNECTIONS);
      const bareRun = await load(`http://127.0.0.1:${server.barePort}`, ['/bare'], CONNECTIONS);
      const depth0 = await latency(`${base}${FIRST_PAGE}`, auth);
      const depth = await latency(`${base}${pageAfter(deep.cursor)}`, auth);
      // The two loads the ratio compares, in turns: which goes first changes from round to round.
      const many = [
        () => load(uncachedBase, guestPaths, MANY),
        () => load(base, captainPaths, MANY, auth),
      ] as const;
      const [uncached20, signedIn20] =
        round % 2 === 1
          ? [await many[0](), await many[1]()]
          : await many[1]().then(async (signedIn) => [await many[0](), signedIn] as const);
      // The tournament list beside the uncached feed page just measured (the list keeps no pages).
      const tournaments20 = await load(base, tournamentPaths, MANY);
      rounds.push({
        floorRps: floor.rps,
        uncachedRps: uncached.rps,
        cachedRps: cached.rps,
        cachedFirstRps: cachedFirst.rps,
        bareRps: bareRun.rps,
        depth0P50: depth0,
        depthP50: depth,
        uncached20,
        signedIn20,
        tournaments20,
      });
      process.stdout.write(
        `round ${round}: floor ${floor.rps.toFixed(0)}/s, guests uncached ${uncached.rps.toFixed(0)}/s, ` +
          `cached ${cached.rps.toFixed(0)}/s, cached first page ${cachedFirst.rps.toFixed(0)}/s, ` +
          `bare ${bareRun.rps.toFixed(0)}/s, p50 depth 0 ${depth0.toFixed(2)} ms, depth ${DEPTH} ` +
          `${depth.toFixed(2)} ms; ${MANY} clients: signed in ${signedIn20.rps.toFixed(0)}/s ` +
          `p50 ${signedIn20.p50} p99 ${signedIn20.p99} ms, guests uncached ${uncached20.rps.toFixed(0)}/s ` +
          `p50 ${uncached20.p50} p99 ${uncached20.p99} ms, tournament list ${tournaments20.rps.toFixed(0)}/s ` +
          `p50 ${tournaments20.p50} p99 ${tournaments20.p99} ms\n`,
      );
    }
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
        uncachedRps: m((r) => r.uncachedRps),
        cachedRps: m((r) => r.cachedRps),
        cachedFirstRps: m((r) => r.cachedFirstRps),
        bareRps: m((r) => r.bareRps),
        depth0P50Ms: m((r) => r.depth0P50),
        depthP50Ms: m((r) => r.depthP50),
        signedIn20Rps: m((r) => r.signedIn20.rps),
        signedIn20P50Ms: m((r) => r.signedIn20.p50),
        signedIn20P99Ms: m((r) => r.signedIn20.p99),
        uncached20Rps: m((r) => r.uncached20.rps),
        uncached20P50Ms: m((r) => r.uncached20.p50),
        uncached20P99Ms: m((r) => r.uncached20.p99),
        tournaments20Rps: m((r) => r.tournaments20.rps),
        tournaments20P50Ms: m((r) => r.tournaments20.p50),
        tournaments20P99Ms: m((r) => r.tournaments20.p99),
        tournamentStatementsPerRequest: statements.perRequest,
        tournamentStatementsAtMost: statements.most,
      },
      ratios: {
        uncachedOverFloor: m((r) => r.uncachedRps / r.floorRps),
        cachedFirstOverBare: m((r) => r.cachedFirstRps / r.bareRps),
        depthOverFirst: m((r) => r.depthP50 / r.depth0P50),
        signedInOverUncached: m((r) => r.signedIn20.rps / r.uncached20.rps),
        tournamentsOverUncached: m((r) => r.tournaments20.rps / r.uncached20.rps),
      },
      deepPagePlan: plan.plan,
      planProblems,
    };
    const postgresOnly = (figure: Figure) =>
      dataset.kind === 'postgres'
        ? figure
        : { ...figure, target: `(${figure.target} on PostgreSQL)`, ok: true };
    const figures: Figure[] = [
      figure(
        `${label}: guests' uncached page ÷ database floor`,
        report.ratios.uncachedOverFloor,
        '≥ 0.6',
        (v) => v >= 0.6,
      ),
      figure(
        `${label}: guests' cached first page ÷ bare Fastify`,
        report.ratios.cachedFirstOverBare,
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
      postgresOnly(
        figure(
          `${label}: signed-in page ÷ guests' uncached page, ${MANY} clients`,
          report.ratios.signedInOverUncached,
          '≥ 0.8',
          (v) => v >= 0.8,
        ),
      ),
      postgresOnly(
        figure(
          `${label}: signed-in p99 at ${MANY} clients (ms)`,
          report.medians.signedIn20P99Ms,
          '< 50',
          (v) => v < 50,
        ),
      ),
      postgresOnly(
        figure(
          `${label}: tournament list ÷ guests' uncached page, ${MANY} clients`,
          report.ratios.tournamentsOverUncached,
          '≥ 1',
          (v) => v >= 1,
        ),
      ),
      reported(`${label}: tournament list pages a second, ${MANY} clients`, report.medians.tournaments20Rps),
      reported(`${label}: tournament list p50 at ${MANY} clients (ms)`, report.medians.tournaments20P50Ms),
      reported(`${label}: tournament list p99 at ${MANY} clients (ms)`, report.medians.tournaments20P99Ms),
      reported(`${label}: tournament list statements a request`, statements.perRequest),
      reported(
        `${label}: guests' uncached feed pages a second, ${MANY} clients`,
        report.medians.uncached20Rps,
      ),
      reported(`${label}: signed-in p50 at ${MANY} clients (ms)`, report.medians.signedIn20P50Ms),
      reported(`${label}: guests' uncached p99 at ${MANY} clients (ms)`, report.medians.uncached20P99Ms),
      reported(
        `${label}: guests' pages kept ÷ uncached, ${CONNECTIONS} clients`,
        report.medians.cachedRps / report.medians.uncachedRps,
      ),
    ];
    for (const problem of planProblems) process.stdout.write(`plan problem: ${problem}\n`);
    return { report, figures };
  } finally {
    await server.stop();
  }
}

const reported = (name: string, value: number): Figure => ({ name, value, target: '(reported)', ok: true });

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
  uncachedPort: number;
  barePort: number;
  ask(request: Request): Promise<Reply>;
  stop(): Promise<void>;
}

/**
 * serve.ts pinned to core 0 with the server's own Node.js flags, on the dataset's database, guests'
 * rate limit raised for the load.
 */
async function startServer(dataset: Dataset): Promise<Server> {
  const [port, uncachedPort, barePort] = [await freePort(), await freePort(), await freePort()];
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
        UNCACHED_PORT: String(uncachedPort),
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
    uncachedPort,
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

/** The cursors of the feed's pages 2 to pages + 1, following nextCursor as a reader scrolls (the app's URLs). */
function walkFeed(base: string, pages: number, headers: Record<string, string> = {}): Promise<string[]> {
  return walkPages(base, pages, FIRST_PAGE, pageAfter, PAGE_SIZE, headers);
}

/** The cursors of a keyset-paged list's full pages 2 to pages + 1, from `first`, following nextCursor. */
async function walkPages(
  base: string,
  pages: number,
  first: string,
  after: (cursor: string) => string,
  size: number,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`${base}${cursor ? after(cursor) : first}`, headers);
    if (response.status !== 200) throw new Error(`${first} answered ${response.status}`);
    const page = JSON.parse(response.body).result as { items: unknown[]; nextCursor: string | null };
    cursor = page.nextCursor;
    if (cursor && page.items.length === size) cursors.push(cursor);
  } while (cursor && cursors.length < pages);
  if (cursors.length < pages) throw new Error(`only ${cursors.length} full pages of ${first}`);
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
async function load(
  base: string,
  paths: string[],
  connections: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    headers,
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
