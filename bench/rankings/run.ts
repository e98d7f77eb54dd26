import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { RANKING_CATEGORY_VALUES, RANKING_PAGE_SIZE, type RankingCategory } from '@tightlines/domain';
import { serverNodeFlags } from '../server-flags';
import { freePort } from '../web/servers';
import { dropRankingsDataset, rankingsDataset, SIZES } from './generate';

/**
 * `npm run bench:rankings` (issue 36 point 6): each category's ranking as the web app opens it
 * (apps/web/src/api/rankings/rankings.ts, `fetchRanking`: this year, all water types, everywhere,
 * the reader's zone, five a page) at 20 clients from the server as deployed, which reads the
 * counters, against the same page worked out by a live GROUP BY over the fish logs, in the same run
 * on the same server process, database and core. The server runs pinned to core 0, this process
 * (the load generator) to core 1. Before measuring, each category's first page must be the same
 * from both (ids and points). Three rounds, the two sides in turns; the medians are compared with
 * the targets: ≥ 10 × the throughput, p99 ≤ 1/5 (README.md). PostgreSQL only.
 */
const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 20;
/** The live GROUP BY's requests a measurement (each client's two). */
const LIVE_REQUESTS = 2 * CLIENTS;
/** autocannon's wait for one live answer: 20 queued queries of a few seconds each take longer than its 10 s. */
const LIVE_TIMEOUT_S = 120;
/** The categories measured: all, or those BENCH_CATEGORIES names (comma-separated, e.g. `boats`). */
const CATEGORIES: RankingCategory[] = process.env.BENCH_CATEGORIES
  ? process.env.BENCH_CATEGORIES.split(',').map((name) => {
      const category = name.trim() as RankingCategory;
      if (!RANKING_CATEGORY_VALUES.includes(category))
        throw new Error(`BENCH_CATEGORIES: unknown category ${name}`);
      return category;
    })
  : [...RANKING_CATEGORY_VALUES];
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const outFile = path.resolve(import.meta.dirname, '..', 'out', 'rankings.json');

/** The web app's request for a category's first page (its query in `fetchRanking`'s order). */
const rankingUrl = (category: RankingCategory) =>
  `/api/rankings?category=${category}&range=annually&timeZone=${encodeURIComponent('America/Costa_Rica')}` +
  `&water=all&location=global&offset=0&limit=${RANKING_PAGE_SIZE}`;

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

interface Figure {
  name: string;
  value: number;
  target: string;
  ok: boolean;
}

