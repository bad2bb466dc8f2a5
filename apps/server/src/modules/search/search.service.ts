import {
  OLD_CLIENT_SEARCH_TYPES,
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
  type SearchSuggestions,
} from '@jaliya/contract';
import {
  deletionVariants,
  foldDigits,
  isOneEditApart,
  searchWords,
  stemSearchWord,
} from '@jaliya/contract/search-text';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { summaryOf } from '../classifieds/classifieds.repository';
import { listingImages } from '../listings/listings.repository';
import type { ListingsService } from '../listings/listings.service';
import { toImage } from '../media/image-view';
import type { MediaRepository } from '../media/media.repository';
import type { SiteScope } from '../sites/site-scope';
import { plainText } from '../../lib/rich-text';
import { isListingKind } from '@jaliya/contract/kinds';
import { blogPath, faqItemPath, guidePath } from '@jaliya/contract/page-paths';
import { serverKind } from '../../kinds';
import { type MatchedEntry, type MatchQuery, searchEngineOf } from './search-engine';
import type { SiteDirectory } from '../sites/site-directory';
import {
  blogPostRows,
  faqItemRows,
  listingHitRows,
  logQuery,
  userGuideRows,
  variantsAmong,
} from './search.repository';
import { SEARCH_SYNONYMS } from './synonyms';

/**
 * Matches taken per query (and per kind when one is asked for), newest first: ten pages of
 * results. Ranking past this many would cost time (a very common word is in half the posts),
 * not quality; the counts then say "more than".
 */
export const RANKING_CAP = 200;
const PAGE_SIZE = 20;
const MAX_WORDS = 8;
const SUGGESTIONS = 8;
/** Words this long or longer also match words one edit away (when the exact ones find little). */
const TYPO_MIN_WORD = 5;

type Ranked = MatchedEntry & { tier: number; score: number };
type Ref = { kind: SearchKind; ref_id: number };

/**
 * A query word and what else it may match: the word as typed, its stem and its synonyms' forms
 * (`alternatives`, the word first). Only the word as typed counts fully in a title (see `score`).
 */
interface QueryWord {
  word: string;
  alternatives: string[];
}

/** Stems shorter than this neither find a synonym group nor come from one: they mean too much (عرب). */
const SYNONYM_MIN_STEM = 4;

/**
 * The synonyms of each form: a group is found by any of its words as folded (or by a stem of
 * four letters or more), and brings in its words as written and such stems, never a short stem,
 * which would bring in other words' senses.
 */
const synonymsByForm = (() => {
  const map = new Map<string, string[]>();
  for (const group of SEARCH_SYNONYMS) {
    const words = [...new Set(group.flatMap((word) => searchWords(word)))];
    const stems = words.map(stemSearchWord).filter((stem) => [...stem].length >= SYNONYM_MIN_STEM);
    const forms = [...new Set([...words, ...stems])];
    for (const form of forms) map.set(form, [...new Set([...(map.get(form) ?? []), ...forms])]);
  }
  return map;
})();

function queryWords(keyword: string): QueryWord[] {
  return [...new Set(searchWords(keyword))].slice(0, MAX_WORDS).map((word) => {
    const stem = stemSearchWord(word);
    const byStem = [...stem].length >= SYNONYM_MIN_STEM ? (synonymsByForm.get(stem) ?? []) : [];
    return {
      word,
      alternatives: [...new Set([word, stem, ...(synonymsByForm.get(word) ?? []), ...byStem])],
    };
  });
}

