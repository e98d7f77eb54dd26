import { startTransition, useEffect, useState } from 'react';

/**
 * A list's first few items at once and the rest a few at a time, each batch in a task of its own.
 * React slices a deferred render, but it commits a whole page of cards in one go: on a slow phone
 * that one commit blocks taps for a long while (the home route's TBT, bench/README.md). Items
 * already shown stay shown when the list changes; what is new joins in batches.
 */
export function useProgressiveList<T>(
  items: readonly T[] | undefined,
  { first = 2, step = 2 }: { first?: number; step?: number } = {},
): { shown: readonly T[] | undefined; complete: boolean } {
  const [count, setCount] = useState(first);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (count >= total) return;
    const handle = window.setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => window.clearTimeout(handle);
  }, [count, total, step]);
  return { shown: items?.slice(0, count), complete: count >= total };
}
