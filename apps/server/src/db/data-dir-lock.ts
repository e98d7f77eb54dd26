import { flockSync } from 'fs-ext';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

const LOCK_FILE = 'tightlines.lock';

/**
 * Claims DATA_DIR for this process: PGlite corrupts its files when two processes open the same
 * directory. The claim is an exclusive kernel lock (flock) on DATA_DIR/tightlines.lock, held by an
 * open file for as long as the process lives, so it holds across PID namespaces (two containers
 * whose servers are both PID 1) and the kernel drops it when the process ends, however it ends.
 * The PID written into the file only names the holder in the error message; it decides nothing
 * (see docs/decisions/003-data-dir-lock.md). Throws DataDirLockedError; returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // 'a+' creates the file if missing and never truncates what the holder wrote before we hold it.
    const fd = fs.openSync(lockFile, 'a+', 0o600);
    try {
      flockSync(fd, 'exnb');
    } catch (error) {
      fs.closeSync(fd);
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      throw new DataDirLockedError(
        `the data directory ${dataDir} is in use by another Tightlines process${holderOf(lockFile)}; stop it or set a different DATA_DIR`,
      );
    }
    // The holder we waited on may have removed the file on its way out: a lock on an unlinked file
    // guards nothing, so lock the file that is there now.
    if (!isSameFile(fd, lockFile)) {
      fs.closeSync(fd);
      continue;
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, String(process.pid));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Remove the file while still holding the lock, so nobody locks a file that is about to vanish.
      fs.rmSync(lockFile, { force: true });
      fs.closeSync(fd);
    };
  }
  throw new DataDirLockedError(`could not lock the data directory ${dataDir}`);
}

function isSameFile(fd: number, file: string): boolean {
  try {
    const held = fs.fstatSync(fd);
    const current = fs.statSync(file);
    return held.ino === current.ino && held.dev === current.dev;
  } catch {
    return false;
  }
}

/** " (pid N)" from the lock file, for the message only: in another PID namespace it means little. */
function holderOf(lockFile: string): string {
  try {
    const pid = fs.readFileSync(lockFile, 'utf8').trim();
    return /^\d+$/.test(pid) ? ` (pid ${pid})` : '';
  } catch {
    return '';
  }
}
