import type { Session, SessionPage } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { mergePages, nextCursorOf } from './list-home-sessions';

const session = (uuid: string) => ({ UUID: uuid }) as Session;
const page = (uuids: string[], nextCursor: string | null = 'next'): SessionPage => ({
  items: uuids.map(session),
  nextCursor,
  window: { start: null, end: null },
});

describe('home feed paging', () => {
  it('merges pages newest first without duplicates by UUID', () => {
    expect(mergePages([page(['a', 'b']), page(['b', 'c']), page(['a', 'd'])]).map((s) => s.UUID)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('ends when a page returns fewer than 10 items', () => {
    const full = page(
      Array.from({ length: 10 }, (_, index) => `s${index}`),
      'cursor',
    );
    expect(nextCursorOf(full)).toBe('cursor');
    expect(nextCursorOf(page(['a'], 'cursor'))).toBeNull();
    expect(nextCursorOf({ ...full, nextCursor: null })).toBeNull();
  });
});
