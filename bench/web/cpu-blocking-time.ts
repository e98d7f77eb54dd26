/** The fields of a Chrome trace event this measure reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Wall-clock start and duration (µs). */
  ts: number;
  dur?: number;
  /** CPU time the thread spent on the event (µs), with Chrome's thread timestamps. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** A main-thread task that blocks input, and what it ran. */
export interface BlockingTask {
  /** When it started, from the first contentful paint (ms). */
  startMs: number;
  /** Its CPU time multiplied by the slowdown (ms); it blocks for what exceeds 50 ms. */
  slowedMs: number;
  /** The events it ran directly, costliest first, each with its slowed CPU time. */
  steps: { name: string; slowedMs: number }[];
}

/** A task longer than this blocks input (Lighthouse's total blocking time). */
const BLOCKING_THRESHOLD_MS = 50;
const LIGHTHOUSE_EVALUATION = '_lighthouse-eval.js';

/**
 * Total blocking time worked out from the page's main-thread CPU time rather than its wall time:
 * every task of the main frame's renderer main thread from the first contentful paint to the end of
 * the trace, its CPU time multiplied by `slowdown`, blocks for what it takes beyond 50 ms.
 * Lighthouse's simulated throttling multiplies each task's wall time instead, and on a host of two
 * cores the renderer's main thread waits for a core while the browser, its GPU process, its raster
 * threads and Lighthouse itself run: that wait, multiplied too, is most of the TBT Lighthouse reports
 * there (bench/README.md). A phone's main thread does not wait for those: they have cores of their
 * own. The tasks Lighthouse runs in the page to gather its audits are not the page's and are left out.
 */
export function cpuBlockingTime(events: readonly TraceEvent[], slowdown: number): number {
  return blockingTasks(events, slowdown).reduce(
    (sum, task) => sum + task.slowedMs - BLOCKING_THRESHOLD_MS,
    0,
  );
}

/** The tasks `cpuBlockingTime` counts, in order, each with the steps that made it long. */
export function blockingTasks(events: readonly TraceEvent[], slowdown: number): BlockingTask[] {
  const paint = events
    .filter((event) => event.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!paint) throw new Error('the trace has no first contentful paint');
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
  );
  if (!mainThread) throw new Error("the trace does not name the page's main thread");
  const onMainThread = events
    .filter((event) => event.ph === 'X' && event.pid === paint.pid && event.tid === mainThread.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const lighthouseStarts = onMainThread
    .filter((event) => event.args?.data?.url?.includes(LIGHTHOUSE_EVALUATION))
    .map((event) => event.ts);
  const isLighthouses = (task: TraceEvent) =>
    lighthouseStarts.some((start) => start >= task.ts && start < end(task));

  const blocking: BlockingTask[] = [];
  for (const task of onMainThread) {
    if (task.name !== 'RunTask' || task.ts < paint.ts) continue;
    if (task.tdur === undefined) throw new Error('the trace has no CPU time for its tasks');
    const slowedMs = (task.tdur / 1000) * slowdown;
    if (slowedMs <= BLOCKING_THRESHOLD_MS || isLighthouses(task)) continue;
    blocking.push({
      startMs: (task.ts - paint.ts) / 1000,
      slowedMs,
      steps: directSteps(task, onMainThread).map((step) => ({
        name: describeStep(step),
        slowedMs: ((step.tdur ?? 0) / 1000) * slowdown,
      })),
    });
  }
  return blocking;
}

function end(event: TraceEvent): number {
  return event.ts + (event.dur ?? 0);
}

/** The events a task ran directly (not inside another of its events), costliest first. */
function directSteps(task: TraceEvent, sortedEvents: readonly TraceEvent[]): TraceEvent[] {
  const steps: TraceEvent[] = [];
  for (const event of sortedEvents) {
    if (event === task || event.ts < task.ts || end(event) > end(task)) continue;
    const outer = steps[steps.length - 1];
    if (outer && event.ts < end(outer)) continue;
    steps.push(event);
  }
  return steps.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
}

function describeStep(step: TraceEvent): string {
  const data = step.args?.data;
  const where = [data?.functionName, data?.url?.split('/').pop()].filter(Boolean).join(' ');
  return where ? `${step.name} (${where})` : step.name;
}
