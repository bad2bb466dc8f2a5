import type { Kysely } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Roles per site (issue 36, decision 026). `users.role` becomes the deployment-wide role: an
 * `admin` there is a deployment admin, who runs every site and creates sites. `site_roles` gives a
 * person a role on one site only (`moderator` or `admin`). A person's role on a site is the higher
 * of the two.
 *
 * So that a one-state database works unchanged: an existing admin stays one (a deployment admin),
 * and an existing moderator becomes a moderator of every existing site and, deployment-wide, a user
 * (a site made later is not theirs until someone makes it so).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_roles')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (column) => column.notNull())
    .addPrimaryKeyConstraint('site_roles_pk', ['user_id', 'site_id'])
    .execute();
  await db.schema
    .createIndex('site_roles_site_index')
    .on('site_roles')
    .columns(['site_id', 'role'])
    .execute();

  const moderators = await db.selectFrom('users').select('id').where('role', '=', 'moderator').execute();
  const sites = await db.selectFrom('sites').select('id').execute();
  const rows = moderators.flatMap((user) =>
    sites.map((site) => ({ user_id: user.id, site_id: site.id, role: 'moderator' })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('site_roles')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await db.updateTable('users').set({ role: 'user' }).where('role', '=', 'moderator').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // A moderator of any site goes back to a moderator everywhere; a site admin too (the nearest).
  const staff = await db.selectFrom('site_roles').select('user_id').distinct().execute();
  const ids = staff.map((row) => row.user_id as number);
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .updateTable('users')
      .set({ role: 'moderator' })
      .where('role', '=', 'user')
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
  }
  await db.schema.dropTable('site_roles').execute();
}
