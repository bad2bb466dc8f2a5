import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

/**
 * A minimal POSIX (ustar) tar writer and reader: a backup is one file that `tar -tf` lists and
 * `tar -xf` unpacks with the system's own tools, written and read here without a dependency.
 * Only regular files are written; the reader skips every other entry type.
 */

const BLOCK = 512;
const CHUNK = 1024 * 1024;
/** The largest size the header's 11 octal digits can hold; larger sizes use base-256. */
const LARGEST_OCTAL_SIZE = 0o77777777777;

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the file. */
  offset: number;
}

function writeText(header: Buffer, text: string, at: number, length: number): void {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new Error(`Tar field too long: ${text}`);
  bytes.copy(header, at);
}

function writeOctal(header: Buffer, value: number, at: number, length: number): void {
  writeText(header, `${value.toString(8).padStart(length - 1, '0')}\0`, at, length);
}

function header(name: string, size: number, modifiedAt: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const bytes = Buffer.byteLength(name);
  if (bytes > 100) throw new Error(`Tar entry name longer than 100 bytes: ${name}`);
  writeText(block, name, 0, 100);
  writeOctal(block, 0o644, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  if (size <= LARGEST_OCTAL_SIZE) writeOctal(block, size, 124, 12);
  else {
    // GNU base-256: the first byte's high bit set, the size big-endian in the rest.
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 128);
  }
  writeOctal(block, Math.floor(modifiedAt.getTime() / 1000), 136, 12);
  block.write('        ', 148, 'latin1');
  block.write('0', 156, 'latin1');
  writeText(block, 'ustar\u000000', 257, 8);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeText(block, `${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

/** Writes a tar file entry by entry; each entry's SHA-256 is answered as it is written. */
export class TarWriter {
  private constructor(
    private readonly handle: FileHandle,
    private readonly modifiedAt: Date,
  ) {}

  /** Creates the file; fails if it exists, so nothing is ever overwritten. */
  static async create(file: string, modifiedAt = new Date()): Promise<TarWriter> {
    return new TarWriter(await open(file, 'wx', 0o600), modifiedAt);
  }

  /** Adds bytes held in memory. */
  async addBuffer(name: string, content: Buffer): Promise<string> {
    await this.handle.write(header(name, content.length, this.modifiedAt));
    await this.handle.write(content);
    await this.handle.write(padding(content.length));
    return createHash('sha256').update(content).digest('hex');
  }

  /** Adds a file from disk, streamed; its size is taken when it is added. */
  async addFile(name: string, file: string, size: number): Promise<string> {
    await this.handle.write(header(name, size, this.modifiedAt));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of createReadStream(file, { highWaterMark: CHUNK })) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      written += bytes.length;
      await this.handle.write(bytes);
    }
    if (written !== size) throw new Error(`${file} changed size while it was added (${size} -> ${written})`);
    await this.handle.write(padding(size));
    return hash.digest('hex');
  }

  /** Writes the end-of-archive blocks, flushes to disk and closes the file. */
  async finish(): Promise<void> {
    await this.handle.write(Buffer.alloc(BLOCK * 2));
    await this.handle.sync();
    await this.handle.close();
  }

  /** Closes the file without finishing it (after an error). */
  async abandon(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}

function readText(block: Buffer, at: number, length: number): string {
  const field = block.subarray(at, at + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readSize(block: Buffer): number {
  if ((block[124] ?? 0) & 0x80) return Number(block.readBigUInt64BE(128));
  const text = readText(block, 124, 12).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function isChecksumValid(block: Buffer): boolean {
  const stored = Number.parseInt(readText(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1)
    sum += index >= 148 && index < 156 ? 32 : (block[index] ?? 0);
  return stored === sum;
}

/** An open tar file: its regular-file entries by name, read in place. */
export class TarReader {
  private constructor(
    private readonly handle: FileHandle,
    readonly entries: Map<string, TarEntry>,
  ) {}

  /** Opens a tar file and reads its index (headers only); throws if it is not a tar file. */
  static async open(file: string): Promise<TarReader> {
    const handle = await open(file, 'r');
    try {
      const { size: fileSize } = await handle.stat();
      const entries = new Map<string, TarEntry>();
      const block = Buffer.alloc(BLOCK);
      let position = 0;
      for (;;) {
        const { bytesRead } = await handle.read(block, 0, BLOCK, position);
        if (bytesRead < BLOCK)
          throw new Error(`${file} ends in the middle of an entry: not a whole tar file`);
        if (block.every((byte) => byte === 0)) break;
        if (!isChecksumValid(block)) throw new Error(`${file} is not a tar file (bad header at ${position})`);
        const size = readSize(block);
        const prefix = readText(block, 345, 155);
        const base = readText(block, 0, 100);
        const name = prefix ? `${prefix}/${base}` : base;
        const type = String.fromCharCode(block[156] ?? 0);
        const offset = position + BLOCK;
        if (offset + size > fileSize) throw new Error(`${file} is cut short: ${name} is incomplete`);
        if (type === '0' || type === '\0') entries.set(name, { name, size, offset });
        position = offset + size + padding(size).length;
      }
      return new TarReader(handle, entries);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** An entry's bytes in memory (for small entries such as images and the manifest). */
  async read(name: string): Promise<Buffer> {
    const entry = this.entry(name);
    const content = Buffer.alloc(entry.size);
    let done = 0;
    while (done < entry.size) {
      const { bytesRead } = await this.handle.read(content, done, entry.size - done, entry.offset + done);
      if (bytesRead === 0) throw new Error(`Tar entry ${name} is cut short`);
      done += bytesRead;
    }
    return content;
  }

  /** Copies an entry into a new file (for the database, which may be large); answers its SHA-256. */
  async extractTo(name: string, file: string): Promise<string> {
    const entry = this.entry(name);
    const target = await open(file, 'wx', 0o600);
    const hash = createHash('sha256');
    try {
      const chunk = Buffer.alloc(Math.min(CHUNK, Math.max(entry.size, 1)));
      let done = 0;
      while (done < entry.size) {
        const length = Math.min(chunk.length, entry.size - done);
        const { bytesRead } = await this.handle.read(chunk, 0, length, entry.offset + done);
        if (bytesRead === 0) throw new Error(`Tar entry ${name} is cut short`);
        const part = chunk.subarray(0, bytesRead);
        hash.update(part);
        await target.write(part);
        done += bytesRead;
      }
      await target.sync();
    } finally {
      await target.close();
    }
    return hash.digest('hex');
  }

  entry(name: string): TarEntry {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`The backup has no ${name}`);
    return entry;
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
