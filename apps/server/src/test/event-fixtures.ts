import type { Kysely } from 'kysely';
import type { Database, EventsTable, ListingStatus } from '../db/schema';

export interface TestEvent {
  siteId: number;
  title: string;
  status?: ListingStatus;
  language?: 'en' | 'ar';
  description?: string;
  cityId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  /** The event's own row; the dates, times and instants are required. */
  event: Pick<EventsTable, 'start_date' | 'end_date' | 'starts_at' | 'ends_at'> & Partial<EventsTable>;
}

/**
 * An event written straight into its three tables (listings, classifieds, events), as the
 * classifieds core writes one, for tests of what reads events (calendar file, reminders) without
 * going through posting and moderation.
 */
export async function insertTestEvent(db: Kysely<Database>, values: TestEvent): Promise<number> {
  const now = new Date().toISOString();
  const status = values.status ?? 'published';
  const { id } = await db
    .insertInto('listings')
    .values({
      site_id: values.siteId,
      kind: 'event',
      owner_user_id: null,
      city_id: values.cityId ?? null,
      status,
      language: values.language ?? 'en',
      title: values.title,
      sort_title: values.title.toLowerCase(),
      summary: (values.description ?? '').slice(0, 200),
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      created_at: now,
      updated_at: now,
      published_at: status === 'published' ? now : null,
      expires_at: values.event.ends_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('classifieds')
    .values({
      listing_id: id,
      intent: 'offer',
      description: values.description ?? 'An event.',
      price: null,
      phone: null,
      email: 'organiser@example.org',
    })
    .execute();
  await db
    .insertInto('events')
    .values({
      listing_id: id,
      all_day: 0,
      start_time: null,
      end_time: null,
      attendance: 'in_person',
      venue_name: 'Community Hall',
      address: null,
      online_url: null,
      organizer_name: 'Organisers',
      organizer_listing_id: null,
      price_type: 'free',
      spoken_language: 'both',
      registration_url: null,
      ...values.event,
    })
    .execute();
  return id;
}
