import {
  type ContentChoice,
  type ContentCollectionDefinition,
  type ContentCollectionKey,
  type ContentField,
  type ContentListQuery,
  type ContentRecord,
  type ContentValues,
  contentCollection,
  type Image,
  type KeysetPage,
  LIVE_CHAT_ID_PATTERN,
} from '@jaliya/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError, type FieldProblem } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import type { UserRow } from '../accounts/users.repository';
import type { ContentChanges } from '../content-changes/content-changes.service';
import { toImage } from '../media/image-view';
import type { MediaRepository } from '../media/media.repository';
import { indexEditorial, indexListings, removeEntries } from '../search/search-index';
import { isTileUrlTemplate } from '../settings/settings.service';
import type { SiteScope } from '../sites/site-scope';
import type { AuditLog } from './audit-log';
import { columnOf, CONTENT_TABLES, type ContentTable } from './content-tables.repository';
import { type AnyDb, ContentRepository, type Row } from './content.repository';

type Body = Record<string, unknown>;

interface Collection {
  definition: ContentCollectionDefinition;
  table: ContentTable;
  key: ContentCollectionKey;
}

const AUDIT_TEXT_MAX = 300;
const CHOICES_MAX = 2000;

/**
 * The console's content and settings: one generic service for every collection declared in the
 * contract. A write is validated (fields by the contract; references, images and rules here),
 * stored with its search entries in one transaction, audit-logged, and announced so every cache
 * of the site drops what it made from the old content.
 */
