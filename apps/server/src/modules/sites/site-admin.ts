import type { Kysely } from 'kysely';
import { SITE_NAME_MAX } from '@jaliya/contract';
import { parseArgs } from 'node:util';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { FieldProblem } from '../../lib/errors';
import { translatorFor } from '../../lib/i18n';
import { ContentChangesRepository } from '../content-changes/content-changes.repository';
import { addressOf, isHostName, normalizeHost } from './site-directory';
import { type SiteRow, SitesRepository, type SiteWithHosts } from './sites.repository';

/*
 * The sites of the deployment (issue 36), made and changed in one place: `npm run site` and the
 * console's sites page (`admin/sites`, deployment admins only) both call `createSite` and
 * `updateSite`, so both check the same values by the same rules and answer the same problems,
 * field by field, as message keys (English on the command line, the request's language in the
 * console).
 */

/** A value of a site that can be wrong, named as the console's API names it. */
export type SiteField = 'code' | 'hosts' | 'nameEn' | 'nameAr' | 'timeZone' | 'from';

/** Values of a site that are wrong: each field with its problem, to be translated. */
export class SiteValidationError extends Error {
  constructor(readonly problems: Partial<Record<SiteField, FieldProblem>>) {
    super(`invalid site: ${Object.keys(problems).join(', ')}`);
    this.name = 'SiteValidationError';
  }
}

/** What making or changing sites needs. */
export interface SiteServiceContext {
  db: Kysely<Database>;
  /** DEFAULT_SITE: the template a new site copies unless told `from`, and the site on PUBLIC_URL. */
  defaultSite: string;
  /** PUBLIC_URL, for the sites' addresses. */
  publicUrl: string;
  now?: () => Date;
}

/** A new site, as given: every value is checked by `createSite`. */
export interface NewSite {
  code?: string | undefined;
  /** Host names, the first being its address. */
  hosts?: readonly string[] | undefined;
  nameEn?: string | undefined;
  nameAr?: string | undefined;
  timeZone?: string | undefined;
  /** The site whose starting content it copies; the default site otherwise. */
  from?: string | undefined;
  /** Open at once; otherwise "Coming Soon". */
  isOpen?: boolean | undefined;
}

/** Changes to a site: only the values given change; `hosts` replaces the whole list. */
export interface SiteChanges {
  hosts?: readonly string[] | undefined;
  nameEn?: string | undefined;
  nameAr?: string | undefined;
  timeZone?: string | undefined;
  isOpen?: boolean | undefined;
}

/** A site's values as the audit log keeps them (before and after a change). */
export interface SiteValues {
  code: string;
  nameEn: string;
  nameAr: string;
  timeZone: string;
  hosts: string[];
  isOpen: boolean;
}

/**
 * Called inside the writing transaction once a site is made or changed, so what it writes (an
 * audit entry) commits with the change or not at all. `before` is undefined for a new site.
 */
export type OnSiteWritten = (
  trx: Kysely<Database>,
  change: {
    site: SiteWithHosts;
    before: Partial<SiteValues> | undefined;
    /** For a new site, also the site it copied (`from`). */
    after: Partial<SiteValues> & { from?: string };
  },
) => Promise<void>;

const CODE = /^[A-Za-z]{2,8}$/;

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

type Problems = Partial<Record<SiteField, FieldProblem>>;

/** The checked hosts: lowercase, without a port, each a host name, none twice. */
function checkedHosts(given: readonly string[], problems: Problems): string[] {
  const hosts = [...new Set(given.map((host) => normalizeHost(host)))];
  const wrong = hosts.find((host) => !isHostName(host));
  if (wrong !== undefined) problems.hosts = { key: 'validation.hostInvalid', values: { host: wrong } };
  return hosts;
}

function checkName(value: string | undefined, field: 'nameEn' | 'nameAr', problems: Problems): void {
  if (value === undefined || value.trim() === '') problems[field] = { key: 'validation.fieldRequired' };
  else if (value.trim().length > SITE_NAME_MAX)
    problems[field] = { key: 'validation.fieldTooLong', values: { max: SITE_NAME_MAX } };
}

function checkTimeZone(value: string | undefined, problems: Problems): void {
  if (value === undefined || !isTimeZone(value.trim()))
    problems.timeZone = { key: 'validation.timeZoneInvalid' };
}

/**
 * Checks that no other site already answers on one of the hosts (hosts are unique across sites),
 * PUBLIC_URL's host included: it is the default site's, and claiming it would take its address.
 */
