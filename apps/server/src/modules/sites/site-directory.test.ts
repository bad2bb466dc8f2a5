import { describe, expect, it } from 'vitest';
import { stateMenu } from '../settings/settings.service';
import type { StateEntryRow } from '../settings/settings.repository';
import { isHostName, normalizeHost, SiteDirectory, siteAddress } from './site-directory';
import type { SitesRepository, SiteWithHosts } from './sites.repository';

const site = (id: number, code: string, name: string, hosts: string[], isOpen = 1): SiteWithHosts => ({
  id,
  code,
  name_en: name,
  name_ar: `${name} (ar)`,
  time_zone: 'America/New_York',
  is_open: isOpen,
  sort_order: id,
  created_at: '',
  updated_at: '',
  hosts,
});

/** A repository whose sites can be changed, counting its reads. */
function repository(sites: SiteWithHosts[]) {
  const state = { sites, reads: 0 };
  const repo = {
    listWithHosts: async () => {
      state.reads++;
      return state.sites;
    },
  } as unknown as SitesRepository;
  return { state, repo };
}

describe('hosts', () => {
  it('reads a Host header as a site stores it: lowercase, no port, no final dot', () => {
    expect(normalizeHost('MI.Example.org:8443')).toBe('mi.example.org');
    expect(normalizeHost('ga.localhost.')).toBe('ga.localhost');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost(undefined)).toBe('');
  });

  it('accepts host names only', () => {
    expect(isHostName('mi.example.org')).toBe(true);
    expect(isHostName('localhost')).toBe(true);
    for (const wrong of [
      'http://mi.example.org',
      'mi.example.org/x',
      'mi_example.org',
      '-mi.org',
      '',
      'a..b',
    ])
      expect(isHostName(wrong), wrong).toBe(false);
  });

  it("writes a site's address as PUBLIC_URL on its host, keeping the scheme and port", () => {
    expect(siteAddress('http://localhost:3000', 'mi.localhost')).toBe('http://mi.localhost:3000');
    expect(siteAddress('https://jaliya.us', 'mi.jaliya.us')).toBe('https://mi.jaliya.us');
    expect(siteAddress('https://jaliya.us', undefined)).toBe('https://jaliya.us');
  });
});