async function main(): Promise<void> {
  const databaseUrl = await rankingsDataset(serverUrl);
  const server = await startServer(databaseUrl);
  const figures: Figure[] = [];
  const report: Record<string, unknown> = {
    sizes: SIZES,
    rounds: ROUNDS,
    seconds: SECONDS,
    clients: CLIENTS,
  };
  try {
    const app = `http://127.0.0.1:${server.port}`;
    const live = `http://127.0.0.1:${server.livePort}`;
    for (const category of CATEGORIES) {
      const [counted, grouped] = [await page(app, category), await page(live, category)];
      const shape = (entries: { id: string; points: number }[]) => entries.map((e) => `${e.id} ${e.points}`);
      if (JSON.stringify(shape(counted)) !== JSON.stringify(shape(grouped))) {
        throw new Error(
          `${category}: the counters and the live GROUP BY differ\n${shape(counted).join('\n')}\n--\n${shape(grouped).join('\n')}`,
        );
      }
      if (!counted.length) throw new Error(`${category}: nobody ranks`);
    }
    process.stdout.write('the counters and the live GROUP BY give the same first page in every category\n');
    const rounds: Record<RankingCategory, { counters: Load; live: Load }[]> = {
      boats: [],
      captains: [],
      mates: [],
      anglers: [],
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const category of CATEGORIES) {
        const url = rankingUrl(category);
        const sides = [() => load(app, url), () => load(live, url, LIVE_REQUESTS)] as const;
        const [counters, grouped] =
          round % 2 === 1
            ? [await sides[0](), await sides[1]()]
            : await sides[1]().then(async (liveLoad) => [await sides[0](), liveLoad] as const);
        rounds[category].push({ counters, live: grouped });
        process.stdout.write(
          `round ${round} ${category.padEnd(8)}: counters ${counters.rps.toFixed(0)}/s p50 ${counters.p50} ` +
            `p99 ${counters.p99} ms; live GROUP BY ${grouped.rps.toFixed(1)}/s p50 ${grouped.p50} p99 ${grouped.p99} ms\n`,
        );
      }
    }
    for (const category of CATEGORIES) {
      const m = (pick: (side: { counters: Load; live: Load }) => number) =>
        median(rounds[category].map(pick));
      const medians = {
        countersRps: m((r) => r.counters.rps),
        countersP50: m((r) => r.counters.p50),
        countersP99: m((r) => r.counters.p99),
        liveRps: m((r) => r.live.rps),
        liveP50: m((r) => r.live.p50),
        liveP99: m((r) => r.live.p99),
        throughputRatio: m((r) => r.counters.rps / r.live.rps),
        p99Ratio: m((r) => r.counters.p99 / r.live.p99),
      };
      report[category] = { rounds: rounds[category], medians };
      figures.push(
        figure(
          `${category}: counters ÷ live GROUP BY, requests a second`,
          medians.throughputRatio,
          '≥ 10',
          (v) => v >= 10,
        ),
        figure(
          `${category}: counters' p99 ÷ live GROUP BY's p99`,
          medians.p99Ratio,
          '≤ 0.2',
          (v) => v <= 0.2,
        ),
        reported(`${category}: counters, requests a second`, medians.countersRps),
        reported(`${category}: counters, p50 / p99 (ms)`, medians.countersP50, medians.countersP99),
        reported(`${category}: live GROUP BY, requests a second`, medians.liveRps),
        reported(`${category}: live GROUP BY, p50 / p99 (ms)`, medians.liveP50, medians.liveP99),
      );
    }
  } finally {
    await server.stop();
  }
  if (process.env.BENCH_DROP_DB === '1') await dropRankingsDataset(serverUrl);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify({ ...report, figures, at: new Date().toISOString() }, null, 2));
  process.stdout.write('\nfigure                                                        value   target\n');
  for (const item of figures) {
    process.stdout.write(
      `${item.ok ? 'ok  ' : 'MISS'} ${item.name.padEnd(56)} ${formatValue(item)}   ${item.target}\n`,
    );
  }
  process.stdout.write(`\nwritten to ${path.relative(process.cwd(), outFile)}\n`);
  process.exit(figures.every((item) => item.ok) ? 0 : 1);
}

const formatValue = (item: Figure & { second?: number }) =>
  (item.second === undefined ? item.value.toFixed(2) : `${item.value} / ${item.second}`).padStart(10);

const reported = (name: string, value: number, second?: number): Figure & { second?: number } => ({
  name,
  value,
  second,
  target: '(reported)',
  ok: true,
});

function figure(name: string, value: number, target: string, ok: (value: number) => boolean): Figure {
  return { name, value, target, ok: ok(value) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One category's first page: its entries' ids and points. */
async function page(base: string, category: RankingCategory): Promise<{ id: string; points: number }[]> {
  const response = await get(`${base}${rankingUrl(category)}`);
  if (response.status !== 200)
    throw new Error(`${base} ${category} answered ${response.status}: ${response.body}`);
  return (JSON.parse(response.body).result as { entries: { id: string; points: number }[] }).entries;
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      })
      .on('error', reject);
  });
}

/**
 * autocannon on `url` with CLIENTS clients: for SECONDS, or (the live GROUP BY, whose answers take
 * seconds each at 20 clients) until `amount` requests have all been answered, so none is still
 * running on the database when the next measurement starts. Refuses any error, timeout or non-2xx.
 */
async function load(base: string, url: string, amount?: number): Promise<Load> {
  const result = await autocannon({
    url: `${base}${url}`,
    connections: CLIENTS,
    ...(amount ? { amount, timeout: LIVE_TIMEOUT_S } : { duration: SECONDS }),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${base}${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    rps: result.requests.total / (result.duration || SECONDS),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

interface Server {
  port: number;
  livePort: number;
  stop(): Promise<void>;
}

/** serve.ts pinned to core 0 with the server's own Node.js flags; answers once it says it listens. */
async function startServer(databaseUrl: string): Promise<Server> {
  const [port, livePort] = [await freePort(), await freePort()];
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
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        PORT: String(port),
        LIVE_PORT: String(livePort),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        RATE_LIMIT_MAX: '100000000',
        SEED_DEMO: '0',
      },
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    child.on('message', (message: { type: string }) => {
      if (message.type === 'ready') resolve();
    });
  });
  return {
    port,
    livePort,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

if (!process.env.BENCH_PINNED) {
  // The load generator gets core 1 of its own; the server gets core 0 (serve.ts, spawned above).
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
