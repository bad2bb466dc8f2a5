import { type Language, localDateTime, slugify } from '@jaliya/contract';
import { dayAfter, eventPlace } from '@jaliya/contract/event-calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { composeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { eventPageUrl } from './calendar.routes';
import { type DueReminderRow, EventRemindersRepository } from './reminders.repository';

/** Reminders go out from this hour of the day before, in the site's time zone (not at midnight). */
export const REMINDER_FROM_HOUR = 9;
/** The profile page, where reminders are turned off. */
const PROFILE_PATH = '/Profile';
/** Far enough ahead to hold "tomorrow" in any time zone; each row is then checked by its site's. */
const LOOK_AHEAD_MS = 50 * 3_600_000;

const localeOf = (language: Language) => (language === 'ar' ? 'ar-EG' : 'en-US');

/**
 * When the event is, in the reader's language and the site's time zone: the day(s) of a whole-day
 * event, or its start and end.
 */
export function reminderWhen(row: DueReminderRow, language: Language): string {
  if (row.all_day === 1) {
    // Calendar dates, shown as written (noon UTC keeps the date whatever the zone).
    const format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: 'UTC' });
    const first = new Date(`${row.start_date}T12:00:00Z`);
    if (row.end_date === row.start_date) return format.format(first);
    return format.formatRange(first, new Date(`${row.end_date}T12:00:00Z`));
  }
  const format = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: row.time_zone,
  });
  return format.formatRange(new Date(row.starts_at), new Date(row.ends_at));
}

/**
 * "A person who saved an event gets one e-mail the day before, in their language, if they asked
 * for reminders" (issue 35). Runs with the expiry job (at start-up and every hour): from
 * `REMINDER_FROM_HOUR` on the day before an event's first day in its site's time zone, everyone
 * who saved it (`saved_items`, kind `event`), ticked reminders in their profile and has an active
 * account gets one e-mail, to their own address only, recorded in `event_reminders_sent` before it
 * is sent so that no run, and no second server, sends it again.
 */
export class EventReminders {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    /** A site's own public address (`https://ga.example`), by its code. */
    private readonly options: { publicUrlOf: (siteCode: string) => Promise<string> },
    private readonly clock: () => Date = () => new Date(),
    private readonly rows: EventRemindersRepository = new EventRemindersRepository(db),
  ) {}

  /** Sends the reminders due now; answers how many. */
  async run(): Promise<{ reminded: number }> {
    const now = this.clock();
    const candidates = await this.rows.due(
      now.toISOString(),
      new Date(now.getTime() + LOOK_AHEAD_MS).toISOString(),
    );
    let reminded = 0;
    for (const row of candidates) {
      if (!isDayBefore(row, now)) continue;
      if (!(await this.rows.claim(row.user_id, row.listing_id, now.toISOString()))) continue;
      try {
        await this.send(row);
      } catch (error) {
        await this.rows.release(row.user_id, row.listing_id);
        throw error;
      }
      reminded += 1;
    }
    return { reminded };
  }

  /** A deleted account's record of reminders is erased with it. */
  eraseFor(userId: number): Promise<void> {
    return this.rows.eraseFor(userId);
  }

  private async send(row: DueReminderRow): Promise<void> {
    const { language } = row;
    const publicUrl = await this.options.publicUrlOf(row.site_code);
    const city = language === 'ar' ? row.city_ar : row.city_en;
    await this.mailer.send({
      ...composeMail({
        to: row.email,
        language,
        siteName: language === 'ar' ? row.name_ar : row.name_en,
        siteUrl: publicUrl,
        recipientName: row.name,
        subject: 'email.eventReminderSubject',
        body: 'email.eventReminderBody',
        values: {
          title: row.title,
          when: reminderWhen(row, language),
          place: eventPlace({
            venueName: row.venue_name,
            address: row.address,
            onlineUrl: row.online_url,
            city: city ? { name: city } : null,
          }),
        },
        links: {
          url: eventPageUrl(publicUrl, { id: row.listing_id, slug: slugify(row.title) }, language),
          profileUrl: `${publicUrl}${PROFILE_PATH}${language === 'ar' ? '?lang=ar' : ''}`,
        },
      }),
      concerns: { userId: row.user_id, email: row.email },
      // Once the event has begun the reminder is useless: it is discarded, never sent late.
      discardAfter: new Date(row.starts_at),
    });
  }
}

/** Whether `now` is on the day before the event's first day, from `REMINDER_FROM_HOUR`, in its site's zone. */
export function isDayBefore(row: Pick<DueReminderRow, 'start_date' | 'time_zone'>, now: Date): boolean {
  const local = localDateTime(now, row.time_zone);
  return dayAfter(local.date) === row.start_date && local.minutes >= REMINDER_FROM_HOUR * 60;
}
