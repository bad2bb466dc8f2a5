import type { Migration } from 'kysely';
import * as foundation from './20261123090000_foundation';
import * as accounts from './20261123120000_accounts';
import * as newsletter from './20261123150000_newsletter';
import * as editorial from './20261124090000_editorial';

/**
 * Every migration in order, listed statically so the bundled server carries them.
 * Names are timestamps; add new ones at the end and never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '20261123090000_foundation': foundation,
  '20261123120000_accounts': accounts,
  '20261123150000_newsletter': newsletter,
  '20261124090000_editorial': editorial,
};
