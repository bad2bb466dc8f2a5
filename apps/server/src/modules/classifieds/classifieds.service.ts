import {
  type ContactDetails,
  INTENTS,
  type KeysetPage,
  type MessageKey,
  type OwnListing,
  slugify,
  type UploadedPhoto,
} from '@jaliya/contract';
import { AppError } from '../../lib/errors';
import { translatorFor } from '../../lib/i18n';
import { localized } from '../../lib/localized';
import type { UserRow } from '../accounts/users.repository';
import type { DirectoryRepository } from '../directory/directory.repository';
import { listingPolicies } from '../listings/life-cycle';
import type { ListingsRepository } from '../listings/listings.repository';
import { type ReviewVersion, type ReviewVersions, toOwnListing } from '../listings/listings.service';
import { toImage } from '../media/image-view';
import { photoOwnershipErrors } from '../listings/photo-ownership';
import type { MediaRepository } from '../media/media.repository';
import type { SiteScope } from '../sites/site-scope';
import type { SitesRepository } from '../sites/sites.repository';
import type {
  ClassifiedCardBase,
  ClassifiedInputBase,
  ClassifiedKindDefinition,
  ClassifiedReadContext,
  ClassifiedRecord,
  ImagesByRole,
} from './classified-kind';
import type { ClassifiedRow, ClassifiedsRepository } from './classifieds.repository';

type Definition = ClassifiedKindDefinition;
type CityRow = Awaited<ReturnType<DirectoryRepository['cityNames']>>[number];

/** The shared list query every kind's query extends. */
interface ListQuery {
  intent?: 'offer' | 'seek';
  city?: number;
  price_min?: number;
  price_max?: number;
  posted_within?: string;
  cursor?: string;
  limit: number;
}

/** The web address given with a post's contact details, never an anonymous poster's. */
function contactLinkOf(definition: Definition, row: ClassifiedRow): string | null {
  return row.is_anonymous === 1 ? null : (definition.contactLink?.(row) ?? null);
}

/**
 * Every classified kind's reads and writes, driven by its declaration: lists with the kind's
 * filters, the public item (the poster hidden when anonymous, contact details never in it),
 * contact details on request, and owners posting and editing. The life cycle itself (approve,
 * reject, renew, close, delete, expire) is the listings core's.
 */
export class ClassifiedsService {
  private readonly kinds = new Map<string, Definition>();

