import type {
  ClassifiedInputBase as ClassifiedInputWithIntent,
  classifiedEndpoints,
  Image,
  Intent,
  ListingKind,
  MessageKey,
} from '@jaliya/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, ListingImageRole } from '../../db/schema';
import type { RouteServices } from '../../plugins/endpoint-route';
import type { TransitionTable } from '../listings/life-cycle';
import type { SiteScope } from '../sites/site-scope';
import type { ClassifiedQuery, ClassifiedRow } from './classifieds.repository';

/** The fields every classified's form has; a kind without offer-or-seek (events) has no intent. */
export type ClassifiedInputBase = Omit<ClassifiedInputWithIntent, 'intent'> & { intent?: Intent };

/** What is stored for a post, and kept as JSON while an edit of a published post waits for review. */
export interface ClassifiedRecord<Input extends ClassifiedInputBase = ClassifiedInputBase> {
  input: Input;
  language: 'en' | 'ar';
  price: number | null;
  categoryId: number | null;
  images: { role: ListingImageRole; imageId: number }[];
  /** What the kind works out from the input and the site when it is sent (an event's instants). */
  derived?: Record<string, unknown>;
}

/** When and where a list or a post is read: the site (its time zone) and the time now. */
export interface ClassifiedReadContext {
  scope: SiteScope;
  now: Date;
}

/** What the shared part of a list's query becomes once read. */
export interface ClassifiedListFilter {
  siteId: number;
  cityId: number | undefined;
  intent: Intent | undefined;
  price_min: number | undefined;
  price_max: number | undefined;
  /** Published at or after this instant ("posted within"). */
  postedSince: string | undefined;
  savedByUserId?: number;
  order: ClassifiedOrder;
  cursor: string | undefined;
  limit: number;
  /** The whole query, for the kind's own filters. */
  query: Record<string, unknown>;
  /** The site and the time, for the kind's own filters (an event's "this weekend"). */
  context: ClassifiedReadContext;
}

/**
 * A list's order: newest published, by price, or by one of the kind's own columns (an event's
 * start, soonest first); the listing's id breaks ties in the same direction, for keyset cursors.
 */
export type ClassifiedOrder =
  'newest' | 'price_desc' | 'price_asc' | { column: string; direction: 'asc' | 'desc' };

/** The public fields of a card that every kind shares, built by the service. */
export interface ClassifiedCardBase {
  id: number;
  kind: ListingKind;
  slug: string;
  title: string;
  summary: string;
  language: 'en' | 'ar';
  /** Offer or seek; a kind without intents (events) leaves it out of its cards. */
  intent: Intent;
  city: { id: number; name: string } | null;
  image: Image | null;
  price: number | null;
  isAnonymous: boolean;
  publishedAt: string | null;
}

export interface ClassifiedDetailBase extends ClassifiedCardBase {
  description: string;
  photos: Image[];
  location: { lat: number; lng: number } | null;
  poster: { name: string; memberSince: string } | null;
  hasPhone: boolean;
  hasEmail: boolean;
  hasLink: boolean;
  expiresAt: string | null;
  updatedAt: string;
}

/** Images of a post by role, in the request's language. */
export type ImagesByRole = (role: ListingImageRole) => Image[];

/** What a kind's own routes may use (an event's calendar file reads the post and the site's address). */
export type KindRouteServices = RouteServices<'classifieds' | 'siteDirectory'>;

/**
 * One kind of classified, declared once on the listings core: its own table and columns, how
 * its input is stored and read back, its filters and sorts, and its public shapes. The service,
 * the routes, saved items, "my posts", expiry and the seed all work from this declaration.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the registry holds kinds of different
   input and output types; each declaration is checked against its own types where it is written. */
export interface ClassifiedKindDefinition<
  Input extends ClassifiedInputBase = any,
  Query extends Record<string, unknown> = any,
  Card extends Omit<ClassifiedCardBase, 'intent'> = any,
  Detail extends Omit<ClassifiedDetailBase, 'intent'> = any,
  Lookups = any,