/** What a query log may keep: no e-mail address or phone number someone typed into the box. */
export function loggableQuery(keyword: string): string {
  return foldDigits(keyword)
    .replace(/\S+@\S+/g, '[email]')
    .replace(/[+\d][\d\s().-]{5,}\d/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/**
 * Search over everything public on a site: the engine finds the newest matching entries (up to
 * the ranking cap) with its relevance for each (BM25 on SQLite, `ts_rank_cd` on PostgreSQL), and
 * they are ranked here by it (see `score`): entries with every word typed (or its stem or a
 * synonym) first; words one edit away and the last word as a prefix only when the words typed
 * find less than a page; and when no entry has every word, the best partial matches, flagged.
 */
export class SearchService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly listings: ListingsService,
    private readonly media: MediaRepository,
    /** The deployment's sites, to look across states when asked (`sites=all`). */
    private readonly sites: SiteDirectory | undefined = undefined,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Where a search looks: the request's site, or with `sites=all` every open site (the request's
   * own always, even while it is "coming soon"), each result then naming its site and address.
   */
  private async lookIn(scope: SiteScope, query: { sites?: 'all' | undefined }): Promise<SearchScope> {
    const directory = this.sites;
    if (query.sites !== 'all' || !directory) return scope;
    const open = (await directory.list()).filter((site) => site.is_open === 1 || site.id === scope.site.id);
    return {
      ...scope,
      siteIds: open.map((site) => site.id),
      siteOf: new Map(
        open.map((site) => [site.id, { code: site.code, url: directory.publicUrlOf(site) }] as const),
      ),
    };
  }

  async search(site: SiteScope, query: SearchQuery, options: { log?: boolean } = {}): Promise<SearchResults> {
    const started = performance.now();
    const scope = await this.lookIn(site, query);
    const words = queryWords(query.keyword);
    const none = {
      entries: [],
      more: false,
      approximate: false,
      isPartial: false,
      suggestion: null,
      highlight: [],
    };
    let typos: ReturnType<SearchService['typoCandidates']> | undefined;
    const typoLookup = () => (typos ??= this.typoCandidates(scope, words));
    const all =
      words.length === 0
        ? none
        : await this.rank(scope, words, query.city, query.sort, undefined, typoLookup);
    // One kind: its own newest matches, so a kind crowded out of the mixed list is still all there.
    const ranked =
      words.length === 0 || !query.type
        ? all
        : await this.rank(scope, words, query.city, query.sort, query.type, typoLookup);
    // Every count from the one mixed run, so they add up and do not change from tab to tab.
    const counts = SEARCH_KINDS.map((kind) => ({
      kind,
      count: all.entries.filter((entry) => entry.kind === kind).length,
    }));
    const shown = ranked.entries;
    const pageCount = Math.min(50, Math.max(1, Math.ceil(shown.length / PAGE_SIZE)));
    const page = shown.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
    const items = await this.hits(scope, page);
    if (options.log && words.length > 0) {
      await logQuery(this.db, {
        site_id: scope.site.id,
        language: scope.language,
        query: loggableQuery(query.keyword),
        kind: query.type ?? null,
        result_count: shown.length,
        took_ms: Math.round(performance.now() - started),
        created_at: this.clock().toISOString(),
      });
    }
    return {
      keyword: query.keyword.trim(),
      words: ranked.highlight,
      type: query.type ?? null,
      sort: query.sort,
      counts,
      total: shown.length,
      more: ranked.more,
      countsAreLowerBounds: all.more,
      approximate: ranked.approximate,
      isPartial: ranked.isPartial,
      suggestion: ranked.suggestion,
      page: query.page,
      pageCount,
      items,
    };
  }

  /** A few titles for the words being typed: the last one may be unfinished (a prefix). */
  async suggest(scope: SiteScope, keyword: string): Promise<SearchSuggestions> {
    const words = queryWords(keyword);
    const last = words.at(-1);
    if (!last) return { items: [] };
    const groups = words.map((word) => ({
      terms: word.alternatives,
      prefixes: word === last && [...last.word].length >= 2 ? [last.word] : [],
    }));
    const entries = await this.match(scope, groups, undefined, undefined, RANKING_CAP);
    const ranked = entries
      .map((entry) => {
        const title = entry.title_terms.split(' ');
        const score =
          (title.some((term) => term.startsWith(last.word)) ? 2 : 0) +
          words.filter((word) => word.alternatives.some((term) => title.includes(term))).length;
        return { ...entry, tier: 0, score };
      })
      .sort(byRelevance);
    // Titles that match what is typed are what a suggestion list is for; posts that only mention
    // it fill the list when there are few of those.
    const inTitle = ranked.filter((entry) => entry.score > 0);
    const shown = (inTitle.length >= 3 ? inTitle : ranked).slice(0, SUGGESTIONS);
    const hits = await this.hits(scope, shown);
    return { items: hits.map(({ kind, id, title, path }) => ({ kind, id, title, path })) };
  }

  /** The old client's search: up to 20 results of each kind, in its own names for the kinds. */
  async oldClientSearch(
    scope: SiteScope,
    keyword: string,
    type: keyof typeof OLD_CLIENT_SEARCH_TYPES | undefined,
  ) {
    const words = queryWords(keyword);
    const only = type === undefined ? undefined : OLD_CLIENT_SEARCH_TYPES[type];
    const { entries } =
      words.length === 0
        ? { entries: [] }
        : await this.rank(scope, words, undefined, 'relevance', only, () =>
            this.typoCandidates(scope, words),
          );
    const result = {} as Record<keyof typeof OLD_CLIENT_SEARCH_TYPES, SearchHit[]>;
    for (const [name, kind] of Object.entries(OLD_CLIENT_SEARCH_TYPES) as [
      keyof typeof OLD_CLIENT_SEARCH_TYPES,
      SearchKind,
    ][]) {
      result[name] =
        type === undefined || type === name
          ? await this.hits(scope, entries.filter((entry) => entry.kind === kind).slice(0, 20))
          : [];
    }
    return result;
  }

  private match(
    scope: SearchScope,
    groups: MatchQuery['groups'],
    cityId: number | undefined,
    kind: SearchKind | undefined,
    limit: number,
  ) {
    return searchEngineOf(this.db).match(this.db, {
      siteIds: scope.siteIds ?? [scope.site.id],
      groups,
      cityId: cityId ?? (scope.cityId || undefined),
      kind,
      limit,
      now: this.clock().toISOString(),
    });
  }

  /**
   * The words typed (with stems and synonyms) first; when they find less than a page, words one
   * edit away and the last word as a prefix add their finds after them.
   */
  private async rank(
    scope: SearchScope,
    words: QueryWord[],
    cityId: number | undefined,
    sort: SearchQuery['sort'],
    kind: SearchKind | undefined,
    typoLookup: () => ReturnType<SearchService['typoCandidates']>,
  ) {
    const exact = await this.match(
      scope,
      words.map((word) => ({ terms: word.alternatives, prefixes: [] })),
      cityId,
      kind,
      RANKING_CAP + 1,
    );
    const entries: Ranked[] = exact
      .slice(0, RANKING_CAP)
      .map((entry) => ({ ...entry, tier: 0, score: score(entry, words) }));
    let more = exact.length > RANKING_CAP;
    let isPartial = false;
    let suggestion: string | null = null;
    const highlight = new Set(words.flatMap((word) => word.alternatives));
    if (entries.length < PAGE_SIZE) {
      const { typos, known } = await typoLookup();
      const last = words.at(-1);
      const loose = words.map((word) => ({
        terms: [
          ...new Set([
            ...word.alternatives,
            ...(typos.get(word.word) ?? []).flatMap((term) => [term, stemSearchWord(term)]),
          ]),
        ],
        prefixes: word === last && [...word.word].length >= 3 ? [word.word] : [],
      }));
      for (const candidates of typos.values()) for (const term of candidates) highlight.add(term);
      const found = await this.match(scope, loose, cityId, kind, RANKING_CAP + 1);
      const seen = new Set(entries.map(refKey));
      for (const entry of found.slice(0, RANKING_CAP)) {
        if (!seen.has(refKey(entry))) entries.push({ ...entry, tier: 1, score: score(entry, words) });
      }
      more ||= found.length > RANKING_CAP;
      const corrected = words.map((word) =>
        known.has(word.word) ? word.word : (typos.get(word.word)?.[0] ?? word.word),
      );
      if (exact.length === 0 && corrected.some((word, index) => word !== words[index]?.word))
        suggestion = corrected.join(' ');
      // No entry has every word, even spelled a little differently: the best partial matches,
      // those with the most and rarest of the words (the engine's relevance sums them) first.
      if (entries.length === 0 && words.length > 1) {
        const partial = await this.match(
          scope,
          [
            {
              terms: [...new Set(loose.flatMap((group) => group.terms))],
              prefixes: [...new Set(loose.flatMap((group) => group.prefixes))],
            },
          ],
          cityId,
          kind,
          RANKING_CAP + 1,
        );
        for (const entry of partial.slice(0, RANKING_CAP))
          entries.push({ ...entry, tier: 2, score: score(entry, words) });
        more ||= partial.length > RANKING_CAP;
        isPartial = entries.length > 0;
      }
    }
    entries.sort(sort === 'newest' ? byNewest : byRelevance);
    return {
      entries,
      more,
      approximate: exact.length === 0 && !isPartial && entries.length > 0,
      isPartial,
      suggestion,
      highlight: [...highlight],
    };
  }

  /**
   * Indexed words one edit away from each query word of five letters or more, closest first
   * (a letter replaced or swapped before one added or removed), and which of the words the index
   * knows as typed (those get no spelling suggestion).
   */
  private async typoCandidates(scope: SearchScope, words: QueryWord[]) {
    const long = words.map((word) => word.word).filter((word) => word.length >= TYPO_MIN_WORD);
    const typos = new Map<string, string[]>();
    const known = new Set<string>();
    if (long.length === 0) return { typos, known };
    const keys = [
      ...new Set(long.flatMap((word) => [word, stemSearchWord(word), ...deletionVariants(word)])),
    ];
    const rows = await variantsAmong(this.db, keys);
    for (const word of long) {
      const stem = stemSearchWord(word);
      if (rows.some((row) => row.term === word || row.term === stem)) known.add(word);
      const candidates = [...new Set(rows.map((row) => row.term))]
        .filter((term) => isOneEditApart(word, term))
        .sort(
          (a, b) => Math.abs(a.length - word.length) - Math.abs(b.length - word.length) || a.localeCompare(b),
        )
        .slice(0, 3);
      // The vocabulary keeps every word ever indexed, on every site and in any status: only a
      // word something public here still has may be searched, marked or suggested.
      const live: string[] = [];
      for (const term of candidates) {
        const found = await this.match(scope, [{ terms: [term], prefixes: [] }], undefined, undefined, 1);
        if (found.length > 0) live.push(term);
      }
      if (live.length > 0) typos.set(word, live);
    }
    return { typos, known };
  }

  /** The public shape of some entries, in their order, in the request's language. */
  private async hits(
    scope: SearchScope,
    refs: readonly (Ref & { site_id?: number })[],
  ): Promise<SearchHit[]> {
    const built = new Map<string, SearchHit>();
    const ofKind = (kind: SearchKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.ref_id);
    const listingIds = refs.filter((ref) => isListingKind(ref.kind)).map((ref) => ref.ref_id);
    const ar = scope.language === 'ar';
    if (listingIds.length > 0) {
      const [rows, images] = await Promise.all([
        listingHitRows(this.db, listingIds),
        listingImages(this.db, listingIds, ['cover', 'main', 'gallery', 'logo']),
      ]);
      const rolePreference = ['cover', 'main', 'gallery', 'logo'];
      for (const row of rows) {
        // An anonymous job's logo would name the company its pages hide.
        const image = images
          .filter(
            (candidate) =>
              candidate.listing_id === row.id && !(row.is_anonymous === 1 && candidate.role === 'logo'),
          )
          .sort(
            (a, b) =>
              rolePreference.indexOf(a.role) - rolePreference.indexOf(b.role) || a.position - b.position,
          )[0];
        built.set(`${row.kind}:${row.id}`, {
          kind: row.kind as SearchKind,
          id: row.id,
          title: row.title,
          snippet: row.summary,
          path: this.listings.kind(row.kind).webPath({ id: row.id, title: row.title }),
          image: image ? toImage(image, scope.language) : null,
          city: (ar ? row.city_ar : row.city_en) ?? null,
          category: (ar ? row.category_ar : row.category_en) ?? null,
          // A kind may keep its price to its own page (a job's pay is per hour, day, week or month).
          price: serverKind(row.kind)?.search.showsPrice === false ? null : (row.price ?? null),
          publishedAt: row.published_at,
        });
      }
    }
    const blogIds = ofKind('blog');
    if (blogIds.length > 0) {
      const rows = await blogPostRows(this.db, blogIds);
      const covers = await this.media.findByIds(rows.map((row) => row.cover_image_id));
      for (const row of rows) {
        const cover = row.cover_image_id === null ? undefined : covers.get(row.cover_image_id);
        built.set(`blog:${row.id}`, {
          kind: 'blog',
          id: row.id,
          title: ar ? row.title_ar : row.title_en,
          snippet: ar ? row.excerpt_ar : row.excerpt_en,
          path: blogPath(row),
          image: cover ? toImage(cover, scope.language) : null,
          city: null,
          category: null,
          price: null,
          publishedAt: row.published_at,
        });
      }
    }
    const guideIds = ofKind('guide');
    if (guideIds.length > 0) {
      const rows = await userGuideRows(this.db, guideIds);
      for (const row of rows) {
        built.set(`guide:${row.id}`, {
          kind: 'guide',
          id: row.id,
          title: ar ? row.title_ar : row.title_en,
          snippet: ar ? row.summary_ar : row.summary_en,
          path: guidePath(row),
          image: null,
          city: null,
          category: null,
          price: null,
          publishedAt: row.published_at,
        });
      }
    }
    const faqIds = ofKind('faq');
    if (faqIds.length > 0) {
      const rows = await faqItemRows(this.db, faqIds);
      for (const row of rows) {
        built.set(`faq:${row.id}`, {
          kind: 'faq',
          id: row.id,
          title: ar ? row.question_ar : row.question_en,
          snippet: summaryOf(plainText(ar ? row.answer_ar : row.answer_en)),
          path: faqItemPath(row.id),
          image: null,
          city: null,
          category: null,
          price: null,
          publishedAt: null,
        });
      }
    }
    return refs.flatMap((ref) => {
      const hit = built.get(refKey(ref));
      if (!hit) return [];
      // Across states, each result says whose it is, so its link opens on that site's host.
      const site = scope.siteOf && ref.site_id !== undefined ? scope.siteOf.get(ref.site_id) : undefined;
      return [site ? { ...hit, site: site.code, siteUrl: site.url } : hit];
    });
  }
}

