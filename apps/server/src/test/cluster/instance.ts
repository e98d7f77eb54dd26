import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../free-port';
import { serverRoot } from '../server-bundle';

export interface Instance {
  url: string;
  /** What the process printed, for a failure's message. */
  output(): string;
  /** SIGKILL: nothing of its shutdown runs, as when a machine dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** How long an instance may take to migrate, seed the catalogue and listen on a loaded machine. */
const START_TIMEOUT_MS = 120_000;

/** Starts the bundled server (`bundleServer`) as a process of its own on a free port, with `env`. */
export async function startInstance(main: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      INIT_CWD: serverRoot,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      PASSWORD_HASH_COST: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilHealthy(child, url, () => output);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return { url, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

async function untilHealthy(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance exited while starting:\n${output()}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the instance was not ready within ${START_TIMEOUT_MS} ms:\n${output()}`);
}
