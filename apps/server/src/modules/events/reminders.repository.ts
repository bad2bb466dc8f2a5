import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One reminder to send: who saved which event, and what the e-mail says of it. */
export interface DueReminderRow {
  user_id: number;
  email: string;
  name: string;
  language: 'en' | 'ar';
  listing_id: number;
  title: string;
  all_day: number;
  start_date: string;
  end_date: string;
  starts_at: string;
  ends_at: string;
  venue_name: string | null;
  address: string | null;
  online_url: string | null;
  city_en: string | null;
  city_ar: string | null;
  site_code: string;
  time_zone: string;
  name_en: string;
  name_ar: string;
}

/** The reminders of saved events: which are due, and which were sent (once per person and event). */
export class EventRemindersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Published events starting within (`from`, `until`] that someone saved, with each saver who
   * asked for reminders and has not had this one: never a deleted or suspended account.
   */
  async due(from: string, until: string): Promise<DueReminderRow[]> {
    const rows = await this.db
      .selectFrom('saved_items')
      .innerJoin('listings', 'listings.id', 'saved_items.item_id')
      .innerJoin('events', 'events.listing_id', 'listings.id')
      .innerJoin('users', 'users.id', 'saved_items.user_id')
      .innerJoin('sites', 'sites.id', 'listings.site_id')
      .leftJoin('cities', 'cities.id', 'listings.city_id')
      .leftJoin('event_reminders_sent as sent', (join) =>
        join.onRef('sent.user_id', '=', 'saved_items.user_id').onRef('sent.listing_id', '=', 'listings.id'),
      )
      .select([
        'users.id as user_id',
        'users.email',
        'users.name',
        'users.language',
        'listings.id as listing_id',
        'listings.title',
        'events.all_day',
        'events.start_date',
        'events.end_date',
        'events.starts_at',
        'events.ends_at',
        'events.venue_name',
        'events.address',
        'events.online_url',
        'cities.name_en as city_en',
        'cities.name_ar as city_ar',
        'sites.code as site_code',
        'sites.time_zone',
        'sites.name_en',
        'sites.name_ar',
      ])
      .where('saved_items.item_type', '=', 'event')
      .where('listings.kind', '=', 'event')
      .where('listings.status', '=', 'published')
      .where('events.starts_at', '>', from)
      .where('events.starts_at', '<=', until)
      .where('users.event_reminders', '=', 1)
      .where('users.deleted_at', 'is', null)
      .where('users.suspended_at', 'is', null)
      .where('sent.user_id', 'is', null)
      .orderBy('events.starts_at')
      .orderBy('users.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      all_day: Number(row.all_day),
      starts_at: String(row.starts_at),
      ends_at: String(row.ends_at),
    }));
  }

  /**
   * Records a reminder as sent; answers false when it already was (another run, or another
   * server, got there first), so each is sent once.
   */
  async claim(userId: number, listingId: number, now: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('event_reminders_sent')
      .values({ user_id: userId, listing_id: listingId, sent_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'listing_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Gives a claim back when its e-mail could not be stored, so the next run tries again. */
  async release(userId: number, listingId: number): Promise<void> {
    await this.db
      .deleteFrom('event_reminders_sent')
      .where('user_id', '=', userId)
      .where('listing_id', '=', listingId)
      .execute();
  }

  /** A deleted account's record of reminders goes with it. */
  async eraseFor(userId: number): Promise<void> {
    await this.db.deleteFrom('event_reminders_sent').where('user_id', '=', userId).execute();
  }
}
