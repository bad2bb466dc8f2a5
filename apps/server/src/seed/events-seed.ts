import { localDateTime } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClassifiedRecord } from '../modules/classifieds/classified-kind';
import { ClassifiedsRepository } from '../modules/classifieds/classifieds.repository';
import { eventKindOf } from '../modules/events/event-kind';
import { addDays, eventInstants } from '../modules/events/event-time';
import { EventsRepository } from '../modules/events/events.repository';
import { PHOTO_WIDTHS } from '../modules/media/image-processing';
import type { MediaStorage } from '../modules/media/media.storage';
import { sceneSvg } from './artwork';
import { createCategory, createImage } from './factories';
import { EVENT_CATEGORIES, EVENTS } from './events-content';

/** A site's categories of events: the default ones, made once when it has none. */
export async function seedEventCategories(
  db: Kysely<Database>,
  siteId: number,
): Promise<Map<string, number>> {
  const existing = await new EventsRepository(db).categories(siteId);
  const ids = new Map<string, number>();
  if (existing.length > 0) {
    // A site that has its own already keeps them; demo events go to the one of the same English name.
    for (const category of EVENT_CATEGORIES) {
      const found = existing.find((row) => row.name_en === category.en) ?? existing.at(-1);
      if (found) ids.set(category.key, found.id);
    }
    return ids;
  }
  for (const [order, category] of EVENT_CATEGORIES.entries()) {
    const row = await createCategory(db, {
      site_id: siteId,
      parent_id: null,
      kind: 'event',
      name_en: category.en,
      name_ar: category.ar,
      sort_order: order,
    });
    ids.set(category.key, row.id);
  }
  return ids;
}

/**
 * Seeds a site's event categories and its demo events, dated from `now` in the site's time zone
 * across the next two months: in both languages, with photos, some organised by a demo business.
 */
export async function seedEvents(
  db: Kysely<Database>,
  storage: MediaStorage,
  site: { id: number; now: Date },
): Promise<void> {
  const [siteRow, cities, categories, businesses] = await Promise.all([
    db.selectFrom('sites').select('time_zone').where('id', '=', site.id).executeTakeFirstOrThrow(),
    db.selectFrom('cities').select(['id', 'name_en']).where('site_id', '=', site.id).execute(),
    seedEventCategories(db, site.id),
    db
      .selectFrom('listings')
      .select(['id', 'title'])
      .where('site_id', '=', site.id)
      .where('kind', '=', 'business')
      .where('status', '=', 'published')
      .execute(),
  ]);
  const timeZone = siteRow.time_zone;
  const today = localDateTime(site.now, timeZone).date;
  const kind = eventKindOf(new EventsRepository(db));
  const repository = new ClassifiedsRepository(db);
  const photos: number[] = [];
  for (let index = 0; index < 5; index++) {
    photos.push(
      await createImage(db, storage, {
        svg: sceneSvg((index * 65 + 290) % 360, index + 1),
        widths: [...PHOTO_WIDTHS],
        alt: { en: 'Photo of the event', ar: 'صورة من الفعالية' },
      }),
    );
  }
  for (const [index, event] of EVENTS.entries()) {
    const cityId = cities.find((city) => city.name_en === event.city)?.id;
    if (cityId === undefined) throw new Error(`Seed event "${event.title}" has an unknown city`);
    const categoryId = categories.get(event.category);
    if (categoryId === undefined) throw new Error(`Seed event "${event.title}" has no category`);
    // A demo business organises it when the site has it; otherwise it is named as a person would.
    const business =
      'business' in event.organizer
        ? businesses.find((row) => row.title === (event.organizer as { business: string }).business)
        : undefined;
    const organizerName =
      'name' in event.organizer ? event.organizer.name : business ? null : event.organizer.business;
    const input = {
      title: event.title,
      description: event.description,
      cityId,
      location: null,
      phone: index % 3 === 2 ? null : `(404) 555-${String(3000 + index * 37).slice(-4)}`,
      email: index % 3 === 1 ? null : `events${index}@example.com`,
      isAnonymous: false,
      photoIds: Array.from(
        { length: event.photos },
        (_, photo) => photos[(index + photo) % photos.length] as number,
      ),
      language: event.language,
      categoryId,
      allDay: event.time === null,
      startDate: addDays(today, event.day),
      startTime: event.time?.[0] ?? null,
      endDate: addDays(today, event.day + event.days - 1),
      endTime: event.time?.[1] ?? null,
      attendance: event.attendance,
      venueName: event.venueName,
      address: event.address,
      onlineUrl: event.onlineUrl,
      organizerName,
      organizerBusinessId: business?.id ?? null,
      priceType: event.priceType,
      price: event.price,
      spokenLanguage: event.spokenLanguage,
      registrationUrl: event.registrationUrl,
    };
    const instants = eventInstants(input, timeZone);
    const status = event.status ?? 'published';
    const postedAt = new Date(site.now.getTime() - (index + 1) * 5 * 3_600_000).toISOString();
    const record: ClassifiedRecord = {
      input,
      derived: instants,
      language: event.language,
      price: kind.price(input),
      categoryId,
      images: input.photoIds.map((imageId) => ({ role: 'gallery' as const, imageId })),
    };
    await repository.insert(
      kind,
      {
        siteId: site.id,
        ownerUserId: null,
        status,
        createdAt: postedAt,
        publishedAt: status === 'published' ? postedAt : null,
        // An event expires at its end, not some days after it was published.
        expiresAt: status === 'published' ? instants.endsAt : null,
      },
      record,
    );
  }
}
