import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const fsExt = createRequire(import.meta.url).resolve('fs-ext');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-lock-'));
}

/**
 * Another process (as in another container) that holds the kernel lock on the directory's lock
 * file and has written `writtenPid` into it, as a server that is PID 1 in its own namespace would.
 */
async function holdLockInAnotherProcess(dir: string, writtenPid: number): Promise<void> {
  const script = `
    const fs = require('node:fs');
    const { flockSync } = require(${JSON.stringify(fsExt)});
    const fd = fs.openSync(${JSON.stringify(path.join(dir, 'tightlines.lock'))}, 'a+');
    flockSync(fd, 'exnb');
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, ${JSON.stringify(String(writtenPid))});
    process.stdout.write('locked');
    process.stdin.resume();
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
}

describe('lockDataDir', () => {
  it('refuses a directory whose lock another process holds, though the file names a live pid not ours', async () => {
    const dir = tempDir();
    await holdLockInAnotherProcess(dir, 1);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Tightlines process \(pid 1\)/);
  });

  it('refuses it even when the file names our own pid (both servers PID 1 in their namespaces)', async () => {
    const dir = tempDir();
    await holdLockInAnotherProcess(dir, process.pid);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Tightlines process/);
  });

  it('refuses a second claim from this same process', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('is not blocked by a lock file left by a process that has ended', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'tightlines.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tightlines.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'tightlines.lock'))).toBe(false);
  });

  it('is not blocked by a stale file naming a pid that now belongs to an unrelated live process', () => {
    const dir = tempDir();
    // After a crash the recorded pid may be reused by anything; only the kernel lock counts.
    fs.writeFileSync(path.join(dir, 'tightlines.lock'), String(process.ppid));
    const release = lockDataDir(dir);
    release();
  });

  it('is free again once the holding process has ended, however it ended', async () => {
    const dir = tempDir();
    await holdLockInAnotherProcess(dir, 4242);
    const holder = children.pop();
    const exited = new Promise((resolve) => holder?.once('exit', resolve));
    holder?.kill('SIGKILL');
    await exited;
    const release = lockDataDir(dir);
    release();
  });
});
