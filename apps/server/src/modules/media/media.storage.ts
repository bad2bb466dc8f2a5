import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where image files live. Local disk now; an S3-compatible store can implement the same interface. */
export interface MediaStorage {
  /** Writes a file completely (temporary name, then rename) so a reader never sees half a file. */
  write(name: string, content: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** Public address of a stored file. */
  urlOf(name: string): string;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|png|jpg|avif)$/;

/** Media kept in a folder outside the web root, served under `/media/`. */
export class LocalMediaStorage implements MediaStorage {
  constructor(readonly directory: string) {}

  async write(name: string, content: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.directory, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, target);
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  urlOf(name: string): string {
    return `/media/${name}`;
  }

  private pathOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe media file name: ${name}`);
    return path.join(this.directory, name);
  }
}
