import type { Kysely } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Settings for the maps (the tile server every map draws from, and the credit its licence asks
 * for) and for the mobile apps' store pages; and a tiny preview of every stored image, shown
 * while the image itself loads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns: Array<[name: string, size: number, defaultValue: string]> = [
    ['map_tile_url', 300, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['map_attribution', 200, '© OpenStreetMap contributors'],
    ['map_attribution_url', 300, 'https://www.openstreetmap.org/copyright'],
    ['app_store_url', 300, ''],
    ['google_play_url', 300, ''],
  ];
  for (const [name, size, defaultValue] of columns) {
    await db.schema
      .alterTable('site_settings')
      .addColumn(name, `varchar(${size})`, (column) => column.notNull().defaultTo(defaultValue))
      .execute();
  }
  // A data: URL of a few hundred bytes (a 16-pixel-wide blurred WebP); null for older images.
  await db.schema.alterTable('images').addColumn('placeholder', 'varchar(1000)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('images').dropColumn('placeholder').execute();
  for (const name of [
    'google_play_url',
    'app_store_url',
    'map_attribution_url',
    'map_attribution',
    'map_tile_url',
  ]) {
    await db.schema.alterTable('site_settings').dropColumn(name).execute();
  }
}