  constructor(
    private readonly classifieds: ClassifiedsRepository,
    private readonly listings: ListingsRepository,
    private readonly directory: DirectoryRepository,
    private readonly media: MediaRepository,
    private readonly sites: SitesRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  register(definition: Definition): void {
    this.kinds.set(definition.kind, definition);
  }

  kind(kind: string): Definition {
    const definition = this.kinds.get(kind);
    if (!definition) throw new Error(`Unknown classified kind ${kind}`);
    return definition;
  }

  registeredKinds(): Definition[] {
    return [...this.kinds.values()];
  }

  /** How many published posts offer and how many seek ("looking for" choices). */
  async intents(definition: Definition, scope: SiteScope) {
    const labels = definition.intentLabels;
    if (!labels) throw new AppError('NOT_FOUND');
    const counts = await this.classifieds.intentCounts(definition, scope.site.id, scope.cityId || undefined);
    const t = translatorFor(scope.language);
    return INTENTS.map((intent) => ({
      intent,
      label: t(labels[intent]),
      count: counts.get(intent) ?? 0,
    }));
  }

  async list(
    definition: Definition,
    scope: SiteScope,
    query: ListQuery,
    savedByUserId?: number,
  ): Promise<KeysetPage<unknown>> {
    const days = query.posted_within === undefined ? undefined : Number(query.posted_within);
    const context: ClassifiedReadContext = { scope, now: this.clock() };
    const page = await this.classifieds.listPage(definition, {
      siteId: scope.site.id,
      cityId: query.city ?? (scope.cityId || undefined),
      intent: query.intent,
      price_min: query.price_min,
      price_max: query.price_max,
      postedSince:
        days === undefined ? undefined : new Date(this.clock().getTime() - days * 86_400_000).toISOString(),
      savedByUserId,
      order: definition.order(query),
      cursor: query.cursor,
      limit: query.limit,
      query: query as unknown as Record<string, unknown>,
      context,
    });
    const [images, cities, lookups] = await Promise.all([
      this.listings.imagesOf(page.items.map((row) => row.id)),
      this.directory.cityNames(scope.site.id),
      definition.lookups?.(scope, page.items),
    ]);
    const items = page.items.map((row) => {
      const ofRole = this.imagesByRole(
        images.filter((image) => image.listing_id === row.id),
        scope,
        row,
      );
      return definition.card(row, this.cardBase(row, scope, cities, ofRole), ofRole, lookups, context);
    });
    return { items, nextCursor: page.nextCursor, total: page.total };
  }

  /** A published post as the public sees it (or one its kind keeps readable); anything else is a 404. */
  async get(definition: Definition, scope: SiteScope, id: number) {
    const context: ClassifiedReadContext = { scope, now: this.clock() };
    const row = await this.publicRow(definition, scope, id, context.now);
    const [images, cities, lookups, posters] = await Promise.all([
      this.listings.imagesOf([id]),
      this.directory.cityNames(scope.site.id),
      definition.lookups?.(scope, [row]),
      this.classifieds.posters(
        row.is_anonymous === 1 || row.owner_user_id === null ? [] : [row.owner_user_id],
      ),
    ]);
    const ofRole = this.imagesByRole(images, scope, row);
    const poster = row.owner_user_id === null ? undefined : posters.get(row.owner_user_id);
    return definition.detail(
      row,
      {
        ...this.cardBase(row, scope, cities, ofRole),
        description: row.description,
        photos: ofRole('gallery'),
        // Only the area (two decimals, about a kilometre): a home's exact spot is its poster's.
        location:
          row.latitude !== null && row.longitude !== null
            ? { lat: Math.round(row.latitude * 100) / 100, lng: Math.round(row.longitude * 100) / 100 }
            : null,
        poster: poster ? { name: poster.name, memberSince: poster.created_at } : null,
        hasPhone: row.phone !== null,
        hasEmail: row.email !== null,
        hasLink: contactLinkOf(definition, row) !== null,
        expiresAt: row.expires_at,
        updatedAt: row.updated_at,
      },
      ofRole,
      lookups,
      context,
    );
  }

  /** The contact details the poster gave, for one published post (the route rate-limits it). */
  async contact(definition: Definition, scope: SiteScope, id: number): Promise<ContactDetails> {
    const row = await this.publicRow(definition, scope, id, this.clock());
    return { phone: row.phone, email: row.email, link: contactLinkOf(definition, row) };
  }

  /** Posts for its owner; it waits for review ("waiting for approval"). */
  async create(
    definition: Definition,
    user: UserRow,
    scope: SiteScope,
    input: ClassifiedInputBase,
  ): Promise<OwnListing> {
    const record = await this.toRecord(definition, user, scope, input, undefined);
    const id = await this.classifieds.insert(
      definition,
      { siteId: scope.site.id, ownerUserId: user.id, status: 'pending' },
      record,
    );
    return toOwnListing(await this.ownListing(definition, user, scope, id));
  }

  /**
   * Edits an owner's post. Not yet published (or rejected, or expired): the content is replaced
   * and it goes back to review. Published: the edit waits for review and the public keeps
   * seeing the approved version.
   */
  async update(
    definition: Definition,
    user: UserRow,
    scope: SiteScope,
    id: number,
    input: ClassifiedInputBase,
  ): Promise<OwnListing> {
    const listing = await this.ownListing(definition, user, scope, id);
    if (!listingPolicies.canEdit({ type: 'user', user }, listing)) throw new AppError('STATUS_CONFLICT');
    const record = await this.toRecord(definition, user, scope, input, id);
    if (listing.status === 'published') {
      await this.listings.setPendingChanges(id, JSON.stringify(record));
    } else {
      await this.classifieds.replace(definition, id, record);
      await this.listings.setStatus(id, 'pending', { status_reason: null, expires_at: null });
    }
    return toOwnListing(await this.ownListing(definition, user, scope, id));
  }

  /** Makes an approved edit of a published post public (and moves its expiry if the kind's own). */
  async applyPendingChanges(definition: Definition, id: number, changes: string): Promise<void> {
    await this.classifieds.replace(definition, id, JSON.parse(changes) as ClassifiedRecord);
    if (definition.expiresAt) {
      const row = await this.classifieds.findById(definition, id);
      if (row?.status === 'published')
        await this.listings.setStatus(id, 'published', { expires_at: definition.expiresAt(row) });
    }
  }

  /** When a post of a kind that expires at a time of its own (an event's end) expires. */
  async expiresAtOf(definition: Definition, id: number): Promise<string | null> {
    const row = await this.classifieds.findById(definition, id);
    return row && definition.expiresAt ? definition.expiresAt(row) : null;
  }

  /** The owner's last version of a post (with an edit waiting for review), to fill the form. */
  async ownForEdit(definition: Definition, user: UserRow, scope: SiteScope, id: number) {
    const listing = await this.ownListing(definition, user, scope, id);
    const row = await this.classifieds.findById(definition, id);
    if (!row) throw new AppError('NOT_FOUND');
    const { input, imageIds } = listing.pending_changes
      ? pendingVersion(listing.pending_changes)
      : await this.publishedVersion(definition, row);
    const images = await this.media.findByIds(imageIds);
    const photos: UploadedPhoto[] = [...images.values()].map((image) => ({
      id: image.id,
      image: toImage(image, scope.language),
    }));
    return { listing: toOwnListing(listing), input, photos };
  }

  /** A post as its owner sent it, and the published version when an edit waits (moderation). */
  async reviewVersions(definition: Definition, id: number): Promise<ReviewVersions> {
    const [listing, row] = await Promise.all([
      this.listings.findById(id),
      this.classifieds.findById(definition, id),
    ]);
    if (!listing || !row) throw new AppError('NOT_FOUND');
    const published = await this.publishedVersion(definition, row);
    if (!listing.pending_changes) return { proposed: published, published: null };
    return { proposed: pendingVersion(listing.pending_changes), published };
  }

  /** The form values of a post as the public sees it now. */
  private async publishedVersion(definition: Definition, row: ClassifiedRow): Promise<ReviewVersion> {
    const images = await this.listings.imagesOf([row.id]);
    const idsOf = (role: string) => images.filter((image) => image.role === role).map((image) => image.id);
    return {
      input: {
        ...(definition.intentLabels ? { intent: row.intent } : {}),
        title: row.title,
        description: row.description,
        cityId: row.city_id ?? 0,
        location:
          row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
        phone: row.phone,
        email: row.email,
        isAnonymous: row.is_anonymous === 1,
        photoIds: idsOf('gallery'),
        language: row.language,
        ...definition.read(row, idsOf),
      },
      imageIds: images.map((image) => image.id),
    };
  }

  private async publicRow(
    definition: Definition,
    scope: SiteScope,
    id: number,
    now: Date,
  ): Promise<ClassifiedRow> {
    const row = await this.classifieds.findById(definition, id);
    const isReadable = definition.isReadable ?? listingPolicies.isPublic;
    if (!row || row.site_id !== scope.site.id || !isReadable(row, now)) throw new AppError('NOT_FOUND');
    return row;
  }

  private async ownListing(definition: Definition, user: UserRow, scope: SiteScope, id: number) {
    const listing = await this.listings.findById(id);
    // Only the owner's own posts: another user's post id is a 404, exactly like an unknown one.
    const isOwn =
      listing?.kind === definition.kind &&
      listing.owner_user_id === user.id &&
      listing.site_id === scope.site.id;
    if (!listing || !isOwn || !listingPolicies.canView({ type: 'user', user }, listing))
      throw new AppError('NOT_FOUND');
    return listing;
  }

  private imagesByRole(
    images: Awaited<ReturnType<ListingsRepository['imagesOf']>>,
    scope: SiteScope,
    row: ClassifiedRow,
  ): ImagesByRole {
    return (role) =>
      images
        .filter((image) => image.role === role && image.listing_id === row.id)
        .map((image) => toImage(image, scope.language));
  }

  private cardBase(
    row: ClassifiedRow,
    scope: SiteScope,
    cities: CityRow[],
    ofRole: ImagesByRole,
  ): ClassifiedCardBase {
    const city = cities.find((candidate) => candidate.id === row.city_id);
    return {
      id: row.id,
      kind: row.kind as ClassifiedCardBase['kind'],
      slug: slugify(row.title),
      title: row.title,
      summary: row.summary,
      language: row.language,
      intent: row.intent,
      city: city ? { id: city.id, name: localized(city, 'name', scope.language) } : null,
      image: ofRole('gallery')[0] ?? null,
      price: row.price,
      isAnonymous: row.is_anonymous === 1,
      publishedAt: row.published_at,
    };
  }

  /** Checks what the schema cannot (the city and photos exist and may be used) and builds the record. */
  private async toRecord(
    definition: Definition,
    user: UserRow,
    scope: SiteScope,
    input: ClassifiedInputBase,
    listingId: number | undefined,
  ): Promise<ClassifiedRecord> {
    const fields: Record<string, { key: MessageKey }> = {};
    const checkReferences = async (): Promise<Record<string, MessageKey>> => {
      if (!definition.checkReferences) return {};
      const stored =
        listingId === undefined ? null : ((await this.classifieds.findById(definition, listingId)) ?? null);
      return definition.checkReferences(input, scope, { userId: user.id, stored, now: this.clock() });
    };
    const [city, references] = await Promise.all([
      this.sites.findCity(scope.site.id, input.cityId),
      checkReferences(),
    ]);
    if (!city) fields.cityId = { key: 'validation.choiceInvalid' };
    for (const [field, key] of Object.entries(references)) fields[field] = { key };
    const extra = definition.extraImages?.(input) ?? {};
    const photoFields: Record<string, number[]> = { photoIds: input.photoIds };
    for (const [field, image] of Object.entries(extra)) if (image) photoFields[field] = [image.imageId];
    Object.assign(
      fields,
      await photoOwnershipErrors(
        { listings: this.listings, media: this.media },
        user,
        listingId,
        photoFields,
        'photoIds',
      ),
    );
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', {}, fields);
    const derived = definition.derive?.(input, scope);
    return {
      input,
      ...(derived ? { derived } : {}),
      language: input.language ?? scope.language,
      price: definition.price(input),
      categoryId: definition.categoryId?.(input) ?? null,
      images: [
        ...Object.values(extra).flatMap((image) => (image ? [image] : [])),
        ...input.photoIds.map((imageId) => ({ role: 'gallery' as const, imageId })),
      ],
    };
  }
}

/** The form values of an edit waiting for review. */
function pendingVersion(changes: string): ReviewVersion {
  const pending = JSON.parse(changes) as ClassifiedRecord;
  return {
    input: { ...pending.input, language: pending.language },
    imageIds: pending.images.map((image) => image.imageId),
  };
}
