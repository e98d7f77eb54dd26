import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder (apps/server): the working directory of a started server. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerBundle {
  /** The entry point to start with `node`. */
  main: string;
  remove(): void;
}

/**
 * The server as it ships, for the tests that start it as a process: one bundle with its migrations
 * beside it, as `npm run build` makes dist/main.js. It starts in a fraction of the time the
 * TypeScript sources take through tsx. Kept under node_modules, so its packages resolve.
 */
export async function bundleServer(): Promise<ServerBundle> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tightlines/'));
  fs.mkdirSync(path.join(serverRoot, 'node_modules'), { recursive: true });
  const outdir = fs.mkdtempSync(path.join(serverRoot, 'node_modules', '.server-bundle-'));
  await build({
    entryPoints: {
      main: path.join(serverRoot, 'src/main.ts'),
      tracing: path.join(serverRoot, 'src/tracing.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // As scripts/build.mjs: tracing.js stays a file of its own, imported first by main.js.
    external: [...external, ...external.map((name) => `${name}/*`), './tracing.js'],
    logLevel: 'warning',
  });
  fs.cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  return {
    main: path.join(outdir, 'main.js'),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}
