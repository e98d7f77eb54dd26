import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver: this one records what is observed. As a browser's, each
 * observer reports its element's state once it starts observing (`showing(true)`: everything
 * observed is within range, a tall screen; by default nothing is), and `scrollIntoView` tells
 * every observer watching an element that it came into view.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  const reports = new Set<Promise<void>>();
  let inView = false;
  const report = (
    entry: { callback: IntersectionObserverCallback; targets: Set<Element> },
    intersecting: boolean,
  ) => {
    const entries = [...entry.targets].map(
      (target) => ({ target, isIntersecting: intersecting }) as IntersectionObserverEntry,
    );
    if (entries.length) entry.callback(entries, entry as unknown as IntersectionObserver);
  };
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
      const entry = this.entry;
      // Asynchronous, as a browser reports: after the observing code has run.
      const reported = new Promise<void>((resolve) =>
        setTimeout(() => {
          if (observers.has(entry) && entry.targets.has(target)) report(entry, inView);
          resolve();
        }, 0),
      );
      reports.add(reported);
      void reported.then(() => reports.delete(reported));
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed: () => [...observers].flatMap((observer) => [...observer.targets]),
    /** Whether what is observed from now on starts within range. */
    showing(value: boolean) {
      inView = value;
    },
    /** Resolves once every observer started so far has reported where its element is. */
    async reported(): Promise<void> {
      while (reports.size > 0) await Promise.all([...reports]);
    },
    scrollIntoView() {
      for (const observer of [...observers]) report(observer, true);
    },
  };
}
