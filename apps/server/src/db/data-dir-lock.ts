import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has no lock of its own: two processes opening one data dir corrupt it.
 * The console holds this pid file while it runs on PGlite; a second console, a backup or a
 * restore refuse while its process is alive. A pid file left by a crash is taken over.
 */
const pidFile = (dataDir: string) => `${path.resolve(dataDir)}.pid`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: alive, but another user's.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of another live process holding the data dir, if any. */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export const dataDirBusy = (dataDir: string, pid: number) =>
  `The data dir ${path.resolve(dataDir)} is in use by process ${pid} (a running console?). Stop it first; if no console runs, delete ${pidFile(dataDir)}.`;

/** Holds the data dir for this process; the returned function lets it go. Throws when another process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new Error(dataDirBusy(dataDir, holder));
  const file = pidFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {}
  };
}
