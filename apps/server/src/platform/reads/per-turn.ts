import DataLoader from 'dataloader';

/**
 * Reads gathered per turn of the event loop: every `load` asked during one turn is answered by one
 * call of `batch`, started once the turn is over, so each caller gets a read that started after it
 * asked (a write it saw commit counts). Nothing is kept between turns.
 */
export function readsPerTurn<K, V, C = K>(
  batch: (keys: readonly K[]) => Promise<readonly V[]>,
  options: { cacheKeyFn?: (key: K) => C } = {},
): DataLoader<K, V, C> {
  return new DataLoader<K, V, C>(batch, {
    ...options,
    cache: false,
    batchScheduleFn: (read) => setImmediate(read),
  });
}

/** `read` shared by the callers of one turn of the event loop (see `readsPerTurn`). */
export function sharedPerTurn<V>(read: () => Promise<V>): () => Promise<V> {
  const reads = readsPerTurn<true, V>(async (keys) => {
    const value = await read();
    return keys.map(() => value);
  });
  return () => reads.load(true);
}
