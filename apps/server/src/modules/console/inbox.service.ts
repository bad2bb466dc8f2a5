import type {
  ConsoleMessage,
  ConsoleSubmission,
  ConsoleSubscriber,
  KeysetPage,
  MessagesQuery,
  SearchQueriesQuery,
  SearchQueryEntry,
  SubscribersQuery,
} from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/users.repository';
import { composeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { SiteScope } from '../sites/site-scope';
import type { AuditLog } from './audit-log';
import { InboxRepository } from './inbox.repository';
import type { SiteUrlOf } from '../sites/site-directory';

type Limited<Q> = Q & { limit: number };

/**
 * The console's inbox: contact messages (answered by e-mail in the sender's language),
 * newsletter subscribers, form submissions and the search log, each newest first in keyset pages.
 */
export class InboxService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    /** Each site's own address, which signs a reply sent from its console. */
    private readonly publicUrlOf: SiteUrlOf,
    private readonly rows: InboxRepository = new InboxRepository(db),
  ) {}

  async messages(scope: SiteScope, query: Limited<MessagesQuery>): Promise<KeysetPage<ConsoleMessage>> {
    return this.rows.messages(scope.site.id, query, (rows) => rows.map(messageOf));
  }

  async markMessage(
    scope: SiteScope,
    actor: UserRow,
    id: number,
    status: ConsoleMessage['status'],
  ): Promise<ConsoleMessage> {
    return inTransaction(this.db, async (trx) => {
      const rows = new InboxRepository(trx);
      const before = await this.message(rows, scope, id);
      await rows.setMessageStatus(id, status);
      await this.audit.record(
        {
          actor,
          siteId: scope.site.id,
          action: 'message.status',
          targetType: 'message',
          targetId: id,
          targetLabel: before.name,
          before: { status: before.status },
          after: { status },
        },
        trx,
      );
      return { ...messageOf(before), status };
    });
  }

  async reply(scope: SiteScope, actor: UserRow, id: number, reply: string): Promise<ConsoleMessage> {
    const message = await this.message(this.rows, scope, id);
    const language = message.language;
    // The e-mail is queued first: should marking it fail, the message still shows unanswered.
    await this.mailer.send({
      ...composeMail({
        to: message.email,
        language,
        siteName: language === 'ar' ? scope.site.name_ar : scope.site.name_en,
        siteUrl: await this.publicUrlOf(scope.site.code),
        recipientName: message.name,
        subject: 'email.contactReplySubject',
        body: 'email.contactReplyBody',
        values: { reply, message: message.message },
      }),
      concerns: { email: message.email, ...(message.user_id !== null ? { userId: message.user_id } : {}) },
    });
    await inTransaction(this.db, async (trx) => {
      await new InboxRepository(trx).setMessageStatus(id, 'answered');
      await this.audit.record(
        {
          actor,
          siteId: scope.site.id,
          action: 'message.reply',
          targetType: 'message',
          targetId: id,
          targetLabel: message.name,
          before: { status: message.status },
          after: { status: 'answered' },
        },
        trx,
      );
    });
    return { ...messageOf(message), status: 'answered' };
  }

  async subscribers(
    scope: SiteScope,
    query: Limited<SubscribersQuery>,
  ): Promise<KeysetPage<ConsoleSubscriber>> {
    return this.rows.subscribers(scope.site.id, query, (rows) =>
      rows.map((row) => ({
        id: row.id,
        email: row.email,
        language: row.language,
        status: row.status,
        createdAt: row.created_at,
        confirmedAt: row.confirmed_at,
      })),
    );
  }

  /** Removes the subscription and its address (the audit log keeps only that one was removed). */
  async removeSubscriber(scope: SiteScope, actor: UserRow, id: number): Promise<{ deleted: true }> {
    await inTransaction(this.db, async (trx) => {
      if (!(await new InboxRepository(trx).removeSubscriber(scope.site.id, id)))
        throw new AppError('NOT_FOUND');
      await this.audit.record(
        { actor, siteId: scope.site.id, action: 'subscriber.remove', targetType: 'subscriber', targetId: id },
        trx,
      );
    });
    return { deleted: true };
  }

  async submissions(
    scope: SiteScope,
    formId: number,
    query: { cursor?: string | undefined; limit: number },
  ): Promise<KeysetPage<ConsoleSubmission> & { fields: { name: string; label: string }[] }> {
    if (!(await this.rows.formExists(scope.site.id, formId))) throw new AppError('NOT_FOUND');
    const fields = await this.rows.formFields(formId);
    const page = await this.rows.submissions(formId, query, (rows) =>
      rows.map((row) => ({
        id: row.id,
        language: row.language,
        createdAt: row.created_at,
        fromAccount: row.user_id !== null,
        values: Object.fromEntries(
          Object.entries(JSON.parse(row.data) as Record<string, unknown>).map(([name, value]) => [
            name,
            String(value),
          ]),
        ),
      })),
    );
    return {
      ...page,
      fields: fields.map((field) => ({
        name: field.name,
        label: scope.language === 'ar' ? field.label_ar : field.label_en,
      })),
    };
  }

  async searchQueries(scope: SiteScope, query: Limited<SearchQueriesQuery> & { days: number }) {
    const since = new Date(Date.now() - query.days * 86_400_000).toISOString();
    const { page, top } = await this.rows.searchQueries(
      scope.site.id,
      query,
      since,
      (rows): SearchQueryEntry[] =>
        rows.map((row) => ({
          id: row.id,
          query: row.query,
          language: row.language,
          kind: row.kind,
          resultCount: row.result_count,
          tookMs: Number(row.took_ms),
          createdAt: row.created_at,
        })),
    );
    return {
      ...page,
      top: top.map((row) => ({
        query: row.query,
        count: Number(row.count),
        zeroResults: Number(row.zero_results ?? 0),
      })),
    };
  }

  private async message(rows: InboxRepository, scope: SiteScope, id: number) {
    const row = await rows.message(scope.site.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}

function messageOf(row: Database['contact_messages'] extends infer T ? { [K in keyof T]: unknown } : never) {
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    language: row.language as ConsoleMessage['language'],
    status: row.status as ConsoleMessage['status'],
    createdAt: String(row.created_at),
  };
}
