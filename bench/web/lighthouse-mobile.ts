// `npm run bench:web`: Lighthouse mobile figures of the production web app (issue 7, issue 17, issue
// 34). The home feed and the tournament list are measured five times each with Lighthouse's standard
// mobile profile (its default settings: Moto G Power screen, simulated slow 4G, 4× CPU slowdown),
// interleaved with a trivial React page built in the same run, and the medians are held to: LCP ≤
// 1.1 × the trivial page's LCP, TBT ≤ the trivial page's TBT + 150 ms, CLS ≤ 0.05. Comparing with a
// page measured in the same run keeps a slow or busy machine from failing it. The TBT held to its
// bound is worked out from the main thread's CPU time in Lighthouse's trace (cpu-blocking-time.ts
// says why); Lighthouse's own is printed beside it.
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { blockingTasks, cpuBlockingTime, type TraceEvent } from './cpu-blocking-time';
import { detectEncoding, serveStatic, startAppServer, type RunningServer } from './servers';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_TBT_OVER_TRIVIAL_MS sets how far a page's TBT may exceed the trivial page's (150 ms, the
// target, by default); CI's tripwire gives a loaded host a margin (bench/README.md).
const TBT_OVER_TRIVIAL_MS = Number(process.env.BENCH_TBT_OVER_TRIVIAL_MS ?? 150);
// BENCH_LCP_RATIO sets how many times the trivial page's LCP a page's may be (1.1, the target).
const BOUNDS = { lcpRatio: Number(process.env.BENCH_LCP_RATIO ?? 1.1), cls: 0.05 };
// BENCH_DETAIL=1 prints each run's blocking tasks, from CPU time, with what each ran, and its layout shifts.
const DETAIL = process.env.BENCH_DETAIL === '1';
/** Lighthouse's standard mobile profile slows the CPU down 4×; the CPU-time TBT applies the same. */
const CPU_SLOWDOWN = 4;
/**
 * CI's tripwire only (BENCH_REFERENCE_INDEX, unset for `npm run bench:web`): on a host whose CPU
 * index, measured by Lighthouse in the same run, is below this reference, the CPU time is slowed down
 * by 4 × index ÷ reference instead of 4, so the tripwire emulates the same phone on a host that other
 * tenants slow down 2–3× some evenings, as PageSpeed Insights lowers its own multiplier for its slow
 * hosts. Never more than 4×: a faster host is measured at the standard profile (bench/README.md).
 */
const REFERENCE_INDEX = Number(process.env.BENCH_REFERENCE_INDEX ?? 0);

/** The CPU slowdown a run's CPU-time TBT applies on a host of this CPU index. */
function slowdownFor(benchmarkIndex: number): number {
  if (!REFERENCE_INDEX || benchmarkIndex >= REFERENCE_INDEX) return CPU_SLOWDOWN;
  return (CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX;
}
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(benchRoot, '..');
const outDir = path.join(benchRoot, 'out');

interface Metrics {
  lcp: number;
  /** Total blocking time from the main thread's CPU time (cpu-blocking-time.ts): the one bounded. */
  tbt: number;
  /** Lighthouse's total blocking time, from wall time: printed, not bounded. */
  lighthouseTbt: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU at the start of the run (higher is faster). It is not a
   * bound: printed beside each run, it shows when a slow TBT came from a slowed machine.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the TBT applied: 4, or less on a slow host under BENCH_REFERENCE_INDEX. */
  slowdown: number;
}

interface Target {
  name: string;
  url: () => string;
  /** How far its TBT may exceed the trivial page's. */
  tbtOverTrivialMs: number;
}

async function main(): Promise<number> {
  const baselineDist = await buildBaseline();
  const servers: RunningServer[] = [];
  try {
    const app = await startAppServer(repoRoot, path.join(outDir, 'web-dist'));
    servers.push(app);
    const encoding = await detectEncoding(app.url);
    const baseline = await serveStatic(baselineDist, encoding);
    servers.push(baseline);
    console.log(
      `the app server sends scripts ${encoding ? `${encoding}-encoded` : 'uncompressed'}; so does the baseline's`,
    );

    const targets: Target[] = [
      { name: 'trivial React page', url: () => `${baseline.url}/`, tbtOverTrivialMs: 0 },
      { name: 'home feed /', url: () => `${app.url}/`, tbtOverTrivialMs: TBT_OVER_TRIVIAL_MS },
      {
        name: 'tournament list /tournament',
        url: () => `${app.url}/tournament`,
        tbtOverTrivialMs: TBT_OVER_TRIVIAL_MS,
      },
    ];
    const runs = new Map<string, Metrics[]>(targets.map((target) => [target.name, []]));
    // Interleaved, so a burst of load on the machine hits the baseline and the app alike.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const target of targets) {
        const metrics = await measure(target.url());
        runs.get(target.name)!.push(metrics);
        console.log(`run ${run}/${RUNS} ${target.name.padEnd(28)} ${describe(metrics)}`);
      }
    }
    return report(targets, runs);
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

async function buildBaseline(): Promise<string> {
  const dist = path.join(outDir, 'web-baseline');
  await build({
    configFile: false,
    root: path.join(benchRoot, 'web/baseline'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  });
  return dist;
}

// Lighthouse now and then loses the trace of a load (NO_NAVSTART); such a run is repeated.
async function measure(url: string, attempts = 3): Promise<Metrics> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function measureOnce(url: string): Promise<Metrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // Lighthouse's default config is the mobile preset with simulated throttling: nothing is changed.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const value = (audit: string) => {
      const numeric = lhr.audits[audit]?.numericValue;
      if (numeric === undefined) throw new Error(`Lighthouse measured no ${audit} on ${url}`);
      return numeric;
    };
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    if (!trace) throw new Error(`Lighthouse kept no trace of ${url}`);
    const slowdown = slowdownFor(lhr.environment.benchmarkIndex);
    if (DETAIL) {
      printBlockingTasks(trace.traceEvents, slowdown);
      printLayoutShifts(lhr.audits['layout-shifts']?.details);
    }
    return {
      lcp: value('largest-contentful-paint'),
      tbt: cpuBlockingTime(trace.traceEvents, slowdown),
      slowdown,
      lighthouseTbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function printBlockingTasks(events: TraceEvent[], slowdown: number) {
  for (const task of blockingTasks(events, slowdown)) {
    const steps = task.steps
      .slice(0, 4)
      .map((step) => `${step.name} ${Math.round(step.slowedMs)}`)
      .join(', ');
    console.log(
      `    blocking task at +${Math.round(task.startMs)} ms: ${Math.round(task.slowedMs)} ms (${steps})`,
    );
  }
}

/** Each layout shift Lighthouse saw, with its score and the element that moved most in it. */
function printLayoutShifts(details: unknown) {
  const items = (details as { items?: LayoutShiftItem[] } | undefined)?.items ?? [];
  for (const item of items) {
    const moved = item.node?.selector ?? item.node?.snippet ?? 'an element Lighthouse could not name';
    console.log(`    layout shift ${item.score.toFixed(3)}: ${moved}`);
  }
}

interface LayoutShiftItem {
  score: number;
  node?: { selector?: string; snippet?: string };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function describe({ lcp, tbt, lighthouseTbt, cls, benchmarkIndex, slowdown }: Metrics): string {
  const ms = (value: number, width: number) => `${Math.round(value).toString().padStart(width)} ms`;
  return `LCP ${ms(lcp, 5)}  TBT ${ms(tbt, 4)} at ${slowdown.toFixed(1)}× (Lighthouse's ${ms(lighthouseTbt, 4)})  CLS ${cls.toFixed(3)}  host CPU index ${Math.round(benchmarkIndex)}`;
}

function report(targets: Target[], runs: Map<string, Metrics[]>): number {
  const medians = new Map(
    [...runs].map(([name, list]) => [
      name,
      {
        lcp: median(list.map((metrics) => metrics.lcp)),
        tbt: median(list.map((metrics) => metrics.tbt)),
        lighthouseTbt: median(list.map((metrics) => metrics.lighthouseTbt)),
        cls: median(list.map((metrics) => metrics.cls)),
        benchmarkIndex: median(list.map((metrics) => metrics.benchmarkIndex)),
        slowdown: median(list.map((metrics) => metrics.slowdown)),
      },
    ]),
  );
  const [baseline, ...pages] = targets;
  const trivial = medians.get(baseline!.name)!;
  const failures: string[] = [];

  const reference = REFERENCE_INDEX ? `, less on a host under CPU index ${REFERENCE_INDEX}` : '';
  console.log(
    `\nLighthouse's mobile profile (CPU slowdown ${CPU_SLOWDOWN}×${reference}), median of ${RUNS} runs`,
  );
  console.log(`  ${baseline!.name.padEnd(28)} ${describe(trivial)}`);
  for (const page of pages) {
    const metrics = medians.get(page.name)!;
    const ratio = metrics.lcp / trivial.lcp;
    const overTrivial = metrics.tbt - trivial.tbt;
    console.log(
      `  ${page.name.padEnd(28)} ${describe(metrics)}  LCP ${ratio.toFixed(2)} × trivial, TBT ${overTrivial >= 0 ? '+' : ''}${Math.round(overTrivial)} ms over trivial`,
    );
    if (ratio > BOUNDS.lcpRatio) {
      failures.push(
        `${page.name}: LCP ${Math.round(metrics.lcp)} ms is ${ratio.toFixed(2)} × the trivial page's, over ${BOUNDS.lcpRatio}`,
      );
    }
    if (overTrivial > page.tbtOverTrivialMs) {
      failures.push(
        `${page.name}: TBT ${Math.round(metrics.tbt)} ms is ${Math.round(overTrivial)} ms over the trivial page's ${Math.round(trivial.tbt)} ms, more than ${page.tbtOverTrivialMs}`,
      );
    }
    if (metrics.cls > BOUNDS.cls)
      failures.push(`${page.name}: CLS ${metrics.cls.toFixed(3)} is over ${BOUNDS.cls}`);
  }
  const margins = pages.map((page) => `${page.name} + ${page.tbtOverTrivialMs} ms`).join(', ');
  console.log(
    `  bounds: LCP ≤ ${BOUNDS.lcpRatio} × trivial page, TBT from CPU time ≤ trivial page's (${margins}), CLS ≤ ${BOUNDS.cls}`,
  );

  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'web-lighthouse.json'),
    JSON.stringify(
      {
        cpuSlowdown: CPU_SLOWDOWN,
        runs: Object.fromEntries(runs),
        medians: Object.fromEntries(medians),
        bounds: {
          ...BOUNDS,
          tbtOverTrivialMs: Object.fromEntries(pages.map((p) => [p.name, p.tbtOverTrivialMs])),
        },
      },
      null,
      2,
    ),
  );

  if (failures.length > 0) {
    console.error(`\nmobile speed bounds missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    return 1;
  }
  console.log('\nmobile speed bounds met');
  return 0;
}

process.exitCode = await main();
