import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it.
 * The lock file holds the owner's pid; a lock whose process is gone is stale and taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by another API process (pid ${pid}). ` +
            'Stop that process, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
