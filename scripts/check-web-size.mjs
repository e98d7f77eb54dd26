// `npm run size:web`: what a phone downloads (issue 7, issue 34). People open Tightlines on a phone on
// a weak connection, so every script a guest's phone fetches for the home page and for the tournament
// list, from the address until the network settles, is capped (each file gzipped on its own, as it
// travels, and added up), and so is every chunk of the build. Prints every figure; exits 1 when one
// is over its budget or a heavy module is fetched by either page.
//
// The pages are loaded, not worked out: the production server (apps/server/dist) serves the build
// (apps/web/dist) on a fresh in-memory database with the demo world, and Chromium loads each page as
// a guest on a phone's screen. Whatever the page fetches as it loads counts: its entry, the app, the
// page's lazily loaded code, the language's catalogue, the chunks its cards and modals load, the
// chunks it warms while idle.
import { chromium, devices } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000; // the unit Vite prints, so these figures read the same as the build log

const PAGES = [
  // 262 kB in 70 files when issue 34 was filed.
  { name: 'home', path: '/', scriptBudget: 180 * KB },
  { name: 'tournament list', path: '/tournament', scriptBudget: 220 * KB },
];
const BUDGETS = { css: 40 * KB, lazyChunk: 60 * KB };

// Heavy modules a guest's phone must never fetch for these pages; matched against the source paths
// in the fetched scripts' source maps. Map and video libraries, the map of ui/, the judging screens
// and the tournament wizard. (The feed's video player is the browser's own <video>: it may come.)
const NEVER_FETCHED = [
  /node_modules\/(leaflet|maplibre-gl|mapbox-gl|ol|video\.js|hls\.js|plyr|@vidstack)\//,
  /\/src\/ui\/map\//,
  /\/src\/features\/judging\//,
  /\/src\/features\/[^/]+\/.*wizard/,
];
// Neither page validates anything as it loads: zod and the schemas are a long task on a slow phone
// (bench/HISTORY.md). A page taking a list of values from the schemas' module brings them all.
const NO_ZOD = [/node_modules\/zod\//, /packages\/domain\/src\/.*schemas\.ts$/];

// Lighthouse's mobile screen (a Moto G Power), as `npm run bench:web` measures.
const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};
/** The network has settled once no request has been in flight for this long (Playwright's networkidle). */
const QUIET_MS = 500;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const manifestPath = path.join(dist, '.vite/manifest.json');
for (const built of [manifestPath, serverMain]) {
  if (!fs.existsSync(built)) {
    console.error(`size: ${path.relative(root, built)} is missing; run \`npm run build\` first`);
    process.exit(1);
  }
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const measure = (file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
};
const format = (bytes) => `${(bytes / KB).toFixed(2)} kB`;
const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);
const failures = [];

const printGroup = (title, rows) => {
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${row.file.padEnd(52)} ${format(row.raw).padStart(11)} raw ${format(row.gzip).padStart(10)} gzip`,
    );
  }
};
const check = (label, actual, budget) => {
  const ok = actual <= budget;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(44)} ${format(actual).padStart(10)} gzip  (budget ${format(budget)})`,
  );
  if (!ok) failures.push(`${label} is ${format(actual)} gzip, over its budget of ${format(budget)}`);
};

/** The sources bundled into `files` matching one of `patterns`, as `file: source`. */
const sourcesMatching = (files, patterns) => {
  const found = [];
  for (const file of files) {
    const mapPath = path.join(dist, `${file}.map`);
    // The bundler's own runtime chunk (module helpers) and Vite's preload helper have no sources of
    // ours and ship no map.
    if (/(^|\/)(?:rolldown-runtime|preload-helper)-[\w-]+\.js$/.test(file)) continue;
    if (!fs.existsSync(mapPath)) {
      failures.push(
        `${file}.map is missing; the build must keep source maps so this check can see what ships`,
      );
      continue;
    }
    const { sources } = JSON.parse(fs.readFileSync(mapPath, 'utf8'));
    for (const source of sources) {
      if (patterns.some((pattern) => pattern.test(source))) found.push(`${file}: ${source}`);
    }
  }
  return found;
};
const report = (label, found, failure) => {
  console.log(
    `${found.length === 0 ? 'ok  ' : 'FAIL'} ${label.padEnd(44)} ${found.length === 0 ? 'none' : 'fetched'}`,
  );
  for (const entry of found) failures.push(`${failure}: ${entry}`);
};