> {
  /* eslint-enable @typescript-eslint/no-explicit-any */
  kind: ListingKind;
  /** The kind's own table, keyed by `listing_id`. */
  table: keyof Database & string;
  /** The kind's own columns that reads select. */
  columns: readonly string[];
  /** Days a published post stays up before it expires. */
  expiresAfterDays: number;
  /**
   * When a published post expires, if the kind says (an event: at its end) rather than the
   * configured days after publishing; such a post is not renewed and its owner is not warned.
   */
  expiresAt?: (row: ClassifiedRow) => string | null;
  /** Its life cycle, if not the default one (an event has no renewal). */
  transitions?: TransitionTable;
  /**
   * Whether the public may still read a post that is not published, or no longer current (an
   * event for a while after its end, marked as past); lists never show it. Default: published.
   */
  isReadable?: (row: ClassifiedRow, now: Date) => boolean;
  /**
   * Its endpoints (`classifiedEndpoints()` in its contract file), registered by the classifieds
   * routes for every kind; `intents` only for a kind with offer-or-seek. Its web paths are in its
   * contract declaration.
   */
  endpoints: ClassifiedKindEndpoints;
  /** Routes of its own besides the shared ones (an event's month view), registered with them. */
  routes?: (app: FastifyInstance, services: KindRouteServices) => void;
  /** What the two intents are called, for the "looking for" choice; none: the kind has no intents. */
  intentLabels?: Record<Intent, MessageKey>;
  /** Values the kind works out from an input and the site (an event's instants), kept in its record. */
  derive?: (input: Input, scope: SiteScope) => Record<string, unknown>;
  /** The kind's own columns from an input (and what `derive` worked out from it). */
  write: (input: Input, derived: Record<string, unknown>) => Record<string, unknown>;
  /** The kind's own input fields from a stored row (to edit it). */
  read: (row: ClassifiedRow, images: ImagesOfRow) => Omit<Input, keyof ClassifiedInputBase>;
  /** The price the lists filter and sort by (a salary for jobs). */
  price: (input: Input) => number | null;
  /** The category it is listed under, if the kind has categories. */
  categoryId?: (input: Input) => number | null;
  /** Photos in roles of their own (a company's logo), by input field. */
  extraImages?: (input: Input) => Record<string, { role: ListingImageRole; imageId: number } | null>;
  /** What the kind's cards need besides the rows (names from its own lists), loaded once per read. */
  lookups?: (scope: SiteScope, rows: readonly ClassifiedRow[]) => Promise<Lookups>;
  /**
   * What the schema cannot check (a category of this site), field by field; `stored` is the post
   * as it stands when it is being edited, null when it is being created (an event's start may not
   * have passed yet, unless an edit leaves it as it was).
   */
  checkReferences?: (
    input: Input,
    scope: SiteScope,
    context: { userId: number; stored: ClassifiedRow | null; now: Date },
  ) => Promise<Record<string, MessageKey>>;
  /**
   * A web address given with the contact details (a job seeker's portfolio). Like the phone and
   * e-mail it is never in a page or a list, only in the answer to a visitor who asks, and never
   * for an anonymous post: a portfolio names its owner.
   */
  contactLink?: (row: ClassifiedRow) => string | null;
  /** Adds the kind's own filters to a list query. */
  filter: (query: ClassifiedQuery, q: Query, context: ClassifiedReadContext) => ClassifiedQuery;
  /** The order a list query asks for. */
  order: (q: Query) => ClassifiedOrder;
  card: (
    row: ClassifiedRow,
    base: ClassifiedCardBase,
    images: ImagesByRole,
    lookups: Lookups,
    context: ClassifiedReadContext,
  ) => Card;
  detail: (
    row: ClassifiedRow,
    base: ClassifiedDetailBase,
    images: ImagesByRole,
    lookups: Lookups,
    context: ClassifiedReadContext,
  ) => Detail;
}

/** The endpoints of one classified kind, as the contract's factory declares them (`intents` optional). */
export type ClassifiedKindEndpoints = Omit<ReturnType<typeof classifiedEndpoints>, 'intents'> &
  Partial<Pick<ReturnType<typeof classifiedEndpoints>, 'intents'>>;

/** Image ids of a stored post by role, to read its input back. */
export type ImagesOfRow = (role: ListingImageRole) => number[];

/** Cache resource family of a kind's public reads (evicted together when one of its posts changes). */
export function classifiedResource(definition: Pick<ClassifiedKindDefinition, 'kind'>): string {
  return `classified-${definition.kind}`;
}