async function checkHostsFree(
  context: SiteServiceContext,
  sites: SitesRepository,
  hosts: readonly string[],
  siteCode: string | undefined,
  problems: Problems,
): Promise<void> {
  if (problems.hosts !== undefined) return;
  const defaultSite = context.defaultSite.toUpperCase();
  const publicHost = normalizeHost(new URL(context.publicUrl).host);
  if (siteCode !== defaultSite && hosts.includes(publicHost)) {
    problems.hosts = { key: 'validation.hostTaken', values: { host: publicHost, site: defaultSite } };
    return;
  }
  const owner = await sites.findHostOwner(hosts);
  if (owner && owner.code !== siteCode)
    problems.hosts = { key: 'validation.hostTaken', values: { host: owner.host, site: owner.code } };
}

/**
 * Runs a write whose checks may lose a race: another writer (a second console tab, `npm run site`
 * on another machine) took the code or a host between the checks and the insert, and the unique
 * index refused it. Once the failed transaction is rolled back, `recheck` runs the same checks
 * again, which now see the other writer's values and name them, field by field, as if they had
 * seen them the first time. A refusal they cannot explain is thrown as it was. Inside a caller's
 * transaction (seeding) nothing can be read after the refusal, so it is thrown as it was too.
 */
async function refusingTaken<T>(
  context: SiteServiceContext,
  work: () => Promise<T>,
  recheck: (sites: SitesRepository, problems: Problems) => Promise<void>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error) || context.db.isTransaction) throw error;
    const problems: Problems = {};
    await recheck(new SitesRepository(context.db), problems);
    if (Object.keys(problems).length === 0) throw error;
    throw new SiteValidationError(problems);
  }
}

/** Every site changed how the state menu reads: their settings and pages are evicted (ContentChanges). */
async function announceStateMenu(db: Kysely<Database>, changedSite: string, at: Date): Promise<void> {
  const changes = new ContentChangesRepository(db);
  const codes = await new SitesRepository(db).listCodes();
  for (const code of codes)
    await changes.record(code, code === changedSite ? ['*'] : ['general-setting'], at);
}

function valuesOf(site: SiteRow, hosts: string[]): SiteValues {
  return {
    code: site.code,
    nameEn: site.name_en,
    nameAr: site.name_ar,
    timeZone: site.time_zone,
    hosts,
    isOpen: site.is_open === 1,
  };
}

async function withHosts(sites: SitesRepository, siteId: number): Promise<SiteWithHosts> {
  const site = (await sites.listWithHosts()).find((candidate) => candidate.id === siteId);
  if (!site) throw new Error(`site ${siteId} vanished while it was written`);
  return site;
}

/**
 * Makes a site for a state: its code, hosts and names in both languages, its time zone, a copy of
 * a template site's starting content (categories, editorial pages, settings and state menu; the
 * default site unless told `from`), open or "Coming Soon". Throws a SiteValidationError naming
 * every wrong value (a code or host another site has among them); writes nothing then. Every
 * site's state menu is redrawn (ContentChanges); servers serve it within a second (SiteDirectory).
 */