describe('SiteDirectory', () => {
  const georgia = site(1, 'GA', 'Georgia', ['ga.example.org']);
  const michigan = site(2, 'MI', 'Michigan', ['mi.example.org', 'arabmichigan.example']);
  const options = { defaultSite: 'GA', publicUrl: 'https://jaliya.example' };

  it("finds a host's site, and the default site for PUBLIC_URL's host and (by default) any other", async () => {
    const { repo } = repository([georgia, michigan]);
    const directory = new SiteDirectory(repo, { ...options, unknownHost: 'default' });
    expect((await directory.forHost('arabmichigan.example:443'))?.code).toBe('MI');
    expect((await directory.forHost('jaliya.example'))?.code).toBe('GA');
    expect((await directory.forHost('elsewhere.example'))?.code).toBe('GA');
    expect(directory.publicUrlOf(michigan)).toBe('https://mi.example.org');
    // The default site's address is PUBLIC_URL; its hosts are other names for it.
    expect(directory.publicUrlOf(georgia)).toBe('https://jaliya.example');
  });

  it('finds no site for an unknown host under UNKNOWN_HOST=404, but still for PUBLIC_URL', async () => {
    const { repo } = repository([georgia, michigan]);
    const directory = new SiteDirectory(repo, { ...options, unknownHost: 'not-found' });
    expect(await directory.forHost('elsewhere.example')).toBeUndefined();
    expect((await directory.forHost('JALIYA.example'))?.code).toBe('GA');
  });

  it("answers a site's row by its code, as the sites table stores it (no hosts), from the same read", async () => {
    const { state, repo } = repository([georgia, michigan]);
    const directory = new SiteDirectory(repo, { ...options, unknownHost: 'default', maxAgeMs: 60_000 });
    const { hosts: _hosts, ...row } = michigan;
    expect(await directory.siteRow('mi')).toEqual(row);
    expect(await directory.siteRow('MI')).not.toHaveProperty('hosts');
    expect(await directory.siteRow('TX')).toBeUndefined();
    await directory.forHost('ga.example.org');
    expect(state.reads).toBe(1);
  });

  it('reads the sites once per moment, again once that has passed, and at once after forget()', async () => {
    const { state, repo } = repository([georgia]);
    const directory = new SiteDirectory(repo, { ...options, unknownHost: 'default', maxAgeMs: 60_000 });
    await Promise.all([directory.forHost('a'), directory.forHost('b'), directory.list()]);
    expect(state.reads).toBe(1);
    state.sites = [georgia, michigan];
    expect((await directory.forHost('mi.example.org'))?.code).toBe('GA');
    directory.forget();
    expect((await directory.forHost('mi.example.org'))?.code).toBe('MI');
    expect(state.reads).toBe(2);

    const quick = new SiteDirectory(repo, { ...options, unknownHost: 'default', maxAgeMs: 20 });
    await quick.list();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await quick.list();
    expect(state.reads).toBe(4);
  });

  it('tells its listeners when a read finds the sites changed, and reads again only when stale', async () => {
    const { state, repo } = repository([georgia, michigan]);
    const directory = new SiteDirectory(repo, { ...options, unknownHost: 'default', maxAgeMs: 20 });
    const heard: string[][] = [];
    directory.onChange((sites) => heard.push(sites.map((one) => `${one.code}:${one.is_open}`)));
    await directory.list();
    // Fresh: nothing to wait for.
    expect(directory.refreshIfStale()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await directory.refreshIfStale();
    expect(heard).toEqual([]);
    state.sites = [georgia, { ...michigan, is_open: 0 }];
    await new Promise((resolve) => setTimeout(resolve, 30));
    await directory.refreshIfStale();
    expect(heard).toEqual([['GA:1', 'MI:0']]);
    // A read after forget() finding the same sites says nothing.
    directory.forget();
    await directory.list();
    expect(heard).toHaveLength(1);
    expect(state.reads).toBe(4);
  });
});

describe('stateMenu', () => {
  const entry = (id: number, title: string, url: string | null): StateEntryRow => ({
    id,
    site_id: 1,
    title_en: title,
    title_ar: `${title} (ar)`,
    image_id: id,
    url,
    sort_order: id,
  });
  const address = (other: SiteWithHosts) => `https://${other.hosts[0] ?? 'jaliya.example'}`;

  it("keeps the console's entries as they are when the deployment has one site", () => {
    const entries = [entry(1, 'Texas', 'https://tx.jaliya.us'), entry(2, 'Florida', null)];
    const lines = stateMenu(entries, [site(1, 'GA', 'Jaliya Georgia', [])], 1, address);
    expect(lines).toEqual(entries);
  });

  it("links the entries naming the deployment's open sites to them, leaves out the site itself, and adds the rest", () => {
    const sites = [
      site(1, 'GA', 'Jaliya Georgia', ['ga.example.org']),
      site(2, 'MI', 'Jaliya Michigan', ['mi.example.org']),
      site(3, 'TX', 'Texas', ['tx.example.org'], 0),
      site(4, 'NJ', 'New Jersey', ['nj.example.org']),
    ];
    const entries = [
      entry(1, 'Georgia', null),
      entry(2, 'Florida', null),
      entry(3, 'Michigan', 'https://old.example/michigan'),
      entry(4, 'Lone Star', 'https://tx.example.org/'),
    ];
    const lines = stateMenu(entries, sites, 1, address);
    expect(lines.map((line) => [line.title_en, line.image_id, line.url])).toEqual([
      ['Florida', 2, null],
      ['Michigan', 3, 'https://mi.example.org'],
      // Named by its host; coming soon, so no link.
      ['Lone Star', 4, null],
      ['New Jersey', null, 'https://nj.example.org'],
    ]);
  });
});
