// `npm run dev`: the API server with restart-on-change and Vite with hot reload, side by side.
// Open http://localhost:5173; Vite hands /api, /idp, /media and /pay to the server on :8080.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@tightlines/server'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', DATA_DIR: './data', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@tightlines/web'], { stdio: 'inherit' }),
];

function stop(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