/** A port nobody listens on right now, from the operating system. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The production server on a free port and a fresh in-memory database with the demo world. */
async function startServer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    // Its log and the demo accounts it prints would bury the figures; startup errors go to stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: 'memory://',
      WEB_DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code} before answering`))),
  );
  const healthy = (async () => {
    for (;;) {
      const response = await fetch(`${url}/api/health`).catch(() => null);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([healthy, exited]);
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Loads `url` in a fresh guest's context and returns the build files it fetched (scripts and
 * stylesheets) once it has settled: the main thread idle and then no request in flight for
 * QUIET_MS, again until an idle callback starts no request (a chunk warmed while idle counts).
 */
async function fetchedBy(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const files = { script: new Set(), stylesheet: new Set() };
  let inFlight = 0;
  let started = 0;
  let lastChange = Date.now();
  const changed = () => (lastChange = Date.now());
  page.on('request', (request) => {
    inFlight += 1;
    started += 1;
    changed();
    const { pathname } = new URL(request.url());
    const kind = request.resourceType();
    if (pathname.startsWith('/assets/') && kind in files) files[kind].add(pathname.slice(1));
  });
  const done = () => {
    inFlight -= 1;
    changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = async () => {
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await page.goto(url, { waitUntil: 'load' });
  for (;;) {
    await quiet();
    const before = started;
    // Run in the page (a string, as this script's own globals are Node's).
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve()))');
    await quiet();
    if (started === before) break;
  }
  await context.close();
  return { scripts: [...files.script], stylesheets: [...files.stylesheet] };
}

/** Every build file either page fetched. */
const fetched = new Set();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  console.log("What a guest's phone fetches until the network settles (production build, apps/web/dist)");
  for (const page of PAGES) {
    const { scripts, stylesheets } = await fetchedBy(browser, `${server.url}${page.path}`);
    for (const file of [...scripts, ...stylesheets]) fetched.add(file);
    const html = measure(page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`);
    const scriptRows = scripts.map(measure);
    const cssRows = stylesheets.map(measure);
    console.log(
      `\n== ${page.name} (${page.path}): its page ${format(html.gzip)} gzip, ${scripts.length} scripts`,
    );
    printGroup('Scripts:', scriptRows);
    printGroup('Stylesheets:', cssRows);
    console.log('');
    check(`${page.name}: scripts (${scripts.length} files)`, sum(scriptRows), page.scriptBudget);
    check(`${page.name}: stylesheets`, sum(cssRows), BUDGETS.css);
    report(
      `${page.name}: heavy modules (map, video, judging, wizard)`,
      sourcesMatching(scripts, NEVER_FETCHED),
      `heavy module fetched by ${page.path}`,
    );
    report(
      `${page.name}: zod or a schema`,
      sourcesMatching(scripts, NO_ZOD),
      `zod or a schema fetched by ${page.path}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}

// Every other chunk of the build, loaded later (another page, a modal, a map), is capped on its own.
const lazy = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))]
  .filter((file) => /\.(?:js|css)$/.test(file) && !fetched.has(file))
  .map(measure)
  .sort((a, b) => b.gzip - a.gzip);
console.log('');
check(`largest chunk loaded later (${lazy[0]?.file ?? 'none'})`, lazy[0]?.gzip ?? 0, BUDGETS.lazyChunk);
for (const row of lazy.slice(1)) {
  if (row.gzip > BUDGETS.lazyChunk) {
    failures.push(`chunk ${row.file} is ${format(row.gzip)} gzip, over ${format(BUDGETS.lazyChunk)}`);
  }
}

if (failures.length > 0) {
  console.error(`\nsize budget exceeded:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsize budget met');
