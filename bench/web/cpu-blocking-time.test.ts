import { describe, expect, it } from 'vitest';
import { blockingTasks, cpuBlockingTime, type TraceEvent } from './cpu-blocking-time';

const PAGE = 7;
const MAIN = 1;
const OTHER = 2;

/** A task of `wallMs` on a thread that spent `cpuMs` of it on the CPU, starting at `atMs`. */
function task(atMs: number, wallMs: number, cpuMs: number, tid = MAIN, pid = PAGE): TraceEvent {
  return { name: 'RunTask', ph: 'X', pid, tid, ts: atMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

const threadNames: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: OTHER, ts: 0, args: { name: 'Compositor' } },
];
const paintAt = (atMs: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid: PAGE,
  tid: MAIN,
  ts: atMs * 1000,
});

describe('cpuBlockingTime', () => {
  it("counts each main-thread task's CPU time, slowed down, beyond 50 ms, from the first paint on", () => {
    const trace = [...threadNames, paintAt(100), task(10, 400, 300), task(200, 90, 20), task(400, 500, 30)];
    // Before the paint: left out. 20 ms and 30 ms of CPU at 4× are 80 and 120 ms: 30 + 70 over 50.
    expect(cpuBlockingTime(trace, 4)).toBe(100);
  });

  it('leaves out the wall time a task spent waiting for a core', () => {
    const trace = [...threadNames, paintAt(0), task(10, 1_000, 10)];
    expect(cpuBlockingTime(trace, 4)).toBe(0);
  });

  it('leaves out other threads, other processes and the tasks Lighthouse runs in the page', () => {
    const lighthouseScript: TraceEvent = {
      name: 'EvaluateScript',
      ph: 'X',
      pid: PAGE,
      tid: MAIN,
      ts: 310_000,
      dur: 100_000,
      args: { data: { url: '_lighthouse-eval.js' } },
    };
    const trace = [
      ...threadNames,
      paintAt(0),
      task(100, 200, 200, OTHER),
      task(100, 200, 200, MAIN, PAGE + 1),
      task(300, 200, 200),
      lighthouseScript,
      task(600, 60, 60),
    ];
    expect(cpuBlockingTime(trace, 1)).toBe(10);
  });

  it('tells what each blocking task ran directly, costliest first', () => {
    const step = (name: string, atMs: number, cpuMs: number, url?: string): TraceEvent => ({
      name,
      ph: 'X',
      pid: PAGE,
      tid: MAIN,
      ts: atMs * 1000,
      dur: cpuMs * 1000,
      tdur: cpuMs * 1000,
      ...(url ? { args: { data: { url } } } : {}),
    });
    const trace = [
      ...threadNames,
      paintAt(0),
      task(100, 40, 40),
      step('EvaluateScript', 101, 25, 'https://app.example/assets/react-dom.js'),
      step('v8.compile', 102, 5),
      step('UpdateLayoutTree', 127, 12),
      task(200, 5, 5),
    ];
    expect(blockingTasks(trace, 2)).toEqual([
      {
        startMs: 100,
        slowedMs: 80,
        steps: [
          { name: 'EvaluateScript (react-dom.js)', slowedMs: 50 },
          { name: 'UpdateLayoutTree', slowedMs: 24 },
        ],
      },
    ]);
  });

  it('refuses a trace it cannot read rather than report no blocking', () => {
    expect(() => cpuBlockingTime([...threadNames, task(0, 100, 100)], 4)).toThrow(
      'no first contentful paint',
    );
    expect(() => cpuBlockingTime([paintAt(0), task(0, 100, 100)], 4)).toThrow(
      "does not name the page's main thread",
    );
    const withoutCpuTime = { ...task(10, 100, 100), tdur: undefined };
    expect(() => cpuBlockingTime([...threadNames, paintAt(0), withoutCpuTime], 4)).toThrow('no CPU time');
  });
});
