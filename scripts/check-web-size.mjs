// `npm run size:web`: the size budget of the production web build (issue 7). People open Tightlines on
// a phone on a weak connection, so what the home route downloads before it can paint is capped, and
// so is every chunk loaded later. Prints every figure; exits 1 when one is over its budget.
//
// "Initial" is what the home route fetches before it is usable: the entry chunk (src/main.tsx), the app
// it loads once the prerendered page is painted (its dynamic import of src/app/start.tsx), every chunk
// those import statically and their CSS, read from the Vite manifest, plus anything dist/index.html
// itself references.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000; // the unit Vite prints, so these figures read the same as the build log

const BUDGETS = {
  // 170 kB until issue 17 asked for the phone drawer and the account menu (their modal and popover
  // code, about 20 kB) to be part of the first download, so the first tap on them never waits; 190
  // until issue 19 allowed English and Spanish 5 kB more, 195 until judging's messages (issue 22;
  // bench/README.md has the figures).
  initialJs: 197 * KB,
  initialCss: 40 * KB,
  lazyChunk: 60 * KB,
};

// Heavy screens must never reach the first download of the home route; matched against the source
// paths in the initial chunks' source maps. Map and video libraries, the map and video player of
// ui/, the judging screens and the tournament wizard.
const NEVER_INITIAL = [
  /node_modules\/(leaflet|maplibre-gl|mapbox-gl|ol|video\.js|hls\.js|plyr|@vidstack)\//,
  /\/src\/ui\/(map|video)/,
  /\/src\/features\/judging\//,
  /\/src\/features\/[^/]+\/.*wizard/,
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`size: ${path.relative(root, manifestPath)} is missing; run \`npm run build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && manifest[key].src === 'index.html',
);
if (!entryKey) {
  console.error('size: the manifest has no entry for index.html');
  process.exit(1);
}

// The entry, the app it starts and their static imports, transitively; the app's own dynamic
// imports (other routes, the feed, modals) are the lazy part.
/** Adds `key` and everything it imports statically, transitively, to `keys`. */
function visitInto(keys, key) {
  if (keys.has(key)) return;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) visitInto(keys, imported);
}
const initialKeys = new Set();
visitInto(initialKeys, entryKey);
for (const started of manifest[entryKey].dynamicImports ?? []) visitInto(initialKeys, started);

const initialJs = new Set([...initialKeys].map((key) => manifest[key].file));
const initialCss = new Set([...initialKeys].flatMap((key) => manifest[key].css ?? []));
// Anything index.html references counts too, even if a plugin put it there behind the manifest's back.
for (const [, file] of indexHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)) {
  (file.endsWith('.css') ? initialCss : initialJs).add(file);
}

const allJs = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js')),
);
const allCss = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
const lazyJs = [...allJs].filter((file) => !initialJs.has(file));
const lazyCss = [...allCss].filter((file) => !initialCss.has(file));

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
    `${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(40)} ${format(actual).padStart(10)} gzip  (budget ${format(budget)})`,
  );
  if (!ok) failures.push(`${label} is ${format(actual)} gzip, over its budget of ${format(budget)}`);
};

const initialJsRows = [...initialJs].map(measure);
const initialCssRows = [...initialCss].map(measure);
const lazyJsRows = lazyJs.map(measure);
const lazyCssRows = lazyCss.map(measure);

console.log('Web size budget (production build, apps/web/dist)');
// Informational: each prerendered page carries its markup and the CSS it needs to paint.
for (const page of ['index.html', 'home/index.html', 'tournament/index.html', 'spa.html']) {
  if (!fs.existsSync(path.join(dist, page))) continue;
  const html = measure(page);
  console.log(
    `${page.padEnd(24)} ${format(html.raw).padStart(10)} raw ${format(html.gzip).padStart(10)} gzip`,
  );
}
printGroup('Initial JavaScript of the home route (entry, the app it starts, their imports):', initialJsRows);
printGroup('Initial CSS:', initialCssRows);
printGroup('Lazily loaded chunks:', [...lazyJsRows, ...lazyCssRows]);
console.log('');
check('home route initial JS', sum(initialJsRows), BUDGETS.initialJs);
check('home route initial CSS', sum(initialCssRows), BUDGETS.initialCss);
const largestLazy = [...lazyJsRows, ...lazyCssRows].sort((a, b) => b.gzip - a.gzip)[0];
check(`largest lazy chunk (${largestLazy?.file ?? 'none'})`, largestLazy?.gzip ?? 0, BUDGETS.lazyChunk);
for (const row of [...lazyJsRows, ...lazyCssRows]) {
  if (row.gzip > BUDGETS.lazyChunk)
    failures.push(`lazy chunk ${row.file} is ${format(row.gzip)} gzip, over ${format(BUDGETS.lazyChunk)}`);
}

/** The sources bundled into the chunks of `keys` matching one of `patterns`, as `chunk: source`. */
const sourcesMatching = (keys, patterns) => {
  const found = [];
  for (const file of [...keys].map((key) => manifest[key].file)) {
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
const report = (label, found, okWord, failWord, failure) => {
  console.log(
    `${found.length === 0 ? 'ok  ' : 'FAIL'} ${label.padEnd(40)} ${found.length === 0 ? okWord : failWord}`,
  );
  for (const entry of found) failures.push(`${failure}: ${entry}`);
};

// Heavy screens stay out of the first download: read the sources bundled into each initial chunk.
report(
  'heavy screens (map, video, judging, wizard)',
  sourcesMatching(initialKeys, NEVER_INITIAL),
  'lazy',
  'in the initial JS',
  'heavy module in the initial JS',
);

// The guests' two prerendered pages evaluate no zod on their way in: the schemas and zod's own
// modules are a long task on a slow phone, and neither page validates anything as it loads
// (bench/README.md). A page taking a list of values from the schemas' module brings them all.
const ZOD = [/node_modules\/zod\//, /packages\/domain\/src\/.*schemas\.ts$/];
const tournamentListKeys = new Set(initialKeys);
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.src === 'src/features/tournaments/pages/tournaments-page.tsx') visitInto(tournamentListKeys, key);
}
report(
  'no zod on the home and tournament list',
  sourcesMatching(tournamentListKeys, ZOD),
  'none',
  'evaluated on the way in',
  'zod or a schema on the way into the home or the tournament list',
);

if (failures.length > 0) {
  console.error(`\nsize budget exceeded:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsize budget met');
