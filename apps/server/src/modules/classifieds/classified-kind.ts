import type {
  ClassifiedInputBase,
  classifiedEndpoints,
  Image,
  Intent,
  ListingKind,
  MessageKey,
} from '@jaliya/contract';
import type { Database, ListingImageRole } from '../../db/schema';
import type { SiteScope } from '../sites/site-scope';
import type { ClassifiedQuery, ClassifiedRow } from './classifieds.repository';

export type { ClassifiedInputBase };

/** What is stored for a post, and kept as JSON while an edit of a published post waits for review. */
export interface ClassifiedRecord<Input extends ClassifiedInputBase = ClassifiedInputBase> {
  input: Input;
  language: 'en' | 'ar';
  price: number | null;
  categoryId: number | null;
  images: { role: ListingImageRole; imageId: number }[];
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
}

export type ClassifiedOrder = 'newest' | 'price_desc' | 'price_asc';

/** The public fields of a card that every kind shares, built by the service. */
export interface ClassifiedCardBase {
  id: number;
  kind: ListingKind;
  slug: string;
  title: string;
  summary: string;
  language: 'en' | 'ar';
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
  Card extends ClassifiedCardBase = any,
  Detail extends ClassifiedDetailBase = any,
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
   * Its eleven endpoints (`classifiedEndpoints()` in its contract file), registered by the
   * classifieds routes for every kind. Its web paths are in its contract declaration.
   */
  endpoints: ClassifiedKindEndpoints;
  /** What the two intents are called, for the "looking for" choice. */
  intentLabels: Record<Intent, MessageKey>;
  /** The kind's own columns from an input. */
  write: (input: Input) => Record<string, unknown>;
  /** The kind's own input fields from a stored row (to edit it). */
  read: (row: ClassifiedRow, images: ImagesOfRow) => Omit<Input, keyof ClassifiedInputBase>;
  /** The price the lists filter and sort by (a salary for jobs). */
  price: (input: Input) => number | null;
  /** The category it is listed under, if the kind has categories. */
  categoryId?: (input: Input) => number | null;
  /** Photos in roles of their own (a company's logo), by input field. */
  extraImages?: (input: Input) => Record<string, { role: ListingImageRole; imageId: number } | null>;
  /** What the kind's cards need besides the row (names from its own lists), loaded once per read. */
  lookups?: (scope: SiteScope) => Promise<Lookups>;
  /** What the schema cannot check (a category of this site), field by field. */
  checkReferences?: (input: Input, scope: SiteScope) => Promise<Record<string, MessageKey>>;
  /**
   * A web address given with the contact details (a job seeker's portfolio). Like the phone and
   * e-mail it is never in a page or a list, only in the answer to a visitor who asks, and never
   * for an anonymous post: a portfolio names its owner.
   */
  contactLink?: (row: ClassifiedRow) => string | null;
  /** Adds the kind's own filters to a list query. */
  filter: (query: ClassifiedQuery, q: Query) => ClassifiedQuery;
  /** The order a list query asks for. */
  order: (q: Query) => ClassifiedOrder;
  card: (row: ClassifiedRow, base: ClassifiedCardBase, images: ImagesByRole, lookups: Lookups) => Card;
  detail: (row: ClassifiedRow, base: ClassifiedDetailBase, images: ImagesByRole, lookups: Lookups) => Detail;
}

/** The endpoints of one classified kind, as the contract's factory declares them. */
export type ClassifiedKindEndpoints = ReturnType<typeof classifiedEndpoints>;

/** Image ids of a stored post by role, to read its input back. */
export type ImagesOfRow = (role: ListingImageRole) => number[];

/** Cache resource family of a kind's public reads (evicted together when one of its posts changes). */
export function classifiedResource(definition: Pick<ClassifiedKindDefinition, 'kind'>): string {
  return `classified-${definition.kind}`;
}
