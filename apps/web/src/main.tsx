// The entry of index.html, kept tiny: it only decides when to load the app (app/start.tsx, with the
// full stylesheet). A prerendered page (vite.config.ts) is already in #root and styled by its inlined
// critical CSS: the app is fetched once that page is on screen, so on a slow connection nothing
// competes with its first paint, and then hydrates it. Any other page loads the app at once.
import { afterFirstPaint } from './ui/after-first-paint';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = root.firstElementChild !== null;

// The app's modules are evaluated in steps, each in a task of its own with a pause between them, so
// the page keeps answering taps on a slow phone (evaluating them all at once was its longest task).
// The price: each step fetches the chunks it adds only once the one before has run, a round trip
// each on a slow network. (Preloading them all at once from the first step cost a long task of its
// own, starting that many fetches, and helped less.)
const steps = [
  () => import('./app/styles'),
  () => import('react-dom/client'),
  () => import('./app/providers'),
  () => import('./app/layout/app-layout'),
  () => import('./app/router'),
  // The page's own code, when it is loaded lazily (the tournament list): its fetches begin, and
  // later its evaluation runs, each in a task of its own rather than within the start's.
  () => import('./app/router').then(({ loadPageAt }) => loadPageAt(window.location.pathname)),
];
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function load() {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  const { start } = await import('./app/start');
  await start(root!, prerendered);
}

if (prerendered) afterFirstPaint(() => void load());
else void load();
