import type { Kysely } from 'kysely';
import { parseArgs } from 'node:util';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { ContentChangesRepository } from '../content-changes/content-changes.repository';
import { addressOf, isHostName, normalizeHost } from './site-directory';
import { SitesRepository, type SiteWithHosts } from './sites.repository';

/** What `npm run site` says when its arguments are not a command it knows. */
export const SITE_USAGE = [
  'Usage:',
  '  npm run site -- create --code MI --host mi.example.org --name-en Michigan --name-ar ميشيغان \\',
  '                         --time-zone America/Detroit [--host another.example.org] [--from GA] [--open]',
  '  npm run site -- list',
  '  npm run site -- update --code MI [--host mi.example.org ...] [--name-en …] [--name-ar …]',
  '                         [--time-zone …] [--open | --coming-soon]',
  '',
  'A new site copies the categories, editorial pages, settings and state menu of the default site',
  '(or --from CODE) and is "Coming Soon" until it is opened (--open). --host may be given more than',
  'once: the first is the address its links use; update replaces the whole list.',
].join('\n');

/** Arguments that are not a command: the usage is printed. */
export class SiteUsageError extends Error {}

/** A command whose values are wrong: each problem names its option. */
export class SiteInputError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(
      Object.entries(fields)
        .map(([field, problem]) => `--${field}: ${problem}`)
        .join('\n'),
    );
    this.name = 'SiteInputError';
  }
}

const CODE = /^[A-Za-z]{2,8}$/;
const MAX_NAME = 120;

/** Whether the runtime knows the IANA time zone (`America/Detroit`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface SiteCommandContext {
  db: Kysely<Database>;
  /** DEFAULT_SITE: the template a new site copies unless told `--from`. */
  defaultSite: string;
  /** PUBLIC_URL, for the addresses `list` prints. */
  publicUrl: string;
  now?: () => Date;
}

interface Values {
  code?: string | undefined;
  host?: string[] | undefined;
  'name-en'?: string | undefined;
  'name-ar'?: string | undefined;
  'time-zone'?: string | undefined;
  from?: string | undefined;
  open?: boolean | undefined;
  'coming-soon'?: boolean | undefined;
}

