import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, prepareDateFormats } from './format-date';

describe('date formatting', () => {
  const iso = '2026-11-21T06:05:00.000Z';

  it('writes what toLocaleString writes for the same style', () => {
    const date = new Date(iso);
    expect(formatDateTime(iso)).toBe(
      date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatTime(iso)).toBe(date.toLocaleTimeString(undefined, { timeStyle: 'short' }));
  });

  it('formats each call with its own date', () => {
    expect(formatTime('2026-11-21T06:05:00.000Z')).not.toBe(formatTime('2026-11-21T18:40:00.000Z'));
  });
});

describe('prepareDateFormats', () => {
  it('leaves the formatters writing the same', () => {
    const before = formatDateTime('2026-11-21T06:05:00.000Z');
    prepareDateFormats((task) => task());
    expect(formatDateTime('2026-11-21T06:05:00.000Z')).toBe(before);
  });

  it('makes one formatter per task, so no task makes them all', () => {
    const tasks: (() => void)[] = [];
    prepareDateFormats((task) => tasks.push(task));
    let ran = 0;
    while (tasks.length > 0) {
      tasks.shift()!();
      ran += 1;
    }
    // One task per style (date and time, date, time), and the last finds nothing left to make.
    expect(ran).toBe(4);
  });
});
