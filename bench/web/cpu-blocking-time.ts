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
  args?: { name?: string; data?: { url?: string } };
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
  const paint = events
    .filter((event) => event.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!paint) throw new Error('the trace has no first contentful paint');
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
  );
  if (!mainThread) throw new Error("the trace does not name the page's main thread");
  const onMainThread = (event: TraceEvent) =>
    event.ph === 'X' && event.pid === paint.pid && event.tid === mainThread.tid;
  const lighthouseStarts = events
    .filter((event) => onMainThread(event) && event.args?.data?.url?.includes(LIGHTHOUSE_EVALUATION))
    .map((event) => event.ts);
  const isLighthouses = (task: TraceEvent) =>
    lighthouseStarts.some((start) => start >= task.ts && start < task.ts + (task.dur ?? 0));

  let blocking = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || !onMainThread(task) || task.ts < paint.ts) continue;
    if (task.tdur === undefined) throw new Error('the trace has no CPU time for its tasks');
    if (isLighthouses(task)) continue;
    blocking += Math.max(0, (task.tdur / 1000) * slowdown - BLOCKING_THRESHOLD_MS);
  }
  return blocking;
}
