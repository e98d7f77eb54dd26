import { startTransition, useEffect, useState } from 'react';

/**
 * A list's first few items at once and the rest a few at a time, as the reader nears them.
 * React slices a deferred render, but it commits a whole page of cards in one go, and every batch
 * of cards costs the browser a frame of style, layout and paint: on a slow phone a page of cards
 * drawn while it loads blocks taps for a long while (the home route's TBT, bench/README.md). So the
 * next batch joins only when `moreRef`'s element (placed right after the shown items: `ListRest`,
 * which keeps the place of the rest) nears the view, each batch in a task of its own; a reader
 * scrolling, or tabbing onto the last shown item, never meets the gap. Without IntersectionObserver
 * the batches simply follow one another. Items already shown stay shown when the list changes.
 */
export function useProgressiveList<T>(
  items: readonly T[] | undefined,
  { first = 2, step = 2 }: { first?: number; step?: number } = {},
): {
  shown: readonly T[] | undefined;
  /** How many items are still to join (0 once all are in): the place `ListRest` keeps for them. */
  rest: number;
  moreRef: (element: HTMLElement | null) => void;
} {
  const [count, setCount] = useState(first);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (count >= total) return;
    // Watched again after each batch: a list whose end is still near carries on, one whose end is
    // now far below waits for the reader.
    return whenNearView(sentinel, () => startTransition(() => setCount((shown) => shown + step)));
  }, [count, total, step, sentinel]);
  return {
    shown: items?.slice(0, count),
    rest: Math.max(0, total - count),
    moreRef: setSentinel,
  };
}

/**
 * Runs `task` once `element` comes within half a screen of the view (at once if it is already
 * there: an observer reports its element's state when it starts). Returns a function that stops
 * watching. Where IntersectionObserver is missing, `task` runs in the next task.
 */
function whenNearView(element: Element | null, task: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    const handle = window.setTimeout(task, 0);
    return () => window.clearTimeout(handle);
  }
  if (!element) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