export async function createSite(
  context: SiteServiceContext,
  input: NewSite,
  onWritten?: OnSiteWritten,
): Promise<{ site: SiteWithHosts; template: string; copied: { categories: number; pages: number } }> {
  const problems: Problems = {};
  const code = (input.code ?? '').trim().toUpperCase();
  if (!CODE.test(code)) problems.code = { key: 'validation.siteCodeInvalid' };
  const hosts = checkedHosts(input.hosts ?? [], problems);
  if (hosts.length === 0 && problems.hosts === undefined) problems.hosts = { key: 'validation.hostRequired' };
  checkName(input.nameEn, 'nameEn', problems);
  checkName(input.nameAr, 'nameAr', problems);
  checkTimeZone(input.timeZone, problems);
  const fromCode = (input.from?.trim() || context.defaultSite).toUpperCase();
  const now = (context.now ?? (() => new Date()))();
  const checkCodeFree = async (sites: SitesRepository, found: Problems) => {
    if (found.code === undefined && (await sites.findByCode(code)))
      found.code = { key: 'validation.siteCodeTaken', values: { code } };
  };

  const write = () =>
    inTransaction(context.db, async (trx) => {
      const sites = new SitesRepository(trx);
      await checkCodeFree(sites, problems);
      const template = CODE.test(fromCode) ? await sites.findByCode(fromCode) : undefined;
      if (!template) problems.from = { key: 'validation.siteTemplateUnknown', values: { code: fromCode } };
      // A new site owns no host yet: a host of the site its code clashes with is taken too.
      await checkHostsFree(context, sites, hosts, undefined, problems);
      if (Object.keys(problems).length > 0 || !template) throw new SiteValidationError(problems);

      const row = await sites.insert({
        code,
        name_en: (input.nameEn ?? '').trim(),
        name_ar: (input.nameAr ?? '').trim(),
        time_zone: (input.timeZone ?? '').trim(),
        is_open: input.isOpen ? 1 : 0,
        sort_order: await sites.nextSortOrder(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await sites.replaceHosts(row.id, hosts);
      const copied = await sites.copyStartingContent(template.id, row.id, now.toISOString());
      await announceStateMenu(trx, code, now);
      const site = await withHosts(sites, row.id);
      await onWritten?.(trx, {
        site,
        before: undefined,
        after: { ...valuesOf(site, site.hosts), from: template.code },
      });
      return { site, template: template.code, copied };
    });
  // Two makers of one code or host at once: the one refused is told what the other took.
  return refusingTaken(context, write, async (sites, found) => {
    await checkCodeFree(sites, found);
    await checkHostsFree(context, sites, hosts, undefined, found);
  });
}

/**
 * Changes a site: its names, time zone, hosts (the whole list: add or remove one by giving the
 * list with or without it) and whether it is open. Throws a SiteValidationError naming every wrong
 * value (`code` when there is no such site); a change of nothing changes nothing.
 */
export async function updateSite(
  context: SiteServiceContext,
  siteCode: string,
  changes: SiteChanges,
  onWritten?: OnSiteWritten,
): Promise<SiteWithHosts> {
  const problems: Problems = {};
  const code = siteCode.trim().toUpperCase();
  if (!CODE.test(code)) problems.code = { key: 'validation.siteCodeInvalid' };
  const hosts = changes.hosts === undefined ? undefined : checkedHosts(changes.hosts, problems);
  if (changes.nameEn !== undefined) checkName(changes.nameEn, 'nameEn', problems);
  if (changes.nameAr !== undefined) checkName(changes.nameAr, 'nameAr', problems);
  if (changes.timeZone !== undefined) checkTimeZone(changes.timeZone, problems);
  const now = (context.now ?? (() => new Date()))();

  const write = () =>
    inTransaction(context.db, async (trx) => {
      const sites = new SitesRepository(trx);
      const row = problems.code === undefined ? await sites.findByCode(code) : undefined;
      if (problems.code === undefined && !row)
        problems.code = { key: 'validation.siteUnknown', values: { code } };
      // Only the default site may have no host: it answers on PUBLIC_URL.
      if (hosts?.length === 0 && problems.hosts === undefined && code !== context.defaultSite.toUpperCase())
        problems.hosts = { key: 'validation.hostRequired' };
      if (hosts) await checkHostsFree(context, sites, hosts, code, problems);
      if (Object.keys(problems).length > 0 || !row) throw new SiteValidationError(problems);

      const current = await withHosts(sites, row.id);
      const before = valuesOf(current, current.hosts);
      const wanted: Partial<SiteValues> = {
        ...(changes.nameEn === undefined ? {} : { nameEn: changes.nameEn.trim() }),
        ...(changes.nameAr === undefined ? {} : { nameAr: changes.nameAr.trim() }),
        ...(changes.timeZone === undefined ? {} : { timeZone: changes.timeZone.trim() }),
        ...(hosts === undefined ? {} : { hosts }),
        ...(changes.isOpen === undefined ? {} : { isOpen: changes.isOpen }),
      };
      const changed = (Object.keys(wanted) as (keyof SiteValues)[]).filter(
        (field) => JSON.stringify(wanted[field]) !== JSON.stringify(before[field]),
      );
      if (changed.length === 0) return current;

      await sites.update(row.id, {
        ...(wanted.nameEn === undefined ? {} : { name_en: wanted.nameEn }),
        ...(wanted.nameAr === undefined ? {} : { name_ar: wanted.nameAr }),
        ...(wanted.timeZone === undefined ? {} : { time_zone: wanted.timeZone }),
        ...(wanted.isOpen === undefined ? {} : { is_open: wanted.isOpen ? 1 : 0 }),
        updated_at: now.toISOString(),
      });
      if (hosts && changed.includes('hosts')) await sites.replaceHosts(row.id, hosts);
      await announceStateMenu(trx, code, now);
      const site = await withHosts(sites, row.id);
      const pick = (values: SiteValues) =>
        Object.fromEntries(changed.map((field) => [field, values[field]])) as Partial<SiteValues>;
      await onWritten?.(trx, { site, before: pick(before), after: pick(valuesOf(site, site.hosts)) });
      return site;
    });
  // A host given to two sites at once: the one refused is told which site has it.
  return refusingTaken(context, write, async (sites, found) => {
    if (hosts) await checkHostsFree(context, sites, hosts, code, found);
  });
}

/** Every site with its hosts, in the state menu's order. */
export function listSites(db: Kysely<Database>): Promise<SiteWithHosts[]> {
  return new SitesRepository(db).listWithHosts();
}

// ---------------------------------------------------------------------------------------------
// `npm run site`: the command line's arguments, turned into the calls above.

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
  'Deployment admins can do the same in the console: /admin/sites.',
].join('\n');

/** Arguments that are not a command: the usage is printed. */
export class SiteUsageError extends Error {}

/** A command whose values are wrong: each problem names its option, in English. */
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

/** The command line's context: the same as the service's. */
export type SiteCommandContext = SiteServiceContext;

/** Each field of the service, as the command line's option names it. */
const OPTION_OF: Record<SiteField, string> = {
  code: 'code',
  hosts: 'host',
  nameEn: 'name-en',
  nameAr: 'name-ar',
  timeZone: 'time-zone',
  from: 'from',
};

/** The service's problems in English, by option name (`--host: …`). */
function inputError(error: SiteValidationError): SiteInputError {
  const t = translatorFor('en');
  return new SiteInputError(
    Object.fromEntries(
      Object.entries(error.problems).map(([field, problem]) => [
        OPTION_OF[field as SiteField],
        t(problem.key, problem.values),
      ]),
    ),
  );
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

function describe(site: SiteWithHosts, context: SiteCommandContext): string {
  const state = site.is_open ? 'open' : 'coming soon';
  const address = addressOf(site, context);
  const hosts = site.hosts.length > 0 ? site.hosts.join(', ') : '(no host: answers on PUBLIC_URL)';
  return `${site.code}  ${site.name_en} / ${site.name_ar}  ${site.time_zone}  ${state}  ${address}  hosts: ${hosts}`;
}

/** Runs the service, turning its problems into the command line's. */
async function asCommand<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SiteValidationError) throw inputError(error);
    throw error;
  }
}

