import type { AuditEntry, MessageKey, Translate } from '@jaliya/contract';

/** Every action the audit log records, as the console names it. */
export const AUDIT_ACTIONS = {
  'listing.approve': 'console.audit.actions.listingApprove',
  'listing.reject': 'console.audit.actions.listingReject',
  'listing.expire': 'console.audit.actions.listingExpire',
  'listing.renew': 'console.audit.actions.listingRenew',
  'listing.close': 'console.audit.actions.listingClose',
  'listing.delete': 'console.audit.actions.listingDelete',
  'listing.hold': 'console.audit.actions.listingHold',
  'listing.edit-approve': 'console.audit.actions.listingEditApprove',
  'listing.edit-reject': 'console.audit.actions.listingEditReject',
  'reports.take-down': 'console.audit.actions.reportsTakeDown',
  'reports.dismiss': 'console.audit.actions.reportsDismiss',
  'user.suspend': 'console.audit.actions.userSuspend',
  'user.restore': 'console.audit.actions.userRestore',
  'user.role': 'console.audit.actions.userRole',
  'user.password-reset': 'console.audit.actions.userPasswordReset',
  'user.reporting-ban': 'console.audit.actions.userReportingBan',
  'user.reporting-allow': 'console.audit.actions.userReportingAllow',
  'message.status': 'console.audit.actions.messageStatus',
  'message.reply': 'console.audit.actions.messageReply',
  'subscriber.remove': 'console.audit.actions.subscriberRemove',
  'content.create': 'console.audit.actions.contentCreate',
  'content.update': 'console.audit.actions.contentUpdate',
  'content.delete': 'console.audit.actions.contentDelete',
  'site.create': 'console.audit.actions.siteCreate',
  'site.update': 'console.audit.actions.siteUpdate',
} as const satisfies Record<string, MessageKey>;

/** What an entry can be about, as the console names it ("Post #155"). */
export const AUDIT_TARGETS = {
  listing: 'console.audit.targets.listing',
  user: 'console.audit.targets.user',
  report: 'console.audit.targets.report',
  content: 'console.audit.targets.content',
  message: 'console.audit.targets.message',
  subscriber: 'console.audit.targets.subscriber',
  site: 'console.audit.targets.site',
} as const satisfies Record<string, MessageKey>;

/** Names of the details entries carry besides a content record's own fields. */
const DETAIL_LABELS: Record<string, MessageKey> = {
  status: 'console.audit.details.status',
  reason: 'console.audit.details.reason',
  role: 'console.audit.details.role',
  suspended: 'console.audit.details.suspended',
  hiddenPosts: 'console.audit.details.hiddenPosts',
  shownPosts: 'console.audit.details.shownPosts',
  allSites: 'console.audit.details.allSites',
  // A site's values (the deployment's sites, issue 36).
  code: 'console.audit.details.code',
  nameEn: 'console.audit.details.nameEn',
  nameAr: 'console.audit.details.nameAr',
  timeZone: 'console.audit.details.timeZone',
  hosts: 'console.audit.details.hosts',
  isOpen: 'console.audit.details.isOpen',
  from: 'console.audit.details.from',
};

/** One line of an entry's details: a field's name, its value before and after (either may be absent). */
export interface AuditChange {
  field: string;
  before?: string;
  after?: string;
}

/**
 * A message, or undefined when the catalogue has none under that key. The key is asked for only
 * when the catalogue holds it: a page's browser reports every key it is asked for and lacks
 * (decision 003), and a field or status the console has no name for is not a missing message.
 */
function lookUp(t: Translate, key: string, values?: Record<string, string | number>): string | undefined {
  if (t.has && !t.has(key)) return undefined;
  const text = t(key as MessageKey, values);
  return text === key ? undefined : text;
}

/** An action's name in the page's language; an action the console does not know keeps its code. */
export function auditActionLabel(t: Translate, action: string): string {
  const key = (AUDIT_ACTIONS as Record<string, MessageKey>)[action];
  return key ? t(key) : action;
}

