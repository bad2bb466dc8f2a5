import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '@jaliya/contract';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateWithBackup } from '../modules/backup/backup-schedule';
import { createMediaStorage } from '../modules/media/media.storage';
import { mediaDirectory } from '../services';
import { hashPassword } from '../modules/accounts/passwords';
import { UsersRepository } from '../modules/accounts/users.repository';
import { SiteRolesRepository } from '../modules/accounts/site-roles.repository';
import { SitesRepository } from '../modules/sites/sites.repository';

const USAGE =
  'Usage: npm run admin:create -- --email you@example.org [--name "Your Name"] [--generate]\n' +
  '         [--site CODE (default: DEFAULT_SITE) | --all-sites (a deployment admin: every site, creates sites)]';

/** Asks for a password on a terminal (empty means generate); generates one otherwise. */
async function choosePassword(shouldGenerate: boolean): Promise<{ password: string; isGenerated: boolean }> {
  if (!shouldGenerate && process.stdin.isTTY) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = (
      await prompt.question('Password (at least 8 characters; leave empty to generate one): ')
    ).trim();
    prompt.close();
    if (answer.length >= 8) return { password: answer, isGenerated: false };
    if (answer.length > 0) throw new Error('Passwords must be at least 8 characters.');
  }
  return { password: randomBytes(18).toString('base64url'), isGenerated: true };
}

/**
 * `npm run admin:create -- --email X`: creates an administrator, or promotes the existing account
 * with that e-mail. There is no default admin: this command is the only way to the first one.
 * Roles are per site (issue 36): an admin of one site (`--site CODE`, the default site when not
 * given), or with `--all-sites` a deployment admin, who runs every site and creates sites.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      generate: { type: 'boolean' },
      site: { type: 'string' },
      'all-sites': { type: 'boolean' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  const allSites = Boolean(values['all-sites']);
  if (!email || !EMAIL_PATTERN.test(email) || (allSites && values.site !== undefined)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateWithBackup(database, config, {
      storage: createMediaStorage(config.mediaStorage, mediaDirectory(config)),
      log: (line) => console.log(line),
    });
    const code = (values.site ?? config.defaultSite).trim().toUpperCase();
    const sites = new SitesRepository(database.db);
    const site = allSites ? undefined : await sites.findByCode(code);
    // A database with no site yet (before the seed or `npm run site -- create`): the first admin
    // can run nothing smaller than the deployment, as before roles were per site.
    const isEmpty = !allSites && !site && values.site === undefined && (await sites.listCodes()).length === 0;
    if (!allSites && !site && !isEmpty)
      throw new Error(`There is no site ${code} (see npm run site -- list).`);
    const what = site ? `an administrator of ${site.code}` : 'a deployment administrator (every site)';
    const users = new UsersRepository(database.db);
    const siteRoles = new SiteRolesRepository(database.db);
    const existing = await users.findActiveByEmail(email);
    if (existing) {
      if (existing.role === 'admin') {
        console.log(`${email} is already a deployment administrator (every site). Nothing changed.`);
        return;
      }
      if (site) await siteRoles.set(existing.id, site.id, 'admin');
      else await users.update(existing.id, { role: 'admin' });
      console.log(`${email} is now ${what}. Their password is unchanged.`);
      return;
    }
    const { password, isGenerated } = await choosePassword(Boolean(values.generate));
    const now = new Date().toISOString();
    const created = await users.insert({
      email,
      name: values.name?.trim() || 'Administrator',
      phone: '',
      gender: null,
      password_hash: await hashPassword(password),
      role: site ? 'user' : 'admin',
      language: 'en',
      created_at: now,
      updated_at: now,
    });
    if (site) await siteRoles.set(created.id, site.id, 'admin');
    console.log(`Created ${email}, ${what}.`);
    if (isGenerated) console.log(`Password (shown once, keep it safe): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