async function create(context: SiteCommandContext, values: Values): Promise<string[]> {
  if (values['coming-soon'] && values.open)
    throw new SiteInputError({ open: 'cannot be given with --coming-soon' });
  const { site, template, copied } = await asCommand(() =>
    createSite(context, {
      code: values.code,
      hosts: values.host,
      nameEn: values['name-en'],
      nameAr: values['name-ar'],
      timeZone: values['time-zone'],
      from: values.from,
      isOpen: values.open === true,
    }),
  );
  return [
    `Site ${site.code} created, ${site.is_open ? 'open' : 'coming soon'}, at ${addressOf(site, context)}.`,
    `Copied from ${template}: ${copied.categories} categories and ${copied.pages} editorial pages.`,
    ...(site.is_open ? [] : [`Open it with: npm run site -- update --code ${site.code} --open`]),
  ];
}

async function update(context: SiteCommandContext, values: Values): Promise<string[]> {
  if (values['coming-soon'] && values.open)
    throw new SiteInputError({ open: 'cannot be given with --coming-soon' });
  const changes: SiteChanges = {
    hosts: values.host,
    nameEn: values['name-en'],
    nameAr: values['name-ar'],
    timeZone: values['time-zone'],
    isOpen: values.open ? true : values['coming-soon'] ? false : undefined,
  };
  if (Object.values(changes).every((value) => value === undefined)) {
    // Nothing to change: a wrong code is still said as such; a right one gets the usage.
    if (values.code === undefined || CODE.test(values.code)) throw new SiteUsageError();
  }
  const site = await asCommand(() => updateSite(context, values.code ?? '', changes));
  return [`Site updated: ${describe(site, context)}`];
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
      const sites = await listSites(context.db);
      if (sites.length === 0) return ['No sites yet: npm run db:seed makes the demo site.'];
      return sites.map(
        (site) => `${describe(site, context)}${site.code === context.defaultSite ? '  (default)' : ''}`,
      );
    }
    default:
      throw new SiteUsageError();
  }
}
