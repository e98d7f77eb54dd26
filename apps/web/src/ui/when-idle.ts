/**
 * Runs `task` once the browser has nothing better to do, so warming a lazy chunk never competes
 * with the first paint. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2000);
  return () => window.clearTimeout(handle);
}
