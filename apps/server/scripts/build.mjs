// Bundles the server into dist/main.js. Our workspace packages are bundled in (they ship TypeScript
// sources); every registry dependency stays external and loads from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tightlines/'));
const outdir = path.join(root, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    cli: path.join(root, 'src/cli.ts'),
    tracing: path.join(root, 'src/tracing.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // tracing.js stays a file of its own that main.js imports first (src/tracing.ts says why).
  external: [...external, ...external.map((name) => `${name}/*`), './tracing.js'],
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir) || outdir}`);
