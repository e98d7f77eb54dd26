import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n';

// Components read their messages from the catalogues: English, as the tests' wording is.
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
// Autosizing textareas listen for web fonts loading, which jsdom never does.
Object.defineProperty(document, 'fonts', {
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
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((call) => call.join(' ')).join('\n')}`);
});
