import {
  type Business,
  type BusinessCard,
  type BusinessInput,
  type BusinessListQuery,
  type Category,
  type CategoryIcon,
  type DirectoryType,
  type FollowResult,
  type KeysetPage,
  type KeysetQuery,
  localDateTime,
  type MainCategory,
  openingState,
  openIntervalRows,
  type OpeningHours,
  type OurServices,
  type OwnListing,
  slugify,
  type SocialMediaType,
  SOCIAL_MEDIA_TYPES,
  type UploadedPhoto,
  WEEKDAYS,
} from '@jaliya/contract';
import { AppError } from '../../lib/errors';
import type { ReviewVersions } from '../listings/listings.service';
import { localized } from '../../lib/localized';
import type { UserRow } from '../accounts/users.repository';
import type { ContentChanges } from '../content-changes/content-changes.service';
import type { ListingRow, ListingsRepository } from '../listings/listings.repository';
import { listingPolicies } from '../listings/life-cycle';
import { toOwnListing } from '../listings/listings.service';
import type { MediaRepository } from '../media/media.repository';
import { toImage } from '../media/image-view';
import { photoOwnershipErrors } from '../listings/photo-ownership';
import type { SiteScope } from '../sites/site-scope';
import type { SitesRepository } from '../sites/sites.repository';
import type { BusinessRecord, BusinessesRepository } from './businesses.repository';
import type { DirectoryRepository } from './directory.repository';

/** Cache resource family of every directory read (evicted together when a business changes). */
export const DIRECTORY_RESOURCE = 'directory';

type CategoryRow = Awaited<ReturnType<DirectoryRepository['categories']>>[number];

