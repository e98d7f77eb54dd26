// `npm start`: builds whatever is not built yet (or is older than its sources), then runs the server.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outputs = [
  {
    name: '@tightlines/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'],
  },
  {
    name: '@tightlines/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/domain/src'],
  },
];

for (const { name, output, sources } of outputs) {
  if (isStale(output, sources)) {
    console.log(`building ${name}…`);
    execSync(`npm run build -w ${name}`, { stdio: 'inherit' });
  }
}

// The server's Node.js flags live in one file, which the benchmarks start it with too: source maps
// for stack traces, and a young generation of 32 MiB (16 by default), so the short-lived objects of
// each request die before a scavenge has to copy them (fewer, cheaper collections under load).
const { flags } = JSON.parse(fs.readFileSync('apps/server/node-flags.json', 'utf8'));
const server = spawn(process.execPath, [...flags, 'apps/server/dist/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const builtAt = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((child) => newestMtime(path.join(entry, child))),
  );
}
