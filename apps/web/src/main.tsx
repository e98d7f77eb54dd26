// The entry of index.html, kept tiny: it loads Mantine's stylesheet and the app (app/start.tsx, with
// its own stylesheets) side by side, Mantine's first so the app's rules come after it, and the app
// hydrates a prerendered page (vite.config.ts: already in #root, styled by its inlined critical CSS)
// or renders any other page.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = root.firstElementChild !== null;

void Promise.all([import('./app/styles'), import('./app/start')]).then(([, { start }]) =>
  start(root, prerendered),
);
