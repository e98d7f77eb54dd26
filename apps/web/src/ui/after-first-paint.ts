/**
 * Runs `task` once the browser reports the first contentful paint, i.e. once the frame showing the
 * page has reached the screen. A frame callback would run before that frame is presented, so a
 * request made from it would still compete with the paint on a slow connection. Hidden tabs paint
 * nothing; the task then runs after `timeout` ms.
 */
export function afterFirstPaint(task: () => void, timeout = 3000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      run();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  setTimeout(run, timeout);
}
