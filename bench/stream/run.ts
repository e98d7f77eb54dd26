/**
 * `npm run bench:stream` (issue 35 point 6): one server instance, as `npm start` runs it (the built
 * server, the demo world, the embedded database unless DATABASE_URL is set), holds STREAMS open
 * event streams of the demo derby's live standings while its judge decides DECISIONS_PER_SECOND
 * catches a second. Reports the time from each decision's request to the last client receiving the
 * standings it moved (p50, p99), and the server's resident memory per open stream.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_JUDGING_TOURNAMENT_ID } from '../../apps/server/src/db/seed/seed-demo-judging';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/seed-demo-users';
import { freePort } from '../../apps/server/src/test/free-port';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const DECISIONS_PER_SECOND = 10;
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 100);
const EVIDENCE = [
  'anglerOnRod',
  'rodBentToFish',
  'fishAndSpeciesVisible',
  'leaderTouched',
  'released',
  'objectCodeVisible',
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
if (!fs.existsSync(serverEntry)) throw new Error('build the server first: npm run build');

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { flags } = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8')) as {
  flags: string[];
};
const server = spawn(process.execPath, [...flags, serverEntry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: process.env.DATA_DIR ?? 'memory://',
    LOG_LEVEL: 'warn',
    // One address opens every stream: the per-address limit is not what is measured.
    RATE_LIMIT_MAX: '1000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));

const rssKiB = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
};

async function request<Answer = { result: unknown }>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Answer }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Answer };
}

for (let tries = 0; ; tries += 1) {
  const healthy = await fetch(`${base}/api/ready`).then(
    (r) => r.ok,
    () => false,
  );
  if (healthy) break;
  if (tries > 240) throw new Error('the server did not become ready');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const login = await request<{ result: { accessToken: string } }>('POST', '/api/auth/login', {
  email: 'judge@demo.tightlines.app',
  password: DEMO_PASSWORD,
});
if (login.status !== 200) throw new Error(`the judge's sign-in answered ${login.status}`);
const judge = { authorization: `Bearer ${login.json.result.accessToken}` };
const listed = await request<{
  result: { items: { catchId: string; decision: { version: number } }[] };
}>('GET', `/api/judging/tournaments/${DEMO_JUDGING_TOURNAMENT_ID}/catches?status=pending`, undefined, judge);
const catches = listed.json.result.items.map((item) => ({
  id: item.catchId,
  version: item.decision.version,
}));
if (catches.length === 0) throw new Error('the demo derby has no catch to decide');

// Each client's arrival time of every standings event after its first (the page's own) refresh.
const arrivals: number[][] = [];
const sockets: http.ClientRequest[] = [];
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const rssBefore = rssKiB();
await Promise.all(
  Array.from({ length: STREAMS }, (_, index) => {
    arrivals[index] = [];
    return new Promise<void>((resolve, reject) => {
      const stream = http.get(
        `${base}/api/tournaments/${DEMO_JUDGING_TOURNAMENT_ID}/events`,
        { agent, headers: { accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200)
            return reject(new Error(`a stream answered ${response.statusCode}`));
          let buffered = '';
          let opened = false;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffered += chunk;
            let end: number;
            while ((end = buffered.indexOf('\n\n')) !== -1) {
              const block = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              if (block.includes('event: refresh') && !opened) {
                opened = true;
                resolve();
              } else if (block.includes('event: standings')) arrivals[index]!.push(performance.now());
            }
          });
        },
      );
      stream.on('error', reject);
      sockets.push(stream);
    });
  }),
);
const rssOpen = rssKiB();

// The judge alternates release and refusal on the derby's catches: each decision moves the standings.
const sentAt: number[] = [];
const started = performance.now();
for (let index = 0; index < DECISIONS; index += 1) {
  const due = started + (index * 1000) / DECISIONS_PER_SECOND;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  const decided = catches[index % catches.length]!;
  const release = Math.floor(index / catches.length) % 2 === 0;
  sentAt.push(performance.now());
  const answer = await request<{ result: { decision: { version: number } } }>(
    'PUT',
    `/api/judging/tournaments/${DEMO_JUDGING_TOURNAMENT_ID}/catches/${decided.id}/decision`,
    release
      ? { version: decided.version, released: true, evidence: EVIDENCE }
      : { version: decided.version, released: false, evidence: [], refusalReason: 'Bench: refused' },
    judge,
  );
  if (answer.status !== 200)
    throw new Error(`decision ${index} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  decided.version = answer.json.result.decision.version;
}
// Every client has every decision's standings, or the run says how many are missing.
const deadline = performance.now() + 30_000;
while (arrivals.some((times) => times.length < DECISIONS) && performance.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const missing = arrivals.reduce((sum, times) => sum + Math.max(0, DECISIONS - times.length), 0);
const toLast = sentAt
  .map((sent, index) => Math.max(...arrivals.map((times) => times[index] ?? Number.NaN)) - sent)
  .filter(Number.isFinite)
  .sort((a, b) => a - b);
const percentile = (p: number) => toLast[Math.min(toLast.length - 1, Math.floor((p / 100) * toLast.length))]!;

const report = {
  streams: STREAMS,
  decisions: DECISIONS,
  decisionsPerSecond: DECISIONS_PER_SECOND,
  database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
  decisionToLastClientMs: { p50: Math.round(percentile(50)), p99: Math.round(percentile(99)) },
  missingDeliveries: missing,
  rssKiB: {
    before: rssBefore,
    withStreams: rssOpen,
    perStream: Math.round(((rssOpen - rssBefore) / STREAMS) * 10) / 10,
  },
};
console.log(JSON.stringify(report, null, 2));
fs.mkdirSync(path.join(root, 'bench/out'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/out/stream.json'), JSON.stringify(report, null, 2));
for (const stream of sockets) stream.destroy();
server.kill('SIGTERM');
process.exit(missing === 0 ? 0 : 1);
