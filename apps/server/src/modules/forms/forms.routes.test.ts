import type { FormDefinition } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createForm, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { FORM_LIMITS } from './forms.service';

let address = 0;
const nextAddress = () => `198.18.0.${++address}`;

describe.skipIf(isEngineUnavailable())(`forms API (${testEngine})`, () => {
  let t: TestApp;
  let formId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    const form = await createForm(
      t.db,
      {
        site_id: site.id,
        slug: 'volunteer',
        title_en: 'Volunteer with us',
        title_ar: 'تطوّع معنا',
        intro_en: 'Tell us how you can help.',
        intro_ar: 'أخبرنا كيف يمكنك المساعدة.',
        success_en: 'Thank you for volunteering!',
        success_ar: 'شكرًا لتطوعك!',
        is_published: 1,
      },
      [
        { name: 'full_name', type: 'text', label_en: 'Full name', label_ar: 'الاسم الكامل', is_required: 1 },
        { name: 'email', type: 'email', label_en: 'Email', label_ar: 'البريد الإلكتروني', is_required: 1 },
        { name: 'phone', type: 'phone', label_en: 'Phone', label_ar: 'الهاتف', is_required: 0 },
        {
          name: 'help',
          type: 'choice',
          label_en: 'How can you help?',
          label_ar: 'كيف يمكنك المساعدة؟',
          is_required: 1,
          options: [
            { value: 'translate', label_en: 'Translating', label_ar: 'الترجمة' },
            { value: 'drive', label_en: 'Driving', label_ar: 'التوصيل' },
          ],
        },
        {
          name: 'notes',
          type: 'textarea',
          label_en: 'Notes',
          label_ar: 'ملاحظات',
          is_required: 0,
          max_length: 50,
        },
      ],
    );
    formId = form.id;
    await createForm(
      t.db,
      {
        site_id: site.id,
        slug: 'closed',
        title_en: 'Closed',
        title_ar: 'مغلق',
        intro_en: '',
        intro_ar: '',
        success_en: '',
        success_ar: '',
        is_published: 0,
      },
      [],
    );
  });
  afterAll(() => t?.close());

  const submit = (payload: unknown, language = 'en', slug = 'volunteer', from = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/GA/${language}/0/forms/${slug}`,
      payload: payload as object,
      remoteAddress: from,
    });
  const submissions = () =>
    t.db.selectFrom('form_submissions').selectAll().where('form_id', '=', formId).execute();

  it('describes the form in the request language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/GA/ar/0/forms/volunteer' });
    expect(response.statusCode).toBe(200);
    const form = (response.json() as { data: FormDefinition }).data;
    expect(form).toMatchObject({
      slug: 'volunteer',
      title: 'تطوّع معنا',
      intro: 'أخبرنا كيف يمكنك المساعدة.',
    });
    expect(form.fields.map((field) => [field.name, field.type, field.isRequired])).toEqual([
      ['full_name', 'text', true],
      ['email', 'email', true],
      ['phone', 'phone', false],
      ['help', 'choice', true],
      ['notes', 'textarea', false],
    ]);
    expect(form.fields[3]?.options).toEqual([
      { value: 'translate', label: 'الترجمة' },
      { value: 'drive', label: 'التوصيل' },
    ]);
    expect(form.fields[4]?.maxLength).toBe(50);
  });

  it('answers an unknown, unpublished or malformed slug with 404', async () => {
    for (const slug of ['nope', 'closed', 'Volunteer!', 'a'.repeat(100)]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/GA/en/0/forms/${slug}` })).statusCode).toBe(404);
      expect((await submit({}, 'en', slug)).statusCode).toBe(404);
    }
  });

  it('stores a valid submission, trimmed, and answers with the form’s own thanks', async () => {
    const response = await submit(
      { full_name: '  Sami Nasser ', email: 'sami@example.org', help: 'drive', notes: '' },
      'ar',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'شكرًا لتطوعك!' } });
    const stored = (await submissions()).at(-1);
    expect(stored?.language).toBe('ar');
    expect(JSON.parse(stored?.data ?? '{}')).toEqual({
      full_name: 'Sami Nasser',
      email: 'sami@example.org',
      help: 'drive',
    });
  });

  it('names every problem at once, with the field labels in the request language, and stores nothing', async () => {
    const before = (await submissions()).length;
    const english = await submit({
      email: 'nope',
      phone: 'abc',
      help: 'cook',
      notes: 'x'.repeat(51),
      role: 'admin',
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toEqual({
      full_name: 'Full name is required',
      email: 'Email is not valid',
      phone: 'Phone is not valid',
      help: 'Please choose one of the answers',
      notes: 'Notes must be at most 50 characters',
      role: 'role is not an accepted field',
    });
    const arabic = await submit({}, 'ar');
    expect(arabic.json().error.fields).toMatchObject({
      full_name: 'الاسم الكامل مطلوب',
      help: 'يرجى اختيار إحدى الإجابات',
    });
    // A question is not a name: "How can you help? is required" is no sentence in either language.
    expect(JSON.stringify([english.json(), arabic.json()])).not.toMatch(/[?؟] (is required|مطلوب)/);
    expect((await submissions()).length).toBe(before);
  });

  it('refuses values that are not text, and bodies that are not objects, without a 500', async () => {
    for (const payload of [{ full_name: ['a'] }, { full_name: { a: 1 } }, { full_name: 7 }, ['a'], null]) {
      const response = await submit(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // A body that is not JSON at all is refused for its type.
    expect((await submit('full_name=a')).statusCode).toBe(415);
  });

  it('limits submissions per address', async () => {
    const from = nextAddress();
    const valid = { full_name: 'A', email: 'a@example.org', help: 'translate' };
    for (let index = 0; index < FORM_LIMITS.submissionsPerAddress.max; index += 1) {
      expect((await submit(valid, 'en', 'volunteer', from)).statusCode).toBe(200);
    }
    expect((await submit(valid, 'en', 'volunteer', from)).statusCode).toBe(429);
  });
});
