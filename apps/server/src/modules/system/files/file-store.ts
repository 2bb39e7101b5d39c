import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The bytes of uploaded files on disk. Names are generated here (a random UUID and the
 * extension of what the content is): nothing the client sends becomes part of a path.
 */
export class FileStore {
  constructor(readonly dir: string) {}

  /** Writes the bytes under a new name and returns it. */
  async put(bytes: Buffer, ext: string): Promise<string> {
    const stored = `${randomUUID()}.${ext}`;
    await fs.mkdir(this.dir, { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const tmp = path.join(this.dir, `.${stored}.part`);
    await fs.writeFile(tmp, bytes, { flag: 'wx' });
    await fs.rename(tmp, this.path(stored));
    return stored;
  }

  /** The file's path; a name that is not one of ours is refused (undefined). */
  path(stored: string): string {
    if (!/^[0-9a-f-]{36}\.[a-z]{2,4}$/.test(stored)) throw new Error(`not a stored file name: ${stored}`);
    return path.join(this.dir, stored);
  }

  async read(stored: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.path(stored));
    } catch {
      return undefined;
    }
  }

  async remove(stored: string): Promise<void> {
    await fs.rm(this.path(stored), { force: true });
  }
}
