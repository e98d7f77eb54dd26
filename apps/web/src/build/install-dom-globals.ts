import { JSDOM } from 'jsdom';

// The app reads the browser at module scope (the router is created on import) and while rendering
// (the stored session), so the prerender gives it a document to read, at the site's origin, with
// nobody signed in. Imported first by prerender-entry.tsx, before any app module is evaluated.
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const { window } = dom;
Object.assign(globalThis, {
  window,
  document: window.document,
  location: window.location,
  history: window.history,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  HTMLElement: window.HTMLElement,
  Element: window.Element,
  Node: window.Node,
  getComputedStyle: window.getComputedStyle.bind(window),
  requestAnimationFrame: window.requestAnimationFrame.bind(window),
  cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
});
for (const name of ['navigator', 'matchMedia'] as const) {
  if (!(name in globalThis) && name in window)
    Object.defineProperty(globalThis, name, { value: window[name] });
}
