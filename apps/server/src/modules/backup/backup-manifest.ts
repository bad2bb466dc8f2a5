import { z } from 'zod';

export const BACKUP_FORMAT = 'jaliya-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const MEDIA_PREFIX = 'media/';

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** What a backup holds, written last into it and checked against everything else in it. */
export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  engine: z.enum(['sqlite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** The last migration the database had: a restore refuses a backup newer than its code. */
  migration: z.string().nullable(),
  database: z.object({
    /** The entry holding the database: `database.sqlite` or `database.pgdump` (pg_dump -Fc). */
    entry: z.string(),
    bytes: z.number().int().min(0),
    sha256: Sha256Schema,
    /** PostgreSQL's major version (a restore needs pg_restore of that version or newer). */
    serverMajor: z.number().int().optional(),
  }),
  /** Rows per table at the moment of the copy. */
  tables: z.record(z.string(), z.number().int().min(0)),
  images: z.object({
    /** Image rows in the database. */
    rows: z.number().int().min(0),
    /** Where the images came from, for the record: `local` or `s3`. */
    storage: z.string(),
    /** Every file the image rows name, each under `media/` in the backup. */
    files: z.array(z.object({ name: z.string(), bytes: z.number().int().min(0), sha256: Sha256Schema })),
    /**
     * Files the rows name that the storage did not have, before this backup and at two tries:
     * lost earlier, not by the backup. A restore reports them and does not fail on them.
     */
    missing: z.array(z.string()),
  }),
  /** How long writing the copy took, before it was checked. */
  tookMs: z.number().int().min(0),
});

export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/** Sum of the rows of every table. */
export function totalRows(tables: Record<string, number>): number {
  return Object.values(tables).reduce((sum, count) => sum + count, 0);
}

/** The tables whose row counts differ, as "name: expected -> found" lines. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: ${expected[name] ?? 'absent'} -> ${found[name] ?? 'absent'}`);
}
