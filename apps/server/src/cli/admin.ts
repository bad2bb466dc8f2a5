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

const USAGE = 'Usage: npm run admin:create -- --email you@example.org [--name "Your Name"] [--generate]';

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
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, generate: { type: 'boolean' } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !EMAIL_PATTERN.test(email)) {
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
    const users = new UsersRepository(database.db);
    const existing = await users.findActiveByEmail(email);
    if (existing) {
      await users.update(existing.id, { role: 'admin' });
      console.log(`${email} is now an administrator. Their password is unchanged.`);
      return;
    }
    const { password, isGenerated } = await choosePassword(Boolean(values.generate));
    const now = new Date().toISOString();
    await users.insert({
      email,
      name: values.name?.trim() || 'Administrator',
      phone: '',
      gender: null,
      password_hash: await hashPassword(password),
      role: 'admin',
      language: 'en',
      created_at: now,
      updated_at: now,
    });
    console.log(`Created administrator ${email}.`);
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
