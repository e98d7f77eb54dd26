import { describe, expect, it } from 'vitest';
import { HIDDEN_CLOSE_MS, openEventStream, type StreamEnvironment } from './event-stream';

/** A browser of the test's own: streams it opened, a visibility it sets, a clock it moves. */
function fakeBrowser() {
  const opened: { url: string; closed: boolean; listeners: Map<string, (event: MessageEvent) => void> }[] =
    [];
  let visibility: DocumentVisibilityState = 'visible';
  const visibilityListeners = new Set<() => void>();
  let clock = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let nextTimer = 1;
  const environment: StreamEnvironment = {
    open: (url) => {
      const stream = { url, closed: false, listeners: new Map() };
      opened.push(stream);
      return {
        addEventListener: (name: string, listener: (event: MessageEvent) => void) =>
          stream.listeners.set(name, listener),
        close: () => (stream.closed = true),
      } as unknown as EventSource;
    },
    document: {
      get visibilityState() {
        return visibility;
      },
      addEventListener: (_name: string, listener: () => void) => visibilityListeners.add(listener),
      removeEventListener: (_name: string, listener: () => void) => visibilityListeners.delete(listener),
    } as unknown as StreamEnvironment['document'],
    setTimeout: (run, ms) => {
      timers.set(nextTimer, { at: clock + ms, run });
      return nextTimer++;
    },
    clearTimeout: (id) => void timers.delete(id),
  };
  return {
    environment,
    opened,
    setVisibility(state: DocumentVisibilityState) {
      visibility = state;
      for (const listener of visibilityListeners) listener();
    },
    advance(ms: number) {
      clock += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at > clock) continue;
        timers.delete(id);
        timer.run();
      }
    },
  };
}

describe('openEventStream', () => {
  it('hands each named event’s JSON to its listener', () => {
    const browser = fakeBrowser();
    const heard: unknown[] = [];
    openEventStream('/events', { refresh: (data) => heard.push(data) }, browser.environment);
    expect(browser.opened.map((stream) => stream.url)).toEqual(['/api/events']);
    browser.opened[0]!.listeners.get('refresh')!(new MessageEvent('refresh', { data: '{"unreadCount":2}' }));
    expect(heard).toEqual([{ unreadCount: 2 }]);
  });

  it('closes the stream of a tab hidden a while, and opens a new one when it is shown', () => {
    const browser = fakeBrowser();
    openEventStream('/events', {}, browser.environment);
    browser.setVisibility('hidden');
    browser.advance(HIDDEN_CLOSE_MS - 1);
    expect(browser.opened[0]!.closed).toBe(false);
    browser.advance(1);
    expect(browser.opened[0]!.closed).toBe(true);
    browser.setVisibility('visible');
    expect(browser.opened).toHaveLength(2);
    expect(browser.opened[1]!.closed).toBe(false);
  });

  it('keeps the stream of a tab hidden only briefly, and closes it for good when stopped', () => {
    const browser = fakeBrowser();
    const stop = openEventStream('/events', {}, browser.environment);
    browser.setVisibility('hidden');
    browser.advance(HIDDEN_CLOSE_MS / 2);
    browser.setVisibility('visible');
    browser.advance(HIDDEN_CLOSE_MS);
    expect(browser.opened).toHaveLength(1);
    expect(browser.opened[0]!.closed).toBe(false);
    stop();
    expect(browser.opened[0]!.closed).toBe(true);
  });
});
