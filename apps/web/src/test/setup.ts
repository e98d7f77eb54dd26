import '@testing-library/jest-dom/vitest';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { APP_CATALOGUES, EVERY_BUNDLE } from '../app/catalogues';
import { activateLanguage, loadCatalogues, registerCatalogues } from '../i18n/i18n';
import { takeUnhandledRequests } from './serve-api';

// `findBy…` and `waitFor` wait up to 10 s instead of Testing Library's 1 s: the other Vitest worker
// runs a server suite on the same two cores, and a lazily loaded page took over a second to show
// there (a heading missed by static-pages.test.tsx on 2026-11-28). Only a failing wait takes longer.
configure({ asyncUtilTimeout: 10_000 });

// Components read their messages from the catalogues, every bundle of them (which code loads which
// is app/catalogue-bundles.test.ts's): English, as the tests' wording is.
registerCatalogues(APP_CATALOGUES);
await loadCatalogues(EVERY_BUNDLE);
await activateLanguage('en');

// jsdom lacks the layout APIs Mantine reads; these stand-ins answer "no match" and "no size".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStandIn;
// jsdom has no EventSource: this one stays connecting and never hears an event (a live stream's
// own behaviour is api/event-stream.test.ts's, with a stream the test drives).
class EventSourceStandIn {
  readonly readyState = 0;
  addEventListener() {}
  removeEventListener() {}
  close() {}
}
Object.defineProperty(globalThis, 'EventSource', {
  configurable: true,
  writable: true,
  value: EventSourceStandIn,
});
// Autosizing textareas listen for web fonts loading, which jsdom never does. (Configurable: this
// file runs again for each test file on a page that files share.)
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
Object.defineProperty(window, 'getComputedStyle', {
  value: window.getComputedStyle.bind(window),
  writable: true,
});

// An unexpected console.error (React warnings included) fails the test.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  // Most files share their worker's page and modules (vitest.config.ts): what one test showed in
  // Mantine's stores (a toast, a dialog) must not be there for the next, in this file or another.
  modals.closeAll();
  notifications.clean();
  cleanup();
  // …nor a signed-in session, a stored language or filter, a cookie or an address it moved to.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  const unanswered = takeUnhandledRequests();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((call) => call.join(' ')).join('\n')}`);
  // A request the test's stand-in API has no route for is a wrong URL or a missing route: never a pass.
  if (unanswered.length > 0)
    throw new Error(`Requests no test route answers:\n${[...new Set(unanswered)].join('\n')}`);
});
