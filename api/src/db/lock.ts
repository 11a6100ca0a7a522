import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Lock files this process holds: the same pid in a lock file it does not hold was left by an earlier process. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the process started (Linux: clock ticks since boot), to tell a reused pid from the lock's owner. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's owner still runs. After a crash (SIGKILL, out of memory, power loss) the lock file stays; its
 * pid may since belong to another process, or, in a restarted container, to this very process. A lock file says
 * "<pid> <start time>"; a live pid whose start time differs is not the owner.
 */
function ownerRuns(lockFile: string, content: string): { pid: number; runs: boolean } {
  const [pidText, startTime] = content.trim().split(/\s+/);
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isInteger(pid) || pid <= 0) return { pid, runs: false };
  if (pid === process.pid) return { pid, runs: held.has(lockFile) };
  if (!isAlive(pid)) return { pid, runs: false };
  const current = startTime && startTimeOf(pid);
  return { pid, runs: !current || current === startTime };
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it.
 * The lock file names the owner; a lock whose owner is gone is stale and taken over (see ownerRuns).
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const content = [process.pid, startTimeOf(process.pid)].filter(Boolean).join(' ');
      fs.writeFileSync(lockFile, content, { flag: 'wx' });
      held.add(lockFile);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(lockFile);
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockFile, 'utf8') === content) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let content: string;
      try {
        content = fs.readFileSync(lockFile, 'utf8');
      } catch {
        continue; // released meanwhile: try again
      }
      const { pid, runs } = ownerRuns(lockFile, content);
      if (runs) {
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