export class ContentConsoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly media: MediaRepository,
    private readonly changes: ContentChanges,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(
    key: ContentCollectionKey,
    scope: SiteScope,
    query: ContentListQuery & { limit: number },
  ): Promise<KeysetPage<ContentRecord>> {
    const collection = collectionOf(key);
    const { definition, table } = collection;
    return new ContentRepository(this.db).page(
      table,
      scope.site.id,
      {
        text: query.q ? { columns: titleColumns(definition), value: query.q } : undefined,
        parent:
          query.parentId !== undefined && definition.parentField
            ? { column: columnOf(definition.parentField), id: Number(query.parentId) }
            : undefined,
      },
      query,
      (rows) => this.records(collection, rows, scope),
    );
  }

  /** Every record by name in the request's language, for a drop-down (categories say their kind and parent). */
  async choices(key: ContentCollectionKey, scope: SiteScope): Promise<ContentChoice[]> {
    const collection = collectionOf(key);
    const rows = await new ContentRepository(this.db).all(collection.table, scope.site.id, CHOICES_MAX);
    const byId = new Map(rows.map((row) => [this.idOf(collection, row), row]));
    return rows.map((row) => {
      let label = titleOf(collection.definition, row, scope.language);
      if (key === 'categories') {
        const parent = row.parent_id === null ? undefined : byId.get(Number(row.parent_id));
        label = `${parent ? `${titleOf(collection.definition, parent, scope.language)} › ` : ''}${label} (${String(row.kind)})`;
      }
      return { id: this.idOf(collection, row), label };
    });
  }

  async item(key: ContentCollectionKey, scope: SiteScope, id: number): Promise<ContentRecord> {
    const collection = collectionOf(key);
    const row = await this.find(this.any, collection, scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [record] = await this.records(collection, [row], scope);
    if (!record) throw new AppError('NOT_FOUND');
    return record;
  }

  async create(
    key: ContentCollectionKey,
    scope: SiteScope,
    actor: UserRow,
    body: Body,
  ): Promise<ContentRecord> {
    const collection = collectionOf(key);
    if (!collection.definition.canCreate) throw new AppError('NOT_FOUND');
    const id = await this.write(collection, scope, actor, undefined, body);
    return this.item(key, scope, id);
  }

  async update(
    key: ContentCollectionKey,
    scope: SiteScope,
    actor: UserRow,
    id: number,
    body: Body,
  ): Promise<ContentRecord> {
    const collection = collectionOf(key);
    await this.write(collection, scope, actor, id, body);
    return this.item(key, scope, id);
  }

  async remove(
    key: ContentCollectionKey,
    scope: SiteScope,
    actor: UserRow,
    id: number,
  ): Promise<{ deleted: true }> {
    const collection = collectionOf(key);
    const { definition, table } = collection;
    if (!definition.canDelete) throw new AppError('NOT_FOUND');
    await inTransaction(this.any, async (trx: AnyDb) => {
      const row = await this.find(trx, collection, scope, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (table.inUse && (await table.inUse(trx as Kysely<Database>, id)))
        throw new AppError('CONTENT_IN_USE');
      await new ContentRepository(trx).delete(table, id);
      if (table.search) await removeEntries(trx as Kysely<Database>, table.search, [id]);
      await this.audit.record(
        {
          actor,
          siteId: scope.site.id,
          action: 'content.delete',
          targetType: 'content',
          targetId: id,
          targetLabel: `${key}: ${titleOf(definition, row, 'en')}`,
          before: auditValues(definition, row),
        },
        trx as Kysely<Database>,
      );
    });
    await this.announce(collection, scope);
    return { deleted: true };
  }

  private get any(): AnyDb {
    return this.db as AnyDb;
  }

  private idOf(collection: Collection, row: Row): number {
    return Number(row[collection.table.idColumn ?? 'id']);
  }

  /** A record of this site's collection, read on the database or in a write's transaction. */
  private find(db: AnyDb, collection: Collection, scope: SiteScope, id: number): Promise<Row | undefined> {
    return new ContentRepository(db).find(collection.table, scope.site.id, id);
  }

  private async records(collection: Collection, rows: Row[], scope: SiteScope): Promise<ContentRecord[]> {
    const { definition } = collection;
    const imageFields = definition.fields.filter((field) => field.type === 'image');
    const images = await this.media.findByIds(
      rows.flatMap((row) => imageFields.map((field) => row[columnOf(field.name)] as number | null)),
    );
    return rows.map((row) => {
      const values: ContentValues = {};
      for (const field of definition.fields) values[field.name] = valueOf(field, row[columnOf(field.name)]);
      const shown: Record<string, Image> = {};
      for (const field of imageFields) {
        const image = images.get(Number(row[columnOf(field.name)]));
        if (image) shown[field.name] = toImage(image, scope.language);
      }
      return {
        id: this.idOf(collection, row),
        title: titleOf(definition, row, scope.language),
        values,
        images: shown,
      };
    });
  }

  private async write(
    collection: Collection,
    scope: SiteScope,
    actor: UserRow,
    id: number | undefined,
    body: Body,
  ): Promise<number> {
    const { definition, table, key } = collection;
    const now = this.clock().toISOString();
    const written = await inTransaction(this.any, async (trx: AnyDb) => {
      const before = id === undefined ? undefined : await this.find(trx, collection, scope, id);
      if (id !== undefined && !before) throw new AppError('NOT_FOUND');
      const columns = await this.columns(trx, collection, scope, body, id, now);
      for (const column of table.timestamps ?? []) {
        if (column === 'updated_at' || id === undefined) columns[column] = now;
      }
      let savedId = id;
      try {
        if (id === undefined) {
          if ('column' in table.site && table.site.column === 'site_id') columns.site_id = scope.site.id;
          savedId = await new ContentRepository(trx).insert(table, columns);
        } else {
          await new ContentRepository(trx).update(table, id, columns);
        }
      } catch (error) {
        if (table.uniqueField && isUniqueViolation(error)) {
          throw new AppError('VALIDATION_FAILED', {}, { [table.uniqueField]: { key: 'validation.taken' } });
        }
        throw error;
      }
      if (savedId === undefined) throw new AppError('NOT_FOUND');
      const typed = trx as Kysely<Database>;
      if (table.search) await indexEditorial(typed, table.search, [savedId]);
      if (table.listingsNaming && id !== undefined)
        await indexListings(typed, await table.listingsNaming(typed, id));
      const after = await this.find(trx, collection, scope, savedId);
      await this.audit.record(
        {
          actor,
          siteId: scope.site.id,
          action: id === undefined ? 'content.create' : 'content.update',
          targetType: 'content',
          targetId: savedId,
          targetLabel: `${key}: ${after ? titleOf(definition, after, 'en') : ''}`,
          ...(before ? { before: auditValues(definition, before) } : {}),
          ...(after ? { after: auditValues(definition, after) } : {}),
        },
        typed,
      );
      return savedId;
    });
    await this.announce(collection, scope);
    return written;
  }

  /** The columns a validated body writes, after the checks a schema cannot make alone. */
  private async columns(
    db: AnyDb,
    collection: Collection,
    scope: SiteScope,
    body: Body,
    id: number | undefined,
    now: string,
  ): Promise<Row> {
    const { definition, table } = collection;
    const problems: Record<string, FieldProblem> = {};
    const columns: Row = {};
    for (const field of definition.fields) {
      if (field.readOnly) continue;
      const column = columnOf(field.name);
      let value = body[field.name];
      switch (field.type) {
        case 'richText':
          value = sanitizeRichText(String(value ?? ''));
          break;
        case 'boolean':
          value = value === true ? 1 : 0;
          break;
        case 'lines': {
          const parsed = parseChoices(String(value ?? ''));
          if (parsed === undefined) problems[field.name] = { key: 'validation.choicesFormat' };
          value = parsed === undefined || parsed.length === 0 ? null : JSON.stringify(parsed);
          break;
        }
        case 'slug':
          if (value === '' && !field.required)
            value = slugFrom(body[definition.titleField], collection.key, now);
          break;
        case 'dateTime':
          if (value === null && field.name === 'publishedAt') value = now;
          else if (typeof value === 'string') value = new Date(value).toISOString();
          break;
        case 'image':
          if (value !== null && !(await new ContentRepository(db).isSiteImage(Number(value))))
            problems[field.name] = { key: 'validation.choiceInvalid' };
          break;
        case 'reference':
          if (value !== null && field.references) {
            const target = collectionOf(field.references);
            if (!(await this.find(db, target, scope, Number(value))))
              problems[field.name] = { key: 'validation.choiceInvalid' };
          }
          break;
        default:
          if (value === '' && table.nullableColumns?.includes(column)) value = null;
      }
      columns[column] = value ?? null;
    }
    await checkRules(db, collection.key, columns, id, problems);
    if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', {}, problems);
    return columns;
  }

  /** Every cache of the site (of every site, for what they share) drops what it made from this content. */
  private async announce({ table }: Collection, scope: SiteScope): Promise<void> {
    if (!('global' in table.site)) {
      await this.changes.announce(scope.site.code, ['*']);
      return;
    }
    for (const code of await new ContentRepository(this.db).siteCodes())
      await this.changes.announce(code, ['*']);
  }
}

/** Rules between fields, or with other records, that the field schemas cannot see. */
async function checkRules(
  db: AnyDb,
  key: ContentCollectionKey,
  columns: Row,
  id: number | undefined,
  problems: Record<string, FieldProblem>,
): Promise<void> {
  const rows = new ContentRepository(db);
  if (key === 'categories' && columns.parent_id !== null) {
    const parent = await rows.category(Number(columns.parent_id));
    const hasChildren = id !== undefined && (await rows.hasSubcategories(id));
    if (
      !parent ||
      parent.id === id ||
      parent.parent_id !== null ||
      parent.kind !== columns.kind ||
      hasChildren
    )
      problems.parentId = { key: 'validation.parentCategoryInvalid' };
  }
  if (key === 'market-models') {
    const category = await rows.category(Number(columns.category_id));
    if (category && category.kind !== 'market') problems.categoryId = { key: 'validation.choiceInvalid' };
  }
  if (key === 'form-fields' && columns.type === 'choice' && columns.options === null)
    problems.options ??= { key: 'validation.choicesRequired' };
  if (key === 'settings') {
    if (columns.live_chat_provider !== null && !LIVE_CHAT_ID_PATTERN.test(String(columns.live_chat_id ?? '')))
      problems.liveChatId = { key: 'validation.liveChatIdInvalid' };
    if ((columns.map_latitude === null) !== (columns.map_longitude === null))
      problems.mapLongitude = { key: 'validation.locationInvalid' };
    if (columns.map_tile_url !== '' && !isTileUrlTemplate(String(columns.map_tile_url)))
      problems.mapTileUrl = { key: 'validation.tileUrlInvalid' };
  }
  if (key === 'sites' && !isTimeZone(String(columns.time_zone)))
    problems.timeZone = { key: 'validation.timeZoneInvalid' };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

function collectionOf(key: ContentCollectionKey | string): Collection {
  const definition = contentCollection(key);
  const table = CONTENT_TABLES[key as ContentCollectionKey] as ContentTable | undefined;
  if (!definition || !table) throw new AppError('NOT_FOUND');
  return { definition, table, key: key as ContentCollectionKey };
}

/** The title columns searched by `q`: both languages of a bilingual title. */
function titleColumns(definition: ContentCollectionDefinition): string[] {
  const title = columnOf(definition.titleField);
  return title.endsWith('_en') ? [title, `${title.slice(0, -3)}_ar`] : [title];
}

function titleOf(definition: ContentCollectionDefinition, row: Row, language: 'en' | 'ar'): string {
  const [english, arabic] = titleColumns(definition);
  const preferred = language === 'ar' && arabic ? row[arabic] : undefined;
  return String((typeof preferred === 'string' && preferred !== '' ? preferred : row[english ?? '']) ?? '');
}

function valueOf(field: ContentField, stored: unknown): string | number | boolean | null {
  if (stored === undefined || stored === null) {
    if (field.type === 'boolean') return false;
    return ['image', 'reference', 'integer', 'number', 'dateTime', 'choice'].includes(field.type) ? null : '';
  }
  switch (field.type) {
    case 'boolean':
      return Number(stored) === 1 || stored === true;
    case 'image':
    case 'reference':
    case 'integer':
    case 'number':
      return Number(stored);
    case 'lines':
      return choicesText(String(stored));
    case 'dateTime':
      return new Date(String(stored)).toISOString();
    default:
      return String(stored);
  }
}

/** What the audit log keeps of a record: its fields, long texts cut short. */
function auditValues(definition: ContentCollectionDefinition, row: Row): ContentValues {
  const values: ContentValues = {};
  for (const field of definition.fields) {
    const value = valueOf(field, row[columnOf(field.name)]);
    values[field.name] =
      typeof value === 'string' && value.length > AUDIT_TEXT_MAX
        ? `${value.slice(0, AUDIT_TEXT_MAX)}…`
        : value;
  }
  return values;
}

interface Choice {
  value: string;
  label_en: string;
  label_ar: string;
}

/** A choice field's options from lines of `value | English | Arabic`; undefined when a line is not so. */
export function parseChoices(text: string): Choice[] | undefined {
  const choices: Choice[] = [];
  for (const line of text.split('\n').map((part) => part.trim())) {
    if (line === '') continue;
    const [value, english, arabic, ...rest] = line.split('|').map((part) => part.trim());
    if (!value || !english || !arabic || rest.length > 0 || !/^[a-z0-9_-]{1,64}$/.test(value))
      return undefined;
    if (choices.some((choice) => choice.value === value)) return undefined;
    choices.push({ value, label_en: english, label_ar: arabic });
  }
  return choices;
}

function choicesText(json: string): string {
  try {
    const choices = JSON.parse(json) as Choice[];
    return choices.map((choice) => `${choice.value} | ${choice.label_en} | ${choice.label_ar}`).join('\n');
  } catch {
    return '';
  }
}

/** An address word from an English title (`Community Iftar 2026` → `community-iftar-2026`). */
function slugFrom(title: unknown, key: string, now: string): string {
  const slug = String(title ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || `${key}-${Date.parse(now).toString(36)}`;
}