/**
 * What an entry is about: "Post #155", the collection of a content record in the page's language
 * (its label is stored as `hero: Title`), and the name the target had then.
 */
export function auditTarget(
  t: Translate,
  entry: AuditEntry,
): { kind: string; collection?: string; name: string } {
  const key = (AUDIT_TARGETS as Record<string, MessageKey>)[entry.targetType];
  const id = entry.targetId ?? '—';
  const kind = key ? t(key, { id }) : `${entry.targetType} #${id}`;
  if (entry.targetType !== 'content') return { kind, name: entry.targetLabel };
  const [, code = '', title = ''] = /^([a-z-]+): ([\s\S]*)$/.exec(entry.targetLabel) ?? [];
  const collection = code ? lookUp(t, `console.content.collections.${code}.name`) : undefined;
  return collection ? { kind, collection, name: title } : { kind, name: entry.targetLabel };
}

/** A content field's label (`titleEn` is "Title (English)"), or undefined when it has none. */
function contentFieldLabel(t: Translate, field: string): string | undefined {
  const [, base = field, language] = /^(.+?)(En|Ar)?$/.exec(field) ?? [];
  // A photo field is stored as `coverImageId` under the label `coverImage`.
  const names = base.endsWith('Id') ? [base.slice(0, -2), base] : [base];
  for (const name of names) {
    const label = lookUp(t, `console.content.field.${name}`);
    if (!label) continue;
    if (!language) return label;
    return t('console.content.fieldIn', {
      label,
      language: t(language === 'En' ? 'console.content.languages.en' : 'console.content.languages.ar'),
    });
  }
  return undefined;
}

/** A detail's value as a person reads it: statuses, roles and yes/no in the page's language. */
function showValue(
  t: Translate,
  entry: AuditEntry,
  field: string,
  value: unknown,
  formatNumber: (value: number) => string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'console.yes' : 'console.no');
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t('console.content.none');
    return value
      .map((item) =>
        typeof item === 'number' ? `#${formatNumber(item)}` : showValue(t, entry, field, item, formatNumber),
      )
      .join(t('console.audit.separator'));
  }
  if (typeof value === 'string') {
    const named =
      field === 'status'
        ? lookUp(
            t,
            entry.targetType === 'message'
              ? `console.messages.statuses.${value}`
              : `directory.status.${value}`,
          )
        : field === 'role'
          ? lookUp(t, `console.roles.${value}`)
          : undefined;
    // Rich text is shown as its words, not its markup.
    return (
      named ??
      (/<[a-z][\s\S]*>/i.test(value)
        ? value
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
        : value)
    );
  }
  return JSON.stringify(value);
}

/**
 * An entry's before and after as lines a person can read: each detail under its name in the
 * page's language (a content record's fields under their form labels, only those that changed),
 * values translated where they are codes. Details the console has no name for keep their key.
 */
export function auditChanges(
  t: Translate,
  entry: AuditEntry,
  formatNumber: (value: number) => string,
): AuditChange[] {
  const record = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const before = record(entry.before);
  const after = record(entry.after);
  const hasBefore = entry.before !== null && entry.before !== undefined;
  const hasAfter = entry.after !== null && entry.after !== undefined;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const isContent = entry.targetType === 'content';
  return fields.flatMap((field): AuditChange[] => {
    // A content record's every field is kept; a change is worth showing only where it differs.
    if (isContent && hasBefore && hasAfter && JSON.stringify(before[field]) === JSON.stringify(after[field]))
      return [];
    const label =
      (DETAIL_LABELS[field] ? t(DETAIL_LABELS[field]) : undefined) ??
      (isContent ? contentFieldLabel(t, field) : undefined) ??
      field;
    return [
      {
        field: label,
        ...(hasBefore && field in before
          ? { before: showValue(t, entry, field, before[field], formatNumber) }
          : {}),
        ...(hasAfter && field in after
          ? { after: showValue(t, entry, field, after[field], formatNumber) }
          : {}),
      },
    ];
  });
}
