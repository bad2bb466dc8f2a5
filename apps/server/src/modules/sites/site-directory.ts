import type { SiteRow, SitesRepository, SiteWithHosts } from './sites.repository';

/** What a host no site claims gets: the default site, or a translated 404 (UNKNOWN_HOST). */
export type UnknownHost = 'default' | 'not-found';

/** How long a process trusts the sites it read: a site made by another process is served within it. */
export const SITES_MAX_AGE_MS = 500;

const PORT = /:\d{1,5}$/;

/**
 * A Host header (or `X-Forwarded-Host` behind a trusted proxy) as a site's host is stored:
 * lowercase, without a port or a final dot. An IPv6 literal keeps its brackets.
 */
export function normalizeHost(host: string | undefined): string {
  const text = (host ?? '').trim().toLowerCase();
  const withoutPort = text.startsWith('[') ? text.slice(0, text.indexOf(']') + 1) : text.replace(PORT, '');
  return withoutPort.replace(/\.$/, '');
}

/** A host name a site may claim: letters, digits and hyphens in dot-separated labels (no port). */
export function isHostName(host: string): boolean {
  return (
    host.length <= 253 &&
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host)
  );
}

/** PUBLIC_URL with its host name replaced by a site's own: scheme and port stay the deployment's. */
export function siteAddress(publicUrl: string, host: string | undefined): string {
  if (!host) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = host;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A site's public address by its code, as the modules that e-mail links are given it. */
export type SiteUrlOf = (siteCode: string) => Promise<string>;

/** A site's public address (see `SiteDirectory.publicUrlOf`). */
export function addressOf(
  site: Pick<SiteWithHosts, 'code' | 'hosts'>,
  options: { defaultSite: string; publicUrl: string },
): string {
  return site.code === options.defaultSite
    ? options.publicUrl
    : siteAddress(options.publicUrl, site.hosts[0]);
}

interface Snapshot {
  at: number;
  sites: SiteWithHosts[];
  byHost: Map<string, SiteWithHosts>;
  /** Each site's row as `sites` stores it (no hosts), by code: a request's scope (`siteRow`). */
  rowByCode: Map<string, SiteRow>;
}

/** What every site's state menu and addresses read of the sites, to notice a change. */
function fingerprintOf(sites: readonly SiteWithHosts[]): string {
  return JSON.stringify(
    sites.map((site) => [
      site.id,
      site.code,
      site.name_en,
      site.name_ar,
      site.is_open,
      site.sort_order,
      site.hosts,
    ]),
  );
}

/**
 * Every site of the deployment and the hosts it answers on, read from the database at most once
 * per SITES_MAX_AGE_MS per process (two small queries), so a page from the page cache costs no
 * query most of the time, and a site another process (`npm run site -- create`) made or changed is
 * served within a second without a restart. A write in this process calls `forget()`.
 */
export class SiteDirectory {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  /** Counts `forget()` calls, so a read begun before one is not kept after it. */
  private generation = 0;
  private readonly publicHost: string;
  /** The sites as last read, and who wants to hear when a later read differs. */
  private lastFingerprint: string | undefined;
  private readonly listeners: ((sites: readonly SiteWithHosts[]) => void)[] = [];

  constructor(
    private readonly repository: SitesRepository,
    private readonly options: {
      defaultSite: string;
      publicUrl: string;
      unknownHost: UnknownHost;
      maxAgeMs?: number;
    },
  ) {
    this.publicHost = normalizeHost(new URL(options.publicUrl).host);
  }

  /** Every site, in the state menu's order. */
  async list(): Promise<readonly SiteWithHosts[]> {
    return (await this.current()).sites;
  }

  /** The site with this code, if any. */
  async byCode(code: string): Promise<SiteWithHosts | undefined> {
    const wanted = code.toUpperCase();
    return (await this.current()).sites.find((site) => site.code === wanted);
  }

  /**
   * The row of the site with this code as `SitesRepository.findByCode` reads it, as of
   * SITES_MAX_AGE_MS ago at most (a write in this process calls `forget()`): a request's scope
   * costs no query. Undefined for a code not among the sites read.
   */
  async siteRow(code: string): Promise<SiteRow | undefined> {
    const current = this.current();
    const { rowByCode } = current instanceof Promise ? await current : current;
    return rowByCode.get(code.toUpperCase());
  }

  /**
   * The site a request's host names: the site that claims it, else (for PUBLIC_URL's host, or any
   * host under UNKNOWN_HOST=default) the default site; undefined means a 404.
   */
  async forHost(host: string | undefined): Promise<SiteWithHosts | undefined> {
    const { sites, byHost } = await this.current();
    const name = normalizeHost(host);
    const claimed = byHost.get(name);
    if (claimed) return claimed;
    if (name !== this.publicHost && this.options.unknownHost === 'not-found') return undefined;
    return sites.find((site) => site.code === this.options.defaultSite);
  }

  /**
   * The site's own public address: PUBLIC_URL for the default site (its hosts are other names for
   * it), PUBLIC_URL on its first host for any other (or PUBLIC_URL itself while it has none).
   */
  publicUrlOf(site: Pick<SiteWithHosts, 'code' | 'hosts'>): string {
    return addressOf(site, this.options);
  }

  /**
   * The public address of the site with this code (PUBLIC_URL for an unknown code): where an
   * e-mail about something on that site sends its reader, and whose address signs it.
   */
  async publicUrlOfCode(code: string): Promise<string> {
    const site = await this.byCode(code);
    return site ? this.publicUrlOf(site) : this.options.publicUrl;
  }

  /**
   * Calls `listener` when a read of the sites finds them changed since the last one (a site made,
   * opened, closed, renamed or given other hosts, by this process or another): every site's state
   * menu is then stale, and can be forgotten within SITES_MAX_AGE_MS rather than at the content
   * changes' next poll.
   */
  onChange(listener: (sites: readonly SiteWithHosts[]) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Nothing when the sites read are fresh (the usual case: no await, no query); else the read of
   * them, so a request answered from a cache still notices a changed site (`onChange`) in time.
   */
  refreshIfStale(): Promise<unknown> | undefined {
    const current = this.current();
    return current instanceof Promise ? current : undefined;
  }

  /** Reads the sites again at the next request (after this process changed them). */
  forget(): void {
    this.snapshot = undefined;
    this.loading = undefined;
    this.generation++;
  }

  private current(): Promise<Snapshot> | Snapshot {
    const maxAge = this.options.maxAgeMs ?? SITES_MAX_AGE_MS;
    if (this.snapshot && Date.now() - this.snapshot.at < maxAge) return this.snapshot;
    if (this.loading) return this.loading;
    const loading = this.load(this.generation).finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    this.loading = loading;
    return loading;
  }

  private async load(generation: number): Promise<Snapshot> {
    const at = Date.now();
    const sites = await this.repository.listWithHosts();
    const byHost = new Map<string, SiteWithHosts>();
    const rowByCode = new Map<string, SiteRow>();
    for (const site of sites) {
      for (const host of site.hosts) byHost.set(host, site);
      const { hosts: _hosts, ...row } = site;
      rowByCode.set(site.code, row);
    }
    const snapshot = { at, sites, byHost, rowByCode };
    if (generation === this.generation) this.snapshot = snapshot;
    const fingerprint = fingerprintOf(sites);
    const changed = this.lastFingerprint !== undefined && fingerprint !== this.lastFingerprint;
    this.lastFingerprint = fingerprint;
    if (changed) for (const listener of this.listeners) listener(sites);
    return snapshot;
  }
}
