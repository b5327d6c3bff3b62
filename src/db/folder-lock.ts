import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";

/** Who holds a PGlite folder: written into `<folder>.lock` by the process that opened it. */
export type LockOwner = { pid: number; host: string; started: string; since: string; command: string };

export class FolderLockedError extends Error {
  constructor(
    message: string,
    readonly owner: LockOwner,
  ) {
    super(message);
    this.name = "FolderLockedError";
  }
}

/** The kernel's start time of a process (Linux), so a reused pid is not mistaken for the holder. */
function processStart(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

function alive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false; // ESRCH: gone
  }
  const started = processStart(owner.pid);
  return !owner.started || !started || started === owner.started;
}

const held = new Set<string>();

function describe(folder: string, o: LockOwner): string {
  return (
    `The database folder ${folder} is in use by process ${o.pid} on ${o.host} (${o.command}, since ${o.since}). ` +
    "Two processes on one PGlite folder corrupt it, so this one will not open it. Stop that process first, " +
    "or let the running server do the work (npm run admin / orders / outbox talk to it)."
  );
}

/**
 * Takes the folder for this process: creates the lock file exclusively; a lock left by a process
 * that is gone (kill -9, a crash, a container restart reusing the pid) is taken over, by renaming it
 * aside first so two processes taking over together cannot both win. Returns the release function.
 */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    started: processStart(process.pid),
    since: new Date().toISOString(),
    command: process.argv.slice(1).join(" ").slice(0, 200),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        try {
          const now = JSON.parse(readFileSync(file, "utf8")) as LockOwner;
          if (now.pid === me.pid && now.since === me.since) rmSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    let owner: LockOwner | null = null;
    try {
      owner = JSON.parse(readFileSync(file, "utf8")) as LockOwner;
    } catch {
      owner = null; // half-written by a process that died while writing it: stale
    }
    if (owner && held.has(file)) throw new FolderLockedError(describe(folder, owner), owner);
    const mine = owner?.pid === process.pid && owner.host === me.host; // a previous life of this pid
    if (owner && !mine) {
      if (owner.host !== me.host)
        throw new FolderLockedError(
          `${describe(folder, owner)} If that machine is gone, delete ${file} and start again.`,
          owner,
        );
      if (alive(owner)) throw new FolderLockedError(describe(folder, owner), owner);
    }
    try {
      renameSync(file, `${file}.stale-${process.pid}`);
      rmSync(`${file}.stale-${process.pid}`, { force: true });
    } catch {
      // another process took it over first: look again
    }
  }
  throw new Error(`Could not take the lock ${file}; try again.`);
}
