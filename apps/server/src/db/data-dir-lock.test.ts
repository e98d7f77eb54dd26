import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-lock-'));
}

describe('lockDataDir', () => {
  it('refuses a directory held by another running process', () => {
    const dir = tempDir();
    // The parent of this test process is alive, so its pid stands for "another Tightlines".
    fs.writeFileSync(path.join(dir, 'tightlines.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Tightlines process/);
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'tightlines.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tightlines.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'tightlines.lock'))).toBe(false);
  });
});
