import {
  CONTENT_COLLECTIONS,
  type ContentCollectionDefinition,
  type ContentField,
  ContactBodySchema,
  EmailSchema,
  type FormDefinition,
  type FormFieldDefinition,
  FormSubmissionBodySchema,
  GENDERS,
  LIVE_CHAT_PROVIDER_NAMES,
  LIMITS,
  LoginBodySchema,
  MAX_RECORD_ID,
  RegisterBodySchema,
  ROLES,
  SAVED_ITEM_TYPES,
  SITE_NAME_MAX,
  SubscriptionTokenBodySchema,
  UpdateProfileBodySchema,
} from '@jaliya/contract';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MarketCatalogueRepository } from './modules/classifieds/market-catalogue';
import { LEGACY_ROUTES } from './modules/legacy-api/legacy-endpoints';
import { MAX_UPLOAD_BYTES } from './modules/media/uploads';
import { seedMarketCatalogue } from './seed/classifieds-seed';
import {
  createBlogPost,
  createCategory,
  createCity,
  createForm,
  createImage,
  createPage,
  createSettings,
  createSite,
} from './seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from './test/test-app';
import { registeredRoutes } from './test/registered-routes';
import { registerTestUser } from './test/test-users';

/*
 * Every column must hold the longest value validation lets through, on both engines (PostgreSQL's
 * varchar(n) refuses longer text; SQLite ignores lengths). Each write route of the API is called
 * with the longest valid value of every field and must not answer 500. A write route without an
 * entry in the table below fails the first test, so a new route cannot skip this check.
 */

/** The longest string a contract field accepts, read from its zod schema (through defaults and transforms). */
function maxLengthOf(schema: z.ZodType): number {
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional)
    return maxLengthOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodString && schema.maxLength !== null) return schema.maxLength;
  throw new Error('This contract field has no maximum length.');
}

const MAX = {
  email: maxLengthOf(EmailSchema),
  name: maxLengthOf(RegisterBodySchema.shape.name),
  profileName: maxLengthOf(UpdateProfileBodySchema.shape.name),
  contactName: maxLengthOf(ContactBodySchema.shape.name),
  contactPhone: maxLengthOf(ContactBodySchema.shape.phone),
  newPassword: LIMITS.passwordMaxLength,
  /** Login, the current password and re-entered passwords accept more than a new password may have. */
  anyPassword: maxLengthOf(LoginBodySchema.shape.password),
  message: LIMITS.contactMessageMaxLength,
  formFieldName: maxLengthOf(FormSubmissionBodySchema.keyType as z.ZodType),
  formValue: LIMITS.formValueMaxLength,
};

/** Account phones have only a pattern: `+` and 7 to 20 digits, spaces, dots, dashes and brackets. */
const LONGEST_PHONE = '+1 404 555 0100 12345';
/** Newsletter tokens: 20 to 100 of `A-Za-z0-9_-` (real ones are 32; any longer one is merely unknown). */
const LONGEST_TOKEN = 'Zz9_-'.repeat(20);
/** The largest id a `:id` path segment accepts (nine digits, lib/ids.ts). */
const LARGEST_PATH_ID = 999_999_999;
/** The longest form address the forms routes accept (their SLUG pattern; `forms.slug` is varchar(80)). */
const FORM_SLUG = 'volunteer-'.padEnd(80, 'x');

const longest = <T extends string>(values: readonly T[]): T =>
  values.reduce((best, value) => (value.length > best.length ? value : best));

/** `length` characters of mixed Arabic and English text, with no space at either end (fields are trimmed). */
function text(length: number): string {
  const filler = 'جالية Jaliya ';
  return filler.repeat(Math.ceil(length / filler.length)).slice(0, length - 1) + '.';
}

/** A password of exactly `length` characters that is not on the common-password list. */
function password(length: number, seed: string): string {
  return `${seed}-cedar-grove-2026-`.repeat(Math.ceil(length / 20) + 1).slice(0, length);
}

let addresses = 0;
/**
 * A new, valid e-mail address of exactly `length` characters: a 64-character local part (the SMTP
 * limit) and a long domain, both padded with `fill`.
 */
function longestEmail({ length = MAX.email, fill = 'x' }: { length?: number; fill?: string } = {}): string {
  const local = `user.${++addresses}.${Date.now()}.`.padEnd(64, fill);
  const domain = fill.repeat(length - local.length - '@'.length - '.example'.length);
  return `${local}@${domain}.example`;
}

let hosts = 0;
/** Each request comes from its own address, so per-address limits never decide an answer here. */
const nextAddress = () => `198.18.${Math.floor(hosts / 250)}.${(hosts++ % 250) + 1}`;

