import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FormFieldsTable, FormsTable } from '../../db/schema';

export type FormRow = Selectable<FormsTable>;
export type FormFieldRow = Selectable<FormFieldsTable>;

/** A choice of a `choice` field, as stored in `form_fields.options`. */
export interface StoredOption {
  value: string;
  label_en: string;
  label_ar: string;
}

/** A field to create: its position defaults to its place in the list. */
export type FormFieldInput = Omit<Insertable<FormFieldsTable>, 'form_id' | 'options' | 'sort_order'> & {
  sort_order?: number;
  options?: StoredOption[];
};

/** Forms defined by the site team, their fields, and what visitors submit. */
export class FormsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A published form and its fields in order. */
  async findPublished(
    siteId: number,
    slug: string,
  ): Promise<{ form: FormRow; fields: FormFieldRow[] } | undefined> {
    const form = await this.db
      .selectFrom('forms')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('slug', '=', slug)
      .where('is_published', '=', 1)
      .executeTakeFirst();
    if (!form) return undefined;
    const fields = await this.db
      .selectFrom('form_fields')
      .selectAll()
      .where('form_id', '=', form.id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return { form, fields };
  }

  async create(
    form: Omit<Insertable<FormsTable>, 'created_at' | 'updated_at'>,
    fields: FormFieldInput[],
  ): Promise<FormRow> {
    const now = new Date().toISOString();
    const created = await this.db
      .insertInto('forms')
      .values({ ...form, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const [index, field] of fields.entries()) {
      await this.db
        .insertInto('form_fields')
        .values({
          ...field,
          form_id: created.id,
          options: field.options ? JSON.stringify(field.options) : null,
          sort_order: field.sort_order ?? index,
        })
        .execute();
    }
    return created;
  }

  async insertSubmission(values: {
    formId: number;
    userId: number | null;
    language: 'en' | 'ar';
    data: Record<string, string>;
  }): Promise<void> {
    await this.db
      .insertInto('form_submissions')
      .values({
        form_id: values.formId,
        user_id: values.userId,
        language: values.language,
        data: JSON.stringify(values.data),
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /** Erases what a deleted account submitted. */
  async deleteSubmissionsOf(userId: number): Promise<void> {
    await this.db.deleteFrom('form_submissions').where('user_id', '=', userId).execute();
  }
}
