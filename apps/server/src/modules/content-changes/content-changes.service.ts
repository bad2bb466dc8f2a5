/** Anything that keeps copies of public content and can forget those made from some tags. */
export interface TaggedCache {
  invalidateTags(tags: readonly string[]): void;
}
import type { ContentChange, ContentChangesRepository } from './content-changes.repository';

const POLL_EVERY_MS = 2000;
const KEEP_MS = 60 * 60_000;

/** The cache tags a change evicts: one resource family of a site, or the whole site. */
export function tagsOfChange({ siteCode, resource }: Pick<ContentChange, 'siteCode' | 'resource'>): string[] {
  const site = siteCode.toUpperCase();
  return [resource === '*' ? `site:${site}` : `${site}:${resource}`];
}

/**
 * Keeps the caches honest when public content changes. A change is recorded in the database and
 * evicted here at once; every server (and this one, for changes made by a command-line tool)
 * reads the log every two seconds and evicts what it cached from that content.
 */
export class ContentChanges {
  private lastSeenId = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly changes: ContentChangesRepository,
    private readonly caches: readonly TaggedCache[],
  ) {}

  /** Records that resources of a site changed (`*` for all of it) and evicts what depended on them. */
  async announce(siteCode: string, resources: readonly string[]): Promise<void> {
    await this.changes.record(siteCode.toUpperCase(), resources, new Date());
    this.evict(resources.flatMap((resource) => tagsOfChange({ siteCode, resource })));
  }

  /** Reads changes recorded since the last look (by any process) and evicts what they touch. */
  async poll(): Promise<void> {
    const changes = await this.changes.since(this.lastSeenId);
    if (changes.length === 0) return;
    this.lastSeenId = changes.at(-1)?.id ?? this.lastSeenId;
    this.evict(changes.flatMap(tagsOfChange));
  }

  /**
   * Evicts, in this process only, what depends on some resources of some sites: for a change this
   * process noticed itself that every process notices on its own (the sites, SiteDirectory), so
   * nothing is recorded.
   */
  forgetLocally(siteCodes: readonly string[], resources: readonly string[]): void {
    this.evict(
      siteCodes.flatMap((siteCode) => resources.flatMap((resource) => tagsOfChange({ siteCode, resource }))),
    );
  }

  async start(onError: (error: unknown) => void): Promise<void> {
    this.lastSeenId = await this.changes.latestId();
    await this.changes.pruneBefore(new Date(Date.now() - KEEP_MS)).catch(onError);
    this.timer = setInterval(() => void this.poll().catch(onError), POLL_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private evict(tags: readonly string[]): void {
    for (const cache of this.caches) cache.invalidateTags(tags);
  }
}
