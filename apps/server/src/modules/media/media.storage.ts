import { mkdir, readdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where image files live. Local disk now; an S3-compatible store can implement the same interface. */
export interface MediaStorage {
  /** Writes a file completely (temporary name, then rename) so a reader never sees half a file. */
  write(name: string, content: Buffer): Promise<void>;
  /** A stored file's bytes (to encode another size from it). */
  read(name: string): Promise<Buffer>;
  remove(name: string): Promise<void>;
  /** Public address of a stored file. */
  urlOf(name: string): string;
  /** Stored files last changed before a time (for the orphan sweep). */
  listOlderThan(time: Date): Promise<string[]>;
  /** Removes temporary files a crash left behind; answers how many. */
  removeLeftovers(): Promise<number>;
  /** Bytes still free where files are written, or null when that cannot be told. */
  freeBytes(): Promise<number | null>;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|png|jpg|avif)$/;

/**
 * Media kept in a folder outside the web root, served under `/media/`. Files are written in a
 * sibling `-incoming` folder on the same disk and renamed into place, so the served folder never
 * holds a partial or temporary file, even after a crash.
 */
export class LocalMediaStorage implements MediaStorage {
  private readonly incoming: string;
  private sequence = 0;

  constructor(readonly directory: string) {
    this.incoming = `${directory}-incoming`;
  }

  async write(name: string, content: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.directory, { recursive: true });
    await mkdir(this.incoming, { recursive: true });
    this.sequence += 1;
    const temporary = path.join(this.incoming, `${name}.${process.pid}.${this.sequence}.tmp`);
    try {
      await writeFile(temporary, content);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.pathOf(name));
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  urlOf(name: string): string {
    return `/media/${name}`;
  }

  async listOlderThan(time: Date): Promise<string[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const old: string[] = [];
    for (const name of names) {
      const info = await stat(path.join(this.directory, name)).catch(() => undefined);
      if (info?.isFile() && info.mtime < time) old.push(name);
    }
    return old;
  }

  async removeLeftovers(): Promise<number> {
    const names = await readdir(this.incoming).catch(() => [] as string[]);
    for (const name of names) await rm(path.join(this.incoming, name), { force: true });
    return names.length;
  }
  async freeBytes(): Promise<number | null> {
    const target = await stat(this.directory)
      .then(() => this.directory)
      .catch(() => path.dirname(this.directory));
    const info = await statfs(target).catch(() => undefined);
    return info ? info.bavail * info.bsize : null;
  }

  private pathOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe media file name: ${name}`);
    return path.join(this.directory, name);
  }
}