/** A valid PNG of random pixels just under the upload limit: the largest photo accepted. */
async function largestPhoto(): Promise<Buffer> {
  const width = 1000;
  const height = Math.floor((MAX_UPLOAD_BYTES - 16 * 1024) / (width * 3 + 1));
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  const png = await sharp({ create: { width, height, channels: 3, background: '#000', noise } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length > MAX_UPLOAD_BYTES || png.length < MAX_UPLOAD_BYTES * 0.99)
    throw new Error(`setup: the photo is ${png.length} bytes, not just under ${MAX_UPLOAD_BYTES}`);
  return png;
}

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----jaliya-write-limits';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Anything but a read, under /api/. */
// The old client's addresses (modules/legacy-api) take the same field schemas; their own contract
// tests cover them.
const isApiWrite = (route: string) =>
  / \/api\//.test(route) && !/^(GET|HEAD|OPTIONS) /.test(route) && !LEGACY_ROUTES.has(route);

describe.skipIf(isEngineUnavailable())(`the longest valid values on every write (${testEngine})`, () => {
  let t: TestApp;
  let postId: number;
  let cityId = 0;
  let siteId = 0;
  /** A subcategory of the marketplace with a model, its main category, and a colour. */
  const market = { mainCategoryId: 0, categoryId: 0, modelId: 0, colorId: 0 };
  /** What made each 500, by request id, so a failure names the database error. */
  const serverErrors = new Map<string, string>();
  /** Every mail the app sends (still stored in the outbox as usual), to read codes from. */
  const mails: { to: string; text: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.addHook('onError', (request, _reply, error, done) => {
      serverErrors.set(request.id, error.message);
      done();
    });
    await t.app.ready();
    const { mailer } = t.app.services;
    const send = mailer.send.bind(mailer);
    mailer.send = (message) => {
      mails.push(message);
      return send(message);
    };
    // Site names as long as their columns, so mail subjects that embed them are as long as they get.
    const site = await createSite(t.db, { name_en: text(120), name_ar: text(120) });
    siteId = site.id;
    await createSettings(t.db, { site_id: site.id, contact_email: longestEmail() });
    postId = (await createBlogPost(t.db, { site_id: site.id, slug: 'saved-post' })).id;
    cityId = (
      await createCity(t.db, { site_id: site.id, name_en: text(120), name_ar: text(120), sort_order: 0 })
    ).id;
    await seedMarketCatalogue(t.db, site.id);
    const lists = await new MarketCatalogueRepository(t.db).load(site.id);
    const model = lists.models[0]!;
    market.categoryId = model.category_id;
    market.mainCategoryId = lists.subs.find((sub) => sub.id === model.category_id)!.parent_id!;
    market.modelId = model.id;
    market.colorId = lists.colors[0]!.id;
    await createForm(
      t.db,
      {
        site_id: site.id,
        slug: FORM_SLUG,
        title_en: 'Volunteer',
        title_ar: 'تطوّع',
        intro_en: '',
        intro_ar: '',
        success_en: 'Thank you!',
        success_ar: 'شكرًا!',
        is_published: 1,
      },
      [
        // Without max_length a field has its type's default; the text field asks for the most.
        ...(['email', 'phone', 'textarea'] as const).map((type) => ({
          name: type,
          type,
          label_en: type,
          label_ar: type,
          is_required: 1,
        })),
        {
          name: 'n'.repeat(MAX.formFieldName),
          type: 'text',
          label_en: 'Long name',
          label_ar: 'اسم طويل',
          is_required: 1,
          max_length: MAX.formValue,
        },
        {
          name: 'help',
          type: 'choice',
          label_en: 'How can you help?',
          label_ar: 'كيف يمكنك المساعدة؟',
          is_required: 1,
          options: [
            { value: 'drive', label_en: 'Driving', label_ar: 'التوصيل' },
            { value: 'translate-'.padEnd(200, 'x'), label_en: 'Translating', label_ar: 'الترجمة' },
          ],
        },
      ],
    );
  });
  afterAll(() => t?.close());

  const call = (
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): InjectOptions => ({
    method,
    // Site-scoped paths are relative to the test site; others start with /api/.
    url: path.startsWith('/api/') ? path : `/api/GA/en/0${path}`,
    headers,
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

  /** Runs a request a builder needs first; a failure there names the step, not the route under test. */
  const setup = async (request: InjectOptions) => {
    const response = await t.app.inject(request);
    if (response.statusCode >= 300)
      throw new Error(
        `setup: ${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`,
      );
    return response;
  };

  /** The 6-digit code in the latest mail to an address, as handed to the mailer. */
  const codeMailedTo = (email: string) => {
    const mail = mails.findLast((message) => message.to === email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`setup: no code was mailed to ${email}`);
    return code;
  };

  interface Account {
    id: number;
    email: string;
    password: string;
    headers: Record<string, string>;
  }
  /** Registers an account whose every field is as long as the contract allows. */
  /** A moderator or admin of the console (their own values are not what is measured here). */
  const staffAccount = async (role: 'moderator' | 'admin'): Promise<Account> => {
    const account = await longestAccount();
    await t.db.updateTable('users').set({ role }).where('id', '=', account.id).execute();
    return account;
  };

  const longestAccount = async (): Promise<Account> => {
    const values = {
      name: text(MAX.name),
      email: longestEmail(),
      phone: LONGEST_PHONE,
      password: password(MAX.newPassword, 'account'),
      gender: longest(GENDERS),
    };
    const { user, headers } = await registerTestUser(t, {
      ...values,
      password_confirmation: values.password,
    });
    return { id: user.id, email: values.email, password: values.password, headers };
  };

  const longestFormValue = (field: FormFieldDefinition): string => {
    const length = Math.min(field.maxLength, MAX.formValue);
    if (field.type === 'email') return longestEmail({ length });
    if (field.type === 'phone') return LONGEST_PHONE.slice(0, length);
    if (field.type === 'choice')
      return longest(field.options.map((option) => option.value).filter((value) => value.length <= length));
    return text(length);
  };

  // One builder per route; each makes what it needs (a fresh account, a code) and answers the request.
  const register = (email = longestEmail()) => {
    const secret = password(MAX.newPassword, 'register');
    return call('POST', '/auth/register', {
      name: text(MAX.name),
      email,
      phone: LONGEST_PHONE,
      password: secret,
      password_confirmation: secret,
      gender: longest(GENDERS),
      accept_terms: true,
      sessionType: 'bearer',
    });
  };
  const subscribe = (email = longestEmail()) => call('POST', '/subscribes', { email });
  const contact = (email = longestEmail()) =>
    call('POST', '/contact', {
      name: text(MAX.contactName),
      email,
      phone: LONGEST_PHONE.slice(0, MAX.contactPhone),
      message: text(MAX.message),
    });
  const changeEmail = async (email = longestEmail()) => {
    const account = await longestAccount();
    return call('POST', '/profile/email', { email, password: account.password }, account.headers);
  };

  const S = '/api/:site/:lang/:cityId';

  /** The id of a contact message with the longest values, sent once. */
  let messageId = 0;
  const contactMessageId = async () => {
    if (messageId === 0) {
      await setup(contact());
      const row = await t.db
        .selectFrom('contact_messages')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      messageId = row.id;
    }
    return messageId;
  };

  /** What a console collection's reference and image fields point at, made once. */
  let references: Record<string, number> | undefined;
  const referencesFor = async () => {
    if (references) return references;
    const imageId = await createImage(t.db, t.app.services.storage, {
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#2a7"/></svg>',
      widths: [64],
    });
    const business = await createCategory(t.db, {
      site_id: siteId,
      parent_id: null,
      kind: 'business',
      name_en: 'Shops',
      name_ar: 'متاجر',
      sort_order: 0,
    });
    const group = await t.db
      .insertInto('faq_groups')
      .values({ site_id: siteId, title_en: 'Group', title_ar: 'مجموعة', sort_order: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = await t.db
      .selectFrom('forms')
      .select('id')
      .where('slug', '=', FORM_SLUG)
      .executeTakeFirstOrThrow();
    await createPage(t.db, {
      site_id: siteId,
      key: 'about',
      title_en: 'About',
      title_ar: 'من نحن',
      summary_en: '',
      summary_ar: '',
      body_en: '',
      body_ar: '',
      image_id: null,
    });
    references = {
      image: imageId,
      categories: business.id,
      'market-models.categoryId': market.categoryId,
      'faq-groups': group.id,
      forms: form.id,
    };
    return references;
  };

  /** The longest value a console field accepts; `variant` keeps unique values apart. */
  const longestContentValue = (
    definition: ContentCollectionDefinition,
    field: ContentField,
    variant: string,
    refs: Record<string, number>,
  ): unknown => {
    const max = field.maxLength ?? 200;
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        return variant + text(max - 1);
      case 'lines': {
        const lines: string[] = [];
        for (let index = 0; ; index++) {
          const line = `${variant}${index} | English label | تسمية عربية`;
          if ([...lines, line].join('\n').length > max) break;
          lines.push(line);
        }
        return lines.join('\n');
      }
      case 'slug':
        return variant + 'a'.repeat(max - 1);
      case 'link':
        return `/${variant}${'x'.repeat(max - 2)}`;
      case 'email':
        return `${variant}${'a'.repeat(63)}@${'b'.repeat(max - 64 - 1 - '.org'.length)}.org`;
      case 'color':
        return '#1A7F5A';
      case 'integer':
      case 'number':
        return field.max ?? 1_000_000;
      case 'boolean':
        return true;
      case 'dateTime':
        return '2099-12-31T23:59:59.999+14:00';
      case 'choice':
        return longest(field.options ?? ['']);
      case 'image':
        return refs.image;
      case 'reference':
        return refs[`${definition.key}.${field.name}`] ?? refs[field.references ?? ''];
    }
  };
  const longestContent = async (definition: ContentCollectionDefinition, variant: string) => {
    const refs = await referencesFor();
    const body: Record<string, unknown> = {};
    for (const field of definition.fields) {
      if (!field.readOnly) body[field.name] = longestContentValue(definition, field, variant, refs);
    }
    // Rules beyond a field's type: a live chat needs its account id; a site needs a real time zone.
    if (definition.key === 'settings') {
      body.liveChatProvider = longest(LIVE_CHAT_PROVIDER_NAMES);
      body.liveChatId = 'c'.repeat(64);
      body.mapLatitude = 90;
      body.mapLongitude = 180;
      // A tile address names {z}, {x} and {y}.
      const tiles = '/{z}/{x}/{y}.png';
      body.mapTileUrl = `https://${'t'.repeat(300 - 'https://'.length - tiles.length)}${tiles}`;
    }
    if (definition.key === 'sites') body.timeZone = 'America/Argentina/ComodRivadavia';
    return body;
  };
  /** The record a collection's update is measured on: a fixed one, or one added with the longest values. */
  const contentRecordId = async (definition: ContentCollectionDefinition): Promise<number> => {
    if (definition.key === 'settings' || definition.key === 'sites') return siteId;
    if (definition.key === 'pages') {
      await referencesFor();
      const page = await t.db
        .selectFrom('pages')
        .select('id')
        .where('site_id', '=', siteId)
        .executeTakeFirstOrThrow();
      return page.id;
    }
    const created = await setup(
      call(
        'POST',
        `/admin/content/${definition.key}`,
        await longestContent(definition, 'u'),
        (await staffAccount('admin')).headers,
      ),
    );
    return (created.json() as { data: { id: number } }).data.id;
  };
  /** Every console collection's writes, with the longest value of each of its fields. */
  function contentEntries(definition: ContentCollectionDefinition) {
    const path = `/admin/content/${definition.key}`;
    return [
      ...(definition.canCreate
        ? [
            {
              route: `POST ${S}${path}`,
              values: `the longest value of every ${definition.key} field`,
              status: 200,
              request: async () =>
                call(
                  'POST',
                  path,
                  await longestContent(definition, 'c'),
                  (await staffAccount('admin')).headers,
                ),
            },
          ]
        : []),
      {
        route: `PATCH ${S}${path}/:id`,
        values: `the longest value of every ${definition.key} field`,
        status: 200,
        request: async () =>
          call(
            'PATCH',
            `${path}/${await contentRecordId(definition)}`,
            await longestContent(definition, 'p'),
            (await staffAccount('admin')).headers,
          ),
      },
      ...(definition.canDelete
        ? [
            {
              route: `DELETE ${S}${path}/:id`,
              values: 'the largest path id (no body)',
              status: 404,
              request: async () =>
                call(
                  'DELETE',
                  `${path}/${LARGEST_PATH_ID}`,
                  undefined,
                  (await staffAccount('admin')).headers,
                ),
            },
          ]
        : []),
    ];
  }

  const table: { route: string; values: string; status: number; request: () => Promise<InjectOptions> }[] = [
    {
      route: `POST ${S}/auth/register`,
      values: 'the longest name, e-mail, phone and password',
      status: 201,
      request: async () => register(),
    },
    {
      route: `POST ${S}/auth/login`,
      values: 'the longest e-mail and the longest password an account can have',
      status: 200,
      request: async () => {
        const account = await longestAccount();
        return call('POST', '/auth/login', {
          email: account.email,
          password: account.password,
          sessionType: 'bearer',
        });
      },
    },
    {
      route: `POST ${S}/auth/login`,
      // Login accepts longer passwords than any account can have, so this one is always wrong:
      // 400, after counting a failed login for the address.
      values: 'the longest password login accepts (necessarily wrong)',
      status: 400,
      request: async () => {
        const account = await longestAccount();
        return call('POST', '/auth/login', {
          email: account.email,
          password: password(MAX.anyPassword, 'wrong'),
          sessionType: 'bearer',
        });
      },
    },
    {
      route: `POST ${S}/logout`,
      values: 'no body',
      status: 200,
      request: async () => call('POST', '/logout', undefined, (await longestAccount()).headers),
    },
    {
      route: `POST ${S}/password/forgot`,
      values: 'the longest registered e-mail',
      status: 200,
      request: async () => call('POST', '/password/forgot', { email: (await longestAccount()).email }),
    },
    {
      route: `POST ${S}/password/reset`,
      values: 'the longest e-mail and new password',
      status: 200,
      request: async () => {
        const { email } = await longestAccount();
        await setup(call('POST', '/password/forgot', { email }));
        const secret = password(MAX.newPassword, 'reset');
        return call('POST', '/password/reset', {
          email,
          code: codeMailedTo(email),
          password: secret,
          password_confirmation: secret,
        });
      },
    },
    {
      route: `PATCH ${S}/profile`,
      values: 'the longest name, phone and gender',
      status: 200,
      request: async () =>
        call(
          'PATCH',
          '/profile',
          { name: text(MAX.profileName), phone: LONGEST_PHONE, gender: longest(GENDERS) },
          (await longestAccount()).headers,
        ),
    },
    {
      route: `POST ${S}/profile/password`,
      values: 'the longest current and new passwords',
      status: 200,
      request: async () => {
        const account = await longestAccount();
        const secret = password(MAX.newPassword, 'changed');
        return call(
          'POST',
          '/profile/password',
          { current_password: account.password, password: secret, password_confirmation: secret },
          account.headers,
        );
      },
    },
    {
      route: `POST ${S}/profile/email`,
      values: 'the longest new e-mail',
      status: 200,
      request: () => changeEmail(),
    },
    {
      route: `POST ${S}/profile/email/confirm`,
      values: 'the code for the longest new e-mail',
      status: 200,
      request: async () => {
        const account = await longestAccount();
        const email = longestEmail();
        await setup(call('POST', '/profile/email', { email, password: account.password }, account.headers));
        return call('POST', '/profile/email/confirm', { code: codeMailedTo(email) }, account.headers);
      },
    },
    {
      route: `POST ${S}/profile/email/verify`,
      values: 'no body; a link to the longest e-mail',
      status: 200,
      request: async () => call('POST', '/profile/email/verify', undefined, (await longestAccount()).headers),
    },
    {
      route: `POST ${S}/email/verify`,
      values: 'the token of a link to the longest e-mail',
      status: 200,
      request: async () => {
        const account = await longestAccount();
        await setup(call('POST', '/profile/email/verify', undefined, account.headers));
        const mail = mails.findLast((message) => message.to === account.email);
        const token = /token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return call('POST', '/email/verify', { token });
      },
    },
    {
      route: `POST ${S}/profile/photo`,
      values: 'a photo just under the upload limit',
      status: 200,
      request: async () => {
        const { headers } = await longestAccount();
        const { payload, contentType } = multipart('photo', 'photo.png', 'image/png', await largestPhoto());
        return {
          ...call('POST', '/profile/photo', undefined, { ...headers, 'content-type': contentType }),
          payload,
        };
      },
    },
    {
      route: `DELETE ${S}/profile/photo`,
      values: 'no body',
      status: 200,
      request: async () => call('DELETE', '/profile/photo', undefined, (await longestAccount()).headers),
    },
    {
      route: `DELETE ${S}/profile`,
      values: 'the longest password an account can have',
      status: 200,
      request: async () => {
        const account = await longestAccount();
        return call('DELETE', '/profile', { password: account.password }, account.headers);
      },
    },
    {
      route: `POST ${S}/profile/save`,
      values: 'a published blog post',
      status: 200,
      request: async () =>
        call('POST', '/profile/save', { type: 'blog', id: postId }, (await longestAccount()).headers),
    },
    {
      route: `POST ${S}/uploads/listing-photos`,
      values: 'a photo just under the profile upload limit, with the longest idempotency key',
      status: 200,
      request: async () => {
        const { headers } = await longestAccount();
        const { payload, contentType } = multipart('photo', 'photo.png', 'image/png', await largestPhoto());
        return {
          ...call('POST', '/uploads/listing-photos', undefined, {
            ...headers,
            'content-type': contentType,
            'idempotency-key': 'k'.repeat(64),
          }),
          payload,
        };
      },
    },
    // The business writes with the longest values of every field are covered field by field in
    // directory.routes.test.ts; here each route answers the largest path id without a 500.
    ...(
      [
        ['POST', '/businesses', {}, 400],
        ['PATCH', `/businesses/${LARGEST_PATH_ID}`, {}, 400],
        ['DELETE', `/businesses/${LARGEST_PATH_ID}`, undefined, 404],
        ['POST', `/businesses/${LARGEST_PATH_ID}/follow`, undefined, 404],
        ['DELETE', `/businesses/${LARGEST_PATH_ID}/follow`, undefined, 404],
        ['POST', `/moderation/listings/${LARGEST_PATH_ID}`, { action: 'approve' }, 404],
        ['POST', `/listings/${LARGEST_PATH_ID}/report`, { reasonId: 1, note: 'n'.repeat(500) }, 404],
        ...(['jobs', 'rents', 'products', 'events'] as const).flatMap((path) => [
          ['PATCH', `/${path}/${LARGEST_PATH_ID}`, {}, 400] as const,
          ['DELETE', `/${path}/${LARGEST_PATH_ID}`, undefined, 404] as const,
          ['POST', `/${path}/${LARGEST_PATH_ID}/contact`, undefined, 404] as const,
          [
            'POST',
            `/${path}/${LARGEST_PATH_ID}/actions`,
            { action: 'close', reason: 'r'.repeat(200) },
            404,
          ] as const,
        ]),
      ] as const
    ).map(([method, path, body, status]) => ({
      route: `${method} ${S}${path.replace(/\d+/, ':id')}`,
      values: 'the largest path id',
      status,
      request: async () => call(method, path, body, (await longestAccount()).headers),
    })),
    {
      route: `POST ${S}/profile/save`,
      // The largest id the body accepts names no post: 404.
      values: 'the largest id the body accepts',
      status: 404,
      request: async () =>
        call(
          'POST',
          '/profile/save',
          { type: longest(SAVED_ITEM_TYPES), id: MAX_RECORD_ID },
          (await longestAccount()).headers,
        ),
    },
    // A job and a home with the longest value of every field are stored (PostgreSQL checks each
    // column's length).
    {
      route: `POST ${S}/jobs`,
      values: 'the longest value of every field',
      status: 200,
      request: async () =>
        call(
          'POST',
          '/jobs',
          {
            intent: 'offer',
            title: text(120),
            description: text(4000),
            cityId,
            phone: LONGEST_PHONE,
            email: longestEmail(),
            isAnonymous: 'true',
            language: 'ar',
            posterType: 'company',
            company: text(120),
            jobType: 'full_time',
            workLocation: text(200),
            salary: 100_000_000,
            salaryType: 'month',
            experience: 'senior',
            portfolioUrl: 'https://example.com/'.padEnd(500, 'x'),
          },
          (await longestAccount()).headers,
        ),
    },
    {
      route: `POST ${S}/rents`,
      values: 'the longest value of every field',
      status: 200,
      request: async () =>
        call(
          'POST',
          '/rents',
          {
            intent: 'seek',
            title: text(120),
            description: text(4000),
            cityId,
            phone: LONGEST_PHONE,
            email: longestEmail(),
            isAnonymous: true,
            accommodationType: 'townhouse',
            price: 100_000_000,
            areaSqft: 100_000,
            bedrooms: 50,
            bathrooms: 50,
            sharedBathroom: true,
            gender: 'female',
          },
          (await longestAccount()).headers,
        ),
    },
    {
      route: `POST ${S}/products`,
      values: 'the longest value of every field',
      status: 200,
      request: async () =>
        call(
          'POST',
          '/products',
          {
            intent: 'seek',
            title: text(120),
            description: text(4000),
            cityId,
            phone: LONGEST_PHONE,
            email: longestEmail(),
            isAnonymous: 'true',
            language: 'ar',
            ...market,
            condition: 'used',
            price: 100_000_000,
            year: new Date().getUTCFullYear() + 1,
          },
          (await longestAccount()).headers,
        ),
    },
    {
      route: `POST ${S}/events`,
      values: 'the longest value of every field',
      status: 200,
      request: async () => {
        const category = await createCategory(t.db, {
          site_id: siteId,
          parent_id: null,
          kind: 'event',
          name_en: text(120),
          name_ar: text(120),
          sort_order: 0,
        });
        const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
        return call(
          'POST',
          '/events',
          {
            title: text(120),
            description: text(4000),
            cityId,
            phone: LONGEST_PHONE,
            email: longestEmail(),
            isAnonymous: 'true',
            language: 'ar',
            categoryId: category.id,
            allDay: false,
            startDate: day(2),
            startTime: '23:59',
            endDate: day(33),
            endTime: '23:59',
            attendance: 'mixed',
            venueName: text(160),
            address: text(300),
            onlineUrl: 'https://example.com/'.padEnd(500, 'x'),
            organizerName: text(120),
            priceType: 'from',
            price: 100_000_000,
            spokenLanguage: 'both',
            registrationUrl: 'https://example.com/'.padEnd(500, 'y'),
          },
          (await longestAccount()).headers,
        );
      },
    },
    {
      route: `DELETE ${S}/profile/save/:type/:id`,
      values: 'the longest type and the largest path id (no body)',
      status: 200,
      request: async () =>
        call(
          'DELETE',
          `/profile/save/${longest(SAVED_ITEM_TYPES)}/${LARGEST_PATH_ID}`,
          undefined,
          (await longestAccount()).headers,
        ),
    },
    {
      route: `POST ${S}/admin/review-queue/:id/decision`,
      // The largest id the path accepts names no post: 404, after the longest note and version pass.
      values: 'the longest note and version, the largest path id',
      status: 404,
      request: async () =>
        call(
          'POST',
          `/admin/review-queue/${LARGEST_PATH_ID}/decision`,
          { action: 'reject', version: 'v'.repeat(200), reasonId: MAX_RECORD_ID, note: text(500) },
          (await staffAccount('moderator')).headers,
        ),
    },
    {
      route: `POST ${S}/admin/review-queue/decisions`,
      values: 'the most posts at once, each with the longest version, and the longest note',
      status: 200,
      request: async () =>
        call(
          'POST',
          '/admin/review-queue/decisions',
          {
            action: 'approve',
            items: Array.from({ length: 50 }, (_, index) => ({
              id: MAX_RECORD_ID - index,
              version: 'v'.repeat(200),
            })),
            note: text(500),
          },
          (await staffAccount('moderator')).headers,
        ),
    },
    {
      route: `POST ${S}/admin/reports/:id`,
      values: 'the longest note and version, the largest path id',
      status: 404,
      request: async () =>
        call(
          'POST',
          `/admin/reports/${LARGEST_PATH_ID}`,
          { action: 'take-down', version: 'v'.repeat(200), reasonId: MAX_RECORD_ID, note: text(500) },
          (await staffAccount('moderator')).headers,
        ),
    },
    {
      route: `POST ${S}/admin/reporters/:id`,
      values: 'a boolean (no text), the longest account',
      status: 200,
      request: async () =>
        call(
          'POST',
          `/admin/reporters/${(await longestAccount()).id}`,
          { banned: true },
          (await staffAccount('moderator')).headers,
        ),
    },
    {
      route: `POST ${S}/admin/users/:id/suspension`,
      values: 'the longest reason',
      status: 200,
      request: async () =>
        call(
          'POST',
          `/admin/users/${(await longestAccount()).id}/suspension`,
          { reason: text(500) },
          (await staffAccount('admin')).headers,
        ),
    },
    {
      route: `DELETE ${S}/admin/users/:id/suspension`,
      values: 'the largest path id (no body)',
      status: 404,
      request: async () =>
        call(
          'DELETE',
          `/admin/users/${LARGEST_PATH_ID}/suspension`,
          undefined,
          (await staffAccount('admin')).headers,
        ),
    },
    {
      route: `PATCH ${S}/admin/users/:id/role`,
      values: 'the longest role',
      status: 200,
      request: async () =>
        call(
          'PATCH',
          `/admin/users/${(await longestAccount()).id}/role`,
          { role: longest(ROLES) },
          (await staffAccount('admin')).headers,
        ),
    },
    {
      route: `POST ${S}/admin/users/:id/password-reset`,
      values: 'the longest e-mail address and name, in the reset message',
      status: 200,
      request: async () =>
        call(
          'POST',
          `/admin/users/${(await longestAccount()).id}/password-reset`,
          undefined,
          (await staffAccount('admin')).headers,
        ),
    },
    {
      route: `POST ${S}/subscribes`,
      values: 'the longest e-mail',
      status: 200,
      request: async () => subscribe(),
    },
    {
      route: `POST ${S}/subscribes/confirm`,
      // Real tokens are 32 characters, so the longest valid one is unknown: 400 "link not valid".
      values: 'the longest token',
      status: 400,
      request: async () => call('POST', '/subscribes/confirm', { token: LONGEST_TOKEN }),
    },
    {
      route: `POST ${S}/subscribes/unsubscribe`,
      // As for confirm: the longest valid token is unknown, 400.
      values: 'the longest token',
      status: 400,
      request: async () => call('POST', '/subscribes/unsubscribe', { token: LONGEST_TOKEN }),
    },
    {
      route: 'POST /api/newsletter/one-click-unsubscribe',
      // As for confirm: the longest valid token is unknown, 400.
      values: 'the longest token, and the RFC 8058 body',
      status: 400,
      request: async () => ({
        ...call('POST', `/api/newsletter/one-click-unsubscribe?token=${LONGEST_TOKEN}`, undefined, {
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: 'List-Unsubscribe=One-Click',
      }),
    },
    {
      route: `POST ${S}/forms/:slug`,
      values: 'the longest slug, field names and value of every field type',
      status: 200,
      request: async () => {
        const definition = (await setup({ method: 'GET', url: `/api/GA/en/0/forms/${FORM_SLUG}` })).json()
          .data as FormDefinition;
        const payload = Object.fromEntries(
          definition.fields.map((field) => [field.name, longestFormValue(field)]),
        );
        return call('POST', `/forms/${FORM_SLUG}`, payload, (await longestAccount()).headers);
      },
    },
    {
      route: `POST ${S}/contact`,
      values: 'the longest name, e-mail, phone and message',
      status: 200,
      request: async () => contact(),
    },
    ...CONTENT_COLLECTIONS.flatMap((definition) => contentEntries(definition)),
    {
      route: `POST ${S}/admin/uploads/images`,
      values: 'an image just under the upload limit',
      status: 200,
      request: async () => {
        const { headers } = await staffAccount('admin');
        const { payload, contentType } = multipart('photo', 'photo.png', 'image/png', await largestPhoto());
        return {
          ...call('POST', '/admin/uploads/images', undefined, { ...headers, 'content-type': contentType }),
          payload,
        };
      },
    },
    {
      route: `PATCH ${S}/admin/messages/:id`,
      values: 'the longest status',
      status: 200,
      request: async () =>
        call(
          'PATCH',
          `/admin/messages/${await contactMessageId()}`,
          { status: 'answered' },
          (await staffAccount('admin')).headers,
        ),
    },
    {
      route: `POST ${S}/admin/messages/:id/reply`,
      values: 'the longest answer to the longest message, in the reply e-mail',
      status: 200,
      request: async () =>
        call(
          'POST',
          `/admin/messages/${await contactMessageId()}/reply`,
          { reply: text(5000) },
          (await staffAccount('admin')).headers,
        ),
    },
    {
      route: `DELETE ${S}/admin/subscribers/:id`,
      values: 'the largest path id (no body)',
      status: 404,
      request: async () =>
        call(
          'DELETE',
          `/admin/subscribers/${LARGEST_PATH_ID}`,
          undefined,
          (await staffAccount('admin')).headers,
        ),
    },
    {
      route: `POST ${S}/admin/sites`,
      values: 'the longest code, names and time zone, and as many of the longest hosts as allowed',
      status: 201,
      request: async () =>
        call(
          'POST',
          '/admin/sites',
          { code: 'WLIMITSA', ...longestSiteValues('a') },
          (await staffAccount('admin')).headers,
        ),
    },
    {
      route: `PATCH ${S}/admin/sites/:code`,
      values: 'the longest names and time zone, and as many of the longest hosts as allowed',
      status: 200,
      request: async () => {
        const { headers } = await staffAccount('admin');
        const made = await t.app.inject(
          call('POST', '/admin/sites', { code: 'WLIMITSB', ...shortSiteValues('b') }, headers),
        );
        expect(made.statusCode, made.body).toBe(201);
        return call('PATCH', '/admin/sites/WLIMITSB', longestSiteValues('b'), headers);
      },
    },
  ];

  /** A site's values at their longest: 20 distinct hosts of 253 characters (labels of 63 at most). */
  const longestSiteValues = (letter: string) => ({
    nameEn: text(SITE_NAME_MAX),
    nameAr: 'م'.repeat(SITE_NAME_MAX),
    // The longest IANA zone name there is.
    timeZone: 'America/Argentina/ComodRivadavia',
    hosts: Array.from({ length: 20 }, (_, index) =>
      [letter.repeat(63), 'h'.repeat(63), 'x'.repeat(63), `${index}`.padStart(61, 'z')].join('.'),
    ),
  });
  const shortSiteValues = (letter: string) => ({
    nameEn: 'Short',
    nameAr: 'قصير',
    timeZone: 'America/Detroit',
    hosts: [`${letter}.limits.example`],
  });

  /** Sends a request and checks its answer, naming the server's error if it was a 500. */
  const expectAnswer = async (request: InjectOptions, status: number) => {
    const response = await t.app.inject(request);
    const error = serverErrors.get(String(response.headers['x-request-id']));
    const explanation = `${request.method} ${request.url} answered ${response.statusCode}: ${error ?? response.body}`;
    expect(response.statusCode, explanation).not.toBe(500);
    expect(response.statusCode, explanation).toBe(status);
  };

  it('has an entry for every write route of the API, and none for a route that is gone', () => {
    const writes = registeredRoutes(t.app).filter(isApiWrite);
    expect(writes, 'the route listing was not understood').toContain(`POST ${S}/auth/register`);
    const covered = new Set(table.map((entry) => entry.route));
    const missing = writes.filter((route) => !covered.has(route));
    expect(
      missing,
      `Add an entry to the table in write-limits.routes.test.ts for: ${missing.join(', ')}`,
    ).toEqual([]);
    const gone = [...covered].filter((route) => !writes.includes(route));
    expect(gone, 'Entries for routes that no longer exist').toEqual([]);
  });

  it('sends values the contract accepts, and that it would refuse one character longer', () => {
    const cases: [string, z.ZodType, string, string][] = [
      ['e-mail', EmailSchema, longestEmail(), 'x'],
      ['name', RegisterBodySchema.shape.name, text(MAX.name), 'x'],
      ['phone', RegisterBodySchema.shape.phone, LONGEST_PHONE, '1'],
      ['contact phone', ContactBodySchema.shape.phone, LONGEST_PHONE.slice(0, MAX.contactPhone), '1'],
      ['new password', RegisterBodySchema.shape.password, password(MAX.newPassword, 'check'), 'x'],
      ['login password', LoginBodySchema.shape.password, password(MAX.anyPassword, 'check'), 'x'],
      ['message', ContactBodySchema.shape.message, text(MAX.message), 'x'],
      ['token', SubscriptionTokenBodySchema.shape.token, LONGEST_TOKEN, 'x'],
    ];
    for (const [field, schema, value, extra] of cases) {
      expect(schema.safeParse(value).success, `${field} is valid`).toBe(true);
      expect(schema.safeParse(value + extra).success, `${field} is the longest valid`).toBe(false);
    }
  });

  it.each(table)('$route with $values', async ({ request, status }) => {
    await expectAnswer(await request(), status);
  });

  /*
   * "İ" (U+0130) lower-cases to two characters ("i" and a combining dot), so the e-mail rule
   * measures the stored, lower-cased form: an address that would grow past 254 is refused, and
   * one that grows to exactly 254 is stored.
   */
  const growing = () => longestEmail({ fill: 'İ' });
  const growingToTheLimit = () => {
    const dots = 'İ'.repeat(10);
    const local = `user.${++addresses}.${Date.now()}.${dots}`.padEnd(64, 'x');
    const domain = 'x'.repeat(MAX.email - dots.length - local.length - '@'.length - '.example'.length);
    return `${local}@${domain}.example`;
  };
  // PostgreSQL cannot store a NUL character at all; every API write refuses one as a field error.
  it.each([
    {
      route: `POST ${S}/contact`,
      field: 'message',
      request: () =>
        call('POST', '/contact', {
          name: 'Nul',
          email: longestEmail(),
          phone: '',
          message: 'before\u0000after',
        }),
    },
    {
      route: `POST ${S}/subscribes`,
      field: 'email',
      request: () => subscribe('nul\u0000x@example.org'),
    },
  ])('$route refuses a NUL character in $field', async ({ request, field }) => {
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it('measures an address as it will be stored', () => {
    expect(growing()).toHaveLength(MAX.email);
    expect(EmailSchema.safeParse(growing()).success).toBe(false);
    const fitting = EmailSchema.safeParse(growingToTheLimit());
    expect(fitting.success).toBe(true);
    expect(fitting.data).toHaveLength(MAX.email);
  });
  it.each([
    { route: `POST ${S}/auth/register`, status: 201, request: async (email: string) => register(email) },
    { route: `POST ${S}/subscribes`, status: 200, request: async (email: string) => subscribe(email) },
    { route: `POST ${S}/contact`, status: 200, request: async (email: string) => contact(email) },
    { route: `POST ${S}/profile/email`, status: 200, request: (email: string) => changeEmail(email) },
  ])(
    '$route stores an e-mail that grows to 254 characters and refuses one that grows beyond',
    async ({ request, status }) => {
      await expectAnswer(await request(growingToTheLimit()), status);
      const refused = await t.app.inject(await request(growing()));
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toEqual(['email']);
    },
  );
});
