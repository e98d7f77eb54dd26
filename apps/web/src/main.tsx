// The entry of index.html, kept tiny: it loads the app (app/start.tsx, with the full stylesheet),
// which hydrates a prerendered page (vite.config.ts: already in #root, styled by its inlined critical
// CSS) or renders any other page.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = root.firstElementChild !== null;

void import('./app/start').then(({ start }) => start(root, prerendered));