/** A search's sites: the request's, or (`sites=all`) every open one, with their codes and addresses. */
type SearchScope = SiteScope & {
  siteIds?: readonly number[];
  siteOf?: ReadonlyMap<number, { code: string; url: string }>;
};

function refKey(ref: Ref): string {
  return `${ref.kind}:${ref.ref_id}`;
}

/**
 * An entry's relevance: the engine's (BM25 on SQLite, cover density on PostgreSQL, both with the
 * title weighing four times the rest), weighed by how each query word matched: as typed 1, only
 * its stem 3/4, only a synonym 1/2 (an expansion weighs less than the word typed); then raised by
 * up to half again for the query's words in the title (as typed 1, a stem or a synonym 1/2).
 */
function score(entry: MatchedEntry, words: QueryWord[]): number {
  const title = new Set(entry.title_terms.split(' '));
  // A search in the text, not a set of its terms: cheaper for the few words of a query.
  const text = ` ${entry.terms} `;
  const terms = { has: (term: string) => text.includes(` ${term} `) };
  const inTitle = words.reduce(
    (sum, word) =>
      sum + (title.has(word.word) ? 1 : word.alternatives.some((term) => title.has(term)) ? 0.5 : 0),
    0,
  );
  const matched = words.reduce((sum, word) => {
    if (terms.has(word.word)) return sum + 1;
    if (terms.has(stemSearchWord(word.word))) return sum + 0.75;
    return sum + (word.alternatives.some((term) => terms.has(term)) ? 0.5 : 0);
  }, 0);
  const count = Math.max(1, words.length);
  return entry.relevance * (matched / count) * (1 + inTitle / (2 * count));
}

function byNewest(a: Ranked, b: Ranked): number {
  return a.tier - b.tier || (b.published_at ?? '').localeCompare(a.published_at ?? '') || tieBreak(a, b);
}

function byRelevance(a: Ranked, b: Ranked): number {
  return (
    a.tier - b.tier ||
    b.score - a.score ||
    (b.published_at ?? '').localeCompare(a.published_at ?? '') ||
    tieBreak(a, b)
  );
}

/** The same order on both engines whatever order the rows came in. */
function tieBreak(a: Ranked, b: Ranked): number {
  return a.kind.localeCompare(b.kind) || b.ref_id - a.ref_id;
}
