// Starts the built server for the journeys. With E2E_DATABASE_URL (CI sets it to the machine's
// PostgreSQL) the server runs on a fresh database made from that server's for each run, so the demo
// world is the same as on an empty PGlite; without it, on in-memory PGlite (DATA_DIR=memory://).
import { spawn } from 'node:child_process';
import pg from 'pg';

const E2E_DATABASE = 'tightlines_e2e';

async function freshDatabaseUrl(serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${E2E_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

const env = { ...process.env };
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = await freshDatabaseUrl(process.env.E2E_DATABASE_URL);
const server = spawn(process.execPath, ['../apps/server/dist/main.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
