import type { KeysetPage, MessagesQuery, SearchQueriesQuery, SubscribersQuery } from '@jaliya/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  ContactMessagesTable,
  Database,
  FormSubmissionsTable,
  NewsletterSubscribersTable,
  SearchQueriesTable,
} from '../../db/schema';
import { keysetPage, newestFirstById } from '../listings/keyset';

type Page = { cursor?: string | undefined; limit: number };

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** What the console's inbox reads and changes: contact messages, subscribers, submissions, the search log. */
export class InboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  messages<Item>(
    siteId: number,
    query: MessagesQuery & Page,
    map: (rows: Selectable<ContactMessagesTable>[]) => Item[],
  ): Promise<KeysetPage<Item>> {
    let select = this.db.selectFrom('contact_messages').selectAll().where('site_id', '=', siteId);
    if (query.status) select = select.where('status', '=', query.status);
    if (query.q) {
      const pattern = containing(query.q);
      select = select.where((eb) =>
        eb.or([eb('name', 'like', pattern), eb('email', 'like', pattern), eb('message', 'like', pattern)]),
      );
    }
    return keysetPage({ cursor: query.cursor, limit: query.limit, ...newestFirstById(select), map });
  }

  message(siteId: number, id: number) {
    return this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
  }

  async setMessageStatus(id: number, status: Selectable<ContactMessagesTable>['status']): Promise<void> {
    await this.db.updateTable('contact_messages').set({ status }).where('id', '=', id).execute();
  }

  subscribers<Item>(
    siteId: number,
    query: SubscribersQuery & Page,
    map: (rows: Selectable<NewsletterSubscribersTable>[]) => Item[],
  ): Promise<KeysetPage<Item>> {
    let select = this.db.selectFrom('newsletter_subscribers').selectAll().where('site_id', '=', siteId);
    if (query.status) select = select.where('status', '=', query.status);
    if (query.q) select = select.where('email', 'like', containing(query.q.toLowerCase()));
    return keysetPage({ cursor: query.cursor, limit: query.limit, ...newestFirstById(select), map });
  }

  /** Removes a site's subscriber; answers whether there was one. */
  async removeSubscriber(siteId: number, id: number): Promise<boolean> {
    const removed = await this.db
      .deleteFrom('newsletter_subscribers')
      .where('id', '=', id)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  async formExists(siteId: number, formId: number): Promise<boolean> {
    const form = await this.db
      .selectFrom('forms')
      .select('id')
      .where('id', '=', formId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return form !== undefined;
  }

  formFields(formId: number) {
    return this.db
      .selectFrom('form_fields')
      .select(['name', 'label_en', 'label_ar'])
      .where('form_id', '=', formId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  submissions<Item>(
    formId: number,
    page: Page,
    map: (rows: Selectable<FormSubmissionsTable>[]) => Item[],
  ): Promise<KeysetPage<Item>> {
    const select = this.db.selectFrom('form_submissions').selectAll().where('form_id', '=', formId);
    return keysetPage({ cursor: page.cursor, limit: page.limit, ...newestFirstById(select), map });
  }

  /** The search log since a time: the 20 commonest queries, and one page of it newest first. */
  async searchQueries<Item>(
    siteId: number,
    query: SearchQueriesQuery & Page,
    since: string,
    map: (rows: Selectable<SearchQueriesTable>[]) => Item[],
  ) {
    let select = this.db
      .selectFrom('search_queries')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('created_at', '>=', since);
    if (query.language) select = select.where('language', '=', query.language);
    if (query.zeroResults) select = select.where('result_count', '=', 0);
    const top = await select
      .clearSelect()
      .select((eb) => [
        'query',
        eb.fn.countAll().as('count'),
        eb.fn.sum<number>(sql`case when result_count = 0 then 1 else 0 end`).as('zero_results'),
      ])
      .groupBy('query')
      .orderBy('count', 'desc')
      .orderBy('query')
      .limit(20)
      .execute();
    const page = await keysetPage({
      cursor: query.cursor,
      limit: query.limit,
      ...newestFirstById(select),
      map,
    });
    return { page, top };
  }
}