/** The business directory: categories, lists, profiles, and owners adding and editing businesses. */
export class DirectoryService {
  constructor(
    private readonly directory: DirectoryRepository,
    private readonly businesses: BusinessesRepository,
    private readonly listings: ListingsRepository,
    private readonly media: MediaRepository,
    private readonly sites: SitesRepository,
    private readonly changes: ContentChanges,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async mainCategories({ site, language, cityId }: SiteScope, type?: DirectoryType): Promise<MainCategory[]> {
    const [rows, counts] = await Promise.all([
      this.directory.categories(site.id),
      this.directory.publishedCounts(site.id, cityId || undefined),
    ]);
    const view = (row: CategoryRow): Category => ({
      id: row.id,
      name: localized(row, 'name', language),
      type: row.kind as DirectoryType,
      icon: row.icon as CategoryIcon,
      listingCount: counts.get(row.id) ?? 0,
    });
    return rows
      .filter((row) => row.parent_id === null && (type === undefined || row.kind === type))
      .map((main) => ({
        ...view(main),
        subcategories: rows.filter((row) => row.parent_id === main.id).map(view),
      }));
  }

  async subCategories(scope: SiteScope, mainId: number): Promise<Category[]> {
    const main = (await this.mainCategories(scope)).find((category) => category.id === mainId);
    if (!main) throw new AppError('NOT_FOUND');
    return main.subcategories;
  }

  async listBusinesses(
    scope: SiteScope,
    query: BusinessListQuery & { savedByUserId?: number },
  ): Promise<KeysetPage<BusinessCard>> {
    const now = this.clock();
    const local = localDateTime(now, scope.site.time_zone);
    const page = await this.businesses.listPage({
      ...query,
      siteId: scope.site.id,
      cityId: query.city ?? (scope.cityId || undefined),
      now: {
        date: local.date,
        yesterday: previousDate(local.date),
        weekday: WEEKDAYS.indexOf(local.weekday),
        minutes: local.minutes,
      },
      lngScale: Math.cos(((query.lat ?? 0) * Math.PI) / 180),
    });
    const [logos, categories, cities] = await Promise.all([
      this.businesses.imagesOf(
        page.items.map((item) => item.id),
        ['logo'],
      ),
      this.directory.categories(scope.site.id),
      this.directory.cityNames(scope.site.id),
    ]);
    const items = page.items.map((row): BusinessCard => {
      const logo = logos.find((image) => image.listing_id === row.id);
      const category = categories.find((candidate) => candidate.id === row.category_id);
      const city = cities.find((candidate) => candidate.id === row.city_id);
      const hours = JSON.parse(row.opening_hours) as OpeningHours;
      const distance = (row as { distance?: number }).distance;
      return {
        id: row.id,
        slug: slugify(row.title),
        name: row.title,
        summary: row.summary,
        language: row.language,
        logo: logo ? toImage(logo, scope.language) : null,
        city: city ? { id: city.id, name: localized(city, 'name', scope.language) } : null,
        category: category ? { id: category.id, name: localized(category, 'name', scope.language) } : null,
        isVerified: row.is_verified === 1,
        openState: openingState(hours, scope.site.time_zone, now),
        location:
          row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
        // Degrees on the scaled flat map to kilometres (one degree of latitude is about 111 km).
        distanceKm: distance === undefined ? null : Math.round(Math.sqrt(distance) * 111.2 * 10) / 10,
      };
    });
    return { items, nextCursor: page.nextCursor, total: page.total };
  }

  /** A published business as the public sees it; anything else is a 404. */
  async getBusiness(scope: SiteScope, id: number): Promise<Business> {
    const row = await this.businesses.findById(id);
    if (!row || row.site_id !== scope.site.id || !listingPolicies.isPublic(row))
      throw new AppError('NOT_FOUND');
    const [images, categories, cities, subcategoryIds] = await Promise.all([
      this.businesses.imagesOf([id]),
      this.directory.categories(scope.site.id),
      this.directory.cityNames(scope.site.id),
      this.businesses.subcategoryIdsOf(id),
    ]);
    const { language } = scope;
    const now = this.clock();
    const hours = JSON.parse(row.opening_hours) as OpeningHours;
    const ofRole = (role: string) =>
      images.filter((image) => image.role === role).map((image) => toImage(image, language));
    const main = categories.find((category) => category.id === row.category_id);
    const city = cities.find((candidate) => candidate.id === row.city_id);
    const social = JSON.parse(row.social_links) as Partial<Record<SocialMediaType, string>>;
    return {
      id: row.id,
      slug: slugify(row.title),
      name: row.title,
      summary: row.summary,
      language: row.language,
      logo: ofRole('logo')[0] ?? null,
      cover: ofRole('cover')[0] ?? null,
      mainPhotos: ofRole('main'),
      gallery: ofRole('gallery'),
      city: city ? { id: city.id, name: localized(city, 'name', language) } : null,
      category: main ? { id: main.id, name: localized(main, 'name', language) } : null,
      mainCategory: main
        ? { id: main.id, name: localized(main, 'name', language), type: main.kind as DirectoryType }
        : null,
      subcategories: categories
        .filter((category) => subcategoryIds.includes(category.id))
        .map((category) => ({ id: category.id, name: localized(category, 'name', language) })),
      isVerified: row.is_verified === 1,
      openState: openingState(hours, scope.site.time_zone, now),
      location:
        row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
      distanceKm: null,
      services: JSON.parse(row.services) as string[],
      address: { street: row.street, state: row.state, postalCode: row.postal_code },
      phone: row.phone,
      email: row.email,
      website: row.website,
      social: SOCIAL_MEDIA_TYPES.flatMap((type) => (social[type] ? [{ type, url: social[type] }] : [])),
      hours,
      timeZone: scope.site.time_zone,
      followerCount: row.follower_count,
      publishedAt: row.published_at,
      updatedAt: row.updated_at,
    };
  }

  /** Adds a business for its owner; it waits for review ("waiting for approval"). */
  async createBusiness(user: UserRow, scope: SiteScope, input: BusinessInput): Promise<OwnListing> {
    const record = await this.toRecord(user, scope, input, undefined);
    const id = await this.businesses.insert(
      { siteId: scope.site.id, ownerUserId: user.id, status: 'pending' },
      record,
    );
    return toOwnListing(await this.ownListing(user, id));
  }

  /**
   * Edits an owner's business. Not yet published: the content is replaced and it (re)enters
   * review. Published: the edit waits for review and the public keeps seeing the approved version.
   */
  async updateBusiness(
    user: UserRow,
    scope: SiteScope,
    id: number,
    input: BusinessInput,
  ): Promise<OwnListing> {
    const listing = await this.ownListing(user, id);
    // Another site's business is not found here, as in every other read and write of a site.
    if (listing.site_id !== scope.site.id || !listingPolicies.canEdit({ type: 'user', user }, listing))
      throw new AppError('NOT_FOUND');
    const record = await this.toRecord(user, scope, input, id);
    if (listing.status === 'published') {
      await this.listings.setPendingChanges(id, JSON.stringify(record));
    } else {
      await this.businesses.replace(id, record);
      await this.listings.setStatus(id, 'pending', { status_reason: null });
    }
    return toOwnListing(await this.ownListing(user, id));
  }

  /** The owner's last version of a business (with an edit waiting for review), to fill the form. */
  async ownForEdit(
    user: UserRow,
    scope: SiteScope,
    id: number,
  ): Promise<{ listing: OwnListing; input: BusinessInput; photos: UploadedPhoto[] }> {
    const listing = await this.ownListing(user, id);
    if (listing.site_id !== scope.site.id) throw new AppError('NOT_FOUND');
    const row = await this.businesses.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    const pending = listing.pending_changes
      ? (JSON.parse(listing.pending_changes) as BusinessRecord)
      : undefined;
    const record = pending ?? (await this.businesses.recordOf(row));
    const images = await this.media.findByIds(record.images.map((image) => image.imageId));
    const photos = [...images.values()].map((image) => ({
      id: image.id,
      image: toImage(image, scope.language),
    }));
    return { listing: toOwnListing(listing), input: toInput(record), photos };
  }

  /** A business as its owner sent it, and the published version when an edit waits (moderation). */
  async reviewVersions(id: number): Promise<ReviewVersions> {
    const [listing, row] = await Promise.all([this.listings.findById(id), this.businesses.findById(id)]);
    if (!listing || !row) throw new AppError('NOT_FOUND');
    const current = await this.businesses.recordOf(row);
    const version = (record: BusinessRecord) => ({
      input: toInput(record) as unknown as Record<string, unknown>,
      imageIds: record.images.map((image) => image.imageId),
    });
    if (listing.pending_changes === null) return { proposed: version(current), published: null };
    return {
      proposed: version(JSON.parse(listing.pending_changes) as BusinessRecord),
      published: version(current),
    };
  }

  /** The published businesses a user saved, newest first, one keyset page at a time. */
  savedBusinesses(user: UserRow, scope: SiteScope, query: KeysetQuery): Promise<KeysetPage<BusinessCard>> {
    return this.listBusinesses(scope, { ...query, sort: 'newest', savedByUserId: user.id });
  }

  /** Whether the user follows a published business, and how many do. */
  async followState(user: UserRow, scope: SiteScope, id: number): Promise<FollowResult> {
    const row = await this.listings.findById(id);
    if (!row || row.site_id !== scope.site.id || row.kind !== 'business' || !listingPolicies.isPublic(row))
      throw new AppError('NOT_FOUND');
    return {
      id,
      isFollowing: await this.listings.isFollowing(user.id, id),
      followerCount: row.follower_count,
    };
  }

  /** Of the businesses asked for, those the user follows (for a page's personal part). */
  followingAmong(user: UserRow, ids: readonly number[]): Promise<number[]> {
    return this.listings.followingAmong(user.id, ids);
  }

  async follow(user: UserRow, scope: SiteScope, id: number, follow: boolean) {
    if (!(await this.listings.isPublished(scope.site.id, 'business', id))) throw new AppError('NOT_FOUND');
    const followerCount = follow
      ? await this.listings.follow(user.id, id)
      : await this.listings.unfollow(user.id, id);
    return { id, isFollowing: follow, followerCount };
  }

  async ourServices({ site, language }: SiteScope): Promise<OurServices> {
    const [services, sisterSites] = await Promise.all([
      this.directory.ourServices(site.id),
      this.directory.sisterSites(site.id),
    ]);
    const images = await this.media.findByIds(services.map((service) => service.image_id));
    return {
      services: services.map((service) => {
        const image = service.image_id === null ? undefined : images.get(service.image_id);
        return {
          id: service.id,
          title: localized(service, 'title', language),
          summary: localized(service, 'summary', language),
          link: service.link,
          icon: service.icon as CategoryIcon,
          image: image ? toImage(image, language) : null,
        };
      }),
      sisterSites: sisterSites.map((sister) => ({
        name: localized(sister, 'name', language),
        summary: localized(sister, 'summary', language),
        url: sister.url,
      })),
    };
  }

  /** Tells every cache that directory content of a site changed. */
  announceChange(siteCode: string): Promise<void> {
    return this.changes.announce(siteCode, [DIRECTORY_RESOURCE, 'home']);
  }

  private async ownListing(user: UserRow, id: number): Promise<ListingRow> {
    const listing = await this.listings.findById(id);
    // Only the owner's own posts: another user's post id is a 404, exactly like an unknown one.
    const actor = { type: 'user' as const, user };
    const isOwn = listing?.kind === 'business' && listing.owner_user_id === user.id;
    if (!listing || !isOwn || !listingPolicies.canView(actor, listing)) throw new AppError('NOT_FOUND');
    return listing;
  }

  /** Checks what the schema cannot (the categories, city and photos exist and may be used) and builds the record. */
  private async toRecord(
    user: UserRow,
    scope: SiteScope,
    input: BusinessInput,
    listingId: number | undefined,
  ): Promise<BusinessRecord> {
    const fields: Record<string, { key: 'validation.choiceInvalid' | 'validation.photoNotYours' }> = {};
    const categories = await this.directory.categories(scope.site.id);
    const main = categories.find(
      (category) => category.id === input.mainCategoryId && category.parent_id === null,
    );
    if (!main) fields.mainCategoryId = { key: 'validation.choiceInvalid' };
    if (
      input.subcategoryIds.some(
        (id) => !categories.some((category) => category.id === id && category.parent_id === main?.id),
      )
    ) {
      fields.subcategoryIds = { key: 'validation.choiceInvalid' };
    }
    if (!(await this.sites.findCity(scope.site.id, input.cityId)))
      fields.cityId = { key: 'validation.choiceInvalid' };
    Object.assign(
      fields,
      await photoOwnershipErrors(
        { listings: this.listings, media: this.media },
        user,
        listingId,
        {
          logoId: [input.logoId],
          coverId: [input.coverId],
          mainPhotoIds: input.mainPhotoIds,
          galleryPhotoIds: input.galleryPhotoIds,
        },
        'galleryPhotoIds',
      ),
    );
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', {}, fields);
    return {
      title: input.name,
      summary: input.description,
      language: input.language ?? scope.language,
      cityId: input.cityId,
      mainCategoryId: input.mainCategoryId,
      subcategoryIds: input.subcategoryIds,
      latitude: input.location?.lat ?? null,
      longitude: input.location?.lng ?? null,
      street: input.street,
      state: input.state,
      postalCode: input.postalCode,
      phone: input.phone,
      email: input.email,
      website: input.website ?? null,
      social: input.social,
      services: input.services,
      hours: input.hours,
      images: [
        { role: 'logo', imageId: input.logoId },
        { role: 'cover', imageId: input.coverId },
        ...input.mainPhotoIds.map((imageId) => ({ role: 'main' as const, imageId })),
        ...input.galleryPhotoIds.map((imageId) => ({ role: 'gallery' as const, imageId })),
      ],
      openIntervals: openIntervalRows(input.hours),
    };
  }
}

/** The calendar date before a `YYYY-MM-DD` date. */
export function previousDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

function toInput(record: BusinessRecord): BusinessInput {
  const ids = (role: string) =>
    record.images.filter((image) => image.role === role).map((image) => image.imageId);
  return {
    name: record.title,
    mainCategoryId: record.mainCategoryId,
    subcategoryIds: record.subcategoryIds,
    description: record.summary,
    services: record.services,
    street: record.street,
    cityId: record.cityId,
    state: record.state,
    postalCode: record.postalCode,
    email: record.email,
    phone: record.phone,
    website: record.website,
    social: record.social,
    location:
      record.latitude !== null && record.longitude !== null
        ? { lat: record.latitude, lng: record.longitude }
        : null,
    hours: record.hours,
    language: record.language,
    logoId: ids('logo')[0] ?? 0,
    coverId: ids('cover')[0] ?? 0,
    mainPhotoIds: ids('main'),
    galleryPhotoIds: ids('gallery'),
  };
}