function readArguments(argv: readonly string[]): { command: string | undefined; values: Values } {
  try {
    const { positionals, values } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        code: { type: 'string' },
        host: { type: 'string', multiple: true },
        'name-en': { type: 'string' },
        'name-ar': { type: 'string' },
        'time-zone': { type: 'string' },
        from: { type: 'string' },
        open: { type: 'boolean' },
        'coming-soon': { type: 'boolean' },
      },
    });
    if (positionals.length > 1) throw new SiteUsageError();
    return { command: positionals[0], values };
  } catch (error) {
    if (error instanceof SiteUsageError) throw error;
    throw new SiteUsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The checked hosts: lowercase, without a port, each a host name, none twice. */
function checkedHosts(given: readonly string[] | undefined, problems: Record<string, string>): string[] {
  const hosts = [...new Set((given ?? []).map((host) => normalizeHost(host)))];
  const wrong = hosts.find((host) => !isHostName(host));
  if (wrong !== undefined)
    problems.host = `"${wrong}" is not a host name (letters, digits, hyphens and dots, such as mi.example.org; no scheme, port or path)`;
  return hosts;
}

function checkName(
  value: string | undefined,
  field: 'name-en' | 'name-ar',
  problems: Record<string, string>,
) {
  if (value === undefined) return;
  if (value.trim() === '') problems[field] = 'must not be empty';
  else if (value.length > MAX_NAME) problems[field] = `must be at most ${MAX_NAME} characters`;
}

/** Checks that no other site already answers on one of the hosts (hosts are unique across sites). */
async function checkHostsFree(
  sites: SitesRepository,
  hosts: readonly string[],
  siteCode: string,
  problems: Record<string, string>,
): Promise<void> {
  if (problems.host !== undefined) return;
  const owner = await sites.findHostOwner(hosts);
  if (owner && owner.code !== siteCode) problems.host = `${owner.host} already belongs to site ${owner.code}`;
}

/** Every site changed how the state menu reads: their settings and pages are evicted (ContentChanges). */
async function announceStateMenu(db: Kysely<Database>, changedSite: string, at: Date): Promise<void> {
  const changes = new ContentChangesRepository(db);
  const codes = await new SitesRepository(db).listCodes();
  for (const code of codes)
    await changes.record(code, code === changedSite ? ['*'] : ['general-setting'], at);
}

function describe(site: SiteWithHosts, context: SiteCommandContext): string {
  const state = site.is_open ? 'open' : 'coming soon';
  const address = addressOf(site, context);
  const hosts = site.hosts.length > 0 ? site.hosts.join(', ') : '(no host: answers on PUBLIC_URL)';
  return `${site.code}  ${site.name_en} / ${site.name_ar}  ${site.time_zone}  ${state}  ${address}  hosts: ${hosts}`;
}

async function create(context: SiteCommandContext, values: Values): Promise<string[]> {
  const problems: Record<string, string> = {};
  const code = values.code?.toUpperCase() ?? '';
  if (!CODE.test(code)) problems.code = 'must be 2 to 8 letters, such as MI';
  const hosts = checkedHosts(values.host, problems);
  if (hosts.length === 0 && problems.host === undefined)
    problems.host = 'is required: the host name the site answers on, such as mi.example.org';
  for (const field of ['name-en', 'name-ar'] as const) {
    if (values[field] === undefined) problems[field] = 'is required';
    checkName(values[field], field, problems);
  }
  const timeZone = values['time-zone'] ?? '';
  if (!isTimeZone(timeZone)) problems['time-zone'] = 'must be an IANA time zone, such as America/Detroit';
  if (values['coming-soon'] && values.open) problems.open = 'cannot be given with --coming-soon';
  const fromCode = (values.from ?? context.defaultSite).toUpperCase();
  const now = (context.now ?? (() => new Date()))();

  return inTransaction(context.db, async (trx) => {
    const sites = new SitesRepository(trx);
    if (problems.code === undefined && (await sites.findByCode(code)))
      problems.code = `site ${code} already exists (use update to change it)`;
    const template = await sites.findByCode(fromCode);
    if (!template) problems.from = `there is no site ${fromCode} to copy from`;
    await checkHostsFree(sites, hosts, code, problems);
    if (Object.keys(problems).length > 0 || !template) throw new SiteInputError(problems);

    const site = await sites.insert({
      code,
      name_en: values['name-en']?.trim() ?? '',
      name_ar: values['name-ar']?.trim() ?? '',
      time_zone: timeZone,
      is_open: values.open ? 1 : 0,
      sort_order: await sites.nextSortOrder(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await sites.replaceHosts(site.id, hosts);
    const copied = await sites.copyStartingContent(template.id, site.id, now.toISOString());
    await announceStateMenu(trx, code, now);
    return [
      `Site ${code} created, ${values.open ? 'open' : 'coming soon'}, at ${addressOf({ code, hosts }, context)}.`,
      `Copied from ${template.code}: ${copied.categories} categories and ${copied.pages} editorial pages.`,
      ...(values.open ? [] : [`Open it with: npm run site -- update --code ${code} --open`]),
    ];
  });
}

async function update(context: SiteCommandContext, values: Values): Promise<string[]> {
  const problems: Record<string, string> = {};
  const code = values.code?.toUpperCase() ?? '';
  if (!CODE.test(code)) problems.code = 'must be 2 to 8 letters, such as MI';
  const hosts = values.host === undefined ? undefined : checkedHosts(values.host, problems);
  checkName(values['name-en'], 'name-en', problems);
  checkName(values['name-ar'], 'name-ar', problems);
  const timeZone = values['time-zone'];
  if (timeZone !== undefined && !isTimeZone(timeZone))
    problems['time-zone'] = 'must be an IANA time zone, such as America/Detroit';
  if (values['coming-soon'] && values.open) problems.open = 'cannot be given with --coming-soon';
  const isChange =
    hosts !== undefined ||
    [values['name-en'], values['name-ar'], timeZone].some((value) => value !== undefined) ||
    values.open === true ||
    values['coming-soon'] === true;
  if (!isChange && Object.keys(problems).length === 0) throw new SiteUsageError();
  const now = (context.now ?? (() => new Date()))();

  return inTransaction(context.db, async (trx) => {
    const sites = new SitesRepository(trx);
    const site = problems.code === undefined ? await sites.findByCode(code) : undefined;
    if (problems.code === undefined && !site) problems.code = `there is no site ${code}`;
    if (hosts) await checkHostsFree(sites, hosts, code, problems);
    if (Object.keys(problems).length > 0 || !site) throw new SiteInputError(problems);
    await sites.update(site.id, {
      ...(values['name-en'] === undefined ? {} : { name_en: values['name-en'].trim() }),
      ...(values['name-ar'] === undefined ? {} : { name_ar: values['name-ar'].trim() }),
      ...(timeZone === undefined ? {} : { time_zone: timeZone }),
      ...(values.open ? { is_open: 1 } : values['coming-soon'] ? { is_open: 0 } : {}),
      updated_at: now.toISOString(),
    });
    if (hosts) await sites.replaceHosts(site.id, hosts);
    await announceStateMenu(trx, code, now);
    const updated = (await sites.listWithHosts()).find((candidate) => candidate.id === site.id);
    return [`Site updated: ${updated ? describe(updated, context) : code}`];
  });
}

/**
 * `npm run site -- create|list|update …` (issue 36): answers the lines to print, or throws a
 * SiteUsageError (print the usage) or a SiteInputError (each wrong option, by name). Running
 * servers serve a new or changed site within a second (SiteDirectory) and redraw every site's
 * state menu within the content changes' poll (ContentChanges).
 */
export async function runSiteCommand(
  argv: readonly string[],
  context: SiteCommandContext,
): Promise<string[]> {
  const { command, values } = readArguments(argv);
  switch (command) {
    case 'create':
      return create(context, values);
    case 'update':
      return update(context, values);
    case 'list': {
      const sites = await new SitesRepository(context.db).listWithHosts();
      if (sites.length === 0) return ['No sites yet: npm run db:seed makes the demo site.'];
      return sites.map(
        (site) => `${describe(site, context)}${site.code === context.defaultSite ? '  (default)' : ''}`,
      );
    }
    default:
      throw new SiteUsageError();
  }
}
