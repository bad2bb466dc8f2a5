import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createSite } from '../../seed/factories';
import { legacyCall } from '../../test/legacy-client';
import { codeIn, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { LegacyErrorSchema } from './legacy-endpoint';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;
let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

describe.skipIf(isEngineUnavailable())(`old client's accounts (${testEngine})`, () => {
  let t: TestApp;
  let smtp: Smtp;
  const password = 'olive-tree-2026';
  const member = { email: `old.member.${Date.now()}@example.org`, token: '' };
  let cityId = 0;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://jaliya.example' });
    const site = await createSite(t.db);
    cityId = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    // One member for the file, signed up as the old client does: multipart, no phone, no gender.
    const registered = await legacyCall(t, 'POST', 'register', {
      fields: { name: 'Old Member', email: member.email, password, password_confirmation: password },
      remoteAddress: nextAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    member.token = registered.json().data.token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The old failure form, with the message of one old field. */
  const refusal = (response: { json(): unknown }) => LegacyErrorSchema.parse(response.json());

  it('signs up from a multipart form and answers data.token, a bearer session, and data.user', async () => {
    const profile = await legacyCall(t, 'GET', 'profile', { token: member.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      status: true,
      status_number: 'S200',
      data: {
        name: 'Old Member',
        email: member.email,
        phone_number: '',
        gender: null,
        birth_date: null,
        // No photo yet: a plain avatar, which the old profile page draws (an empty one was a broken image).
        photo: 'https://jaliya.example/media/category-icons/user.svg',
      },
    });
    const avatar = await t.app.inject({ method: 'GET', url: '/media/category-icons/user.svg' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('refuses a taken address and mismatched passwords with errors.<field>[0] in the language of the path', async () => {
    const taken = await legacyCall(t, 'POST', 'register', {
      language: 'ar',
      fields: { name: 'Again', email: member.email, password, password_confirmation: 'something-else-1' },
      remoteAddress: nextAddress(),
    });
    expect(taken.statusCode).toBe(400);
    const body = refusal(taken);
    expect(body).toMatchObject({ status: false, status_number: 'S400' });
    expect(body.errors.password_confirmation?.[0]).toMatch(/[\u0600-\u06FF]/);
    const mismatchFixed = await legacyCall(t, 'POST', 'register', {
      fields: { name: 'Again', email: member.email, password, password_confirmation: password },
      remoteAddress: nextAddress(),
    });
    expect(refusal(mismatchFixed).errors.email).toEqual(['This email is already registered']);
  });

  it('check-email: a free address passes, a registered one is refused on errors.email', async () => {
    const free = await legacyCall(t, 'POST', 'check-email', {
      fields: { email: 'free.address@example.org' },
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ status: true, data: { email: 'free.address@example.org' } });
    const taken = await legacyCall(t, 'POST', 'check-email', {
      fields: { email: member.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(400);
    expect(refusal(taken).errors.email).toEqual(['This email is already registered']);
    const empty = await legacyCall(t, 'POST', 'check-email', { fields: {} });
    expect(refusal(empty).errors.email).toEqual(['Email is required']);
  });

  it('login: a token on success, 200 with errors.email for an unknown address, 4xx for a wrong password', async () => {
    const ok = await legacyCall(t, 'POST', 'login', {
      fields: { email: member.email, password },
      remoteAddress: nextAddress(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ name: 'Old Member', email: member.email });
    const other = await legacyCall(t, 'GET', 'profile', { token: ok.json().data.token });
    expect(other.statusCode).toBe(200);

    const unknown = await legacyCall(t, 'POST', 'login', {
      fields: { email: 'nobody.here@example.org', password },
      remoteAddress: nextAddress(),
    });
    expect(unknown.statusCode).toBe(200);
    expect(refusal(unknown).errors.email).toEqual(['This email is not registered']);

    const wrong = await legacyCall(t, 'POST', 'login', {
      body: 'urlencoded',
      fields: { email: member.email, password: 'not-the-password' },
      remoteAddress: nextAddress(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(refusal(wrong).errors.password).toEqual(['Wrong password']);
  });

  it('takes urlencoded and JSON bodies as well as multipart', async () => {
    for (const body of ['urlencoded', 'json'] as const) {
      const response = await legacyCall(t, 'POST', 'login', {
        body,
        fields: { email: member.email, password },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, body).toBe(200);
      expect(typeof response.json().data.token).toBe('string');
    }
  });

  it('profile without a session (Bearer null) is a 401 in the old form', async () => {
    const guest = await legacyCall(t, 'GET', 'profile');
    expect(guest.statusCode).toBe(401);
    expect(refusal(guest)).toMatchObject({
      status: false,
      status_number: 'S400',
      message: 'Please log in to continue.',
    });
  });

  it('treats a city id of the old back end as the whole site', async () => {
    const response = await legacyCall(t, 'GET', 'profile', { token: member.token, cityId: '17' });
    expect(response.statusCode).toBe(200);
  });

  it('resets a password in the old three steps, the grant bound to the address that proved the code', async () => {
    const address = nextAddress();
    const person = { email: `reset.${Date.now()}@example.org`, password: 'first-pass-2026' };
    await legacyCall(t, 'POST', 'register', {
      fields: { name: 'Resetting', ...person, password_confirmation: person.password },
      remoteAddress: nextAddress(),
    });
    // Without a checked code, a new password is refused.
    const early = await legacyCall(t, 'POST', 'forgot-password', {
      fields: { email: person.email, password: 'second-pass-2026' },
      remoteAddress: address,
    });
    expect(refusal(early).status_number).toBe('S400');

    const before = smtp.messages.length;
    const sent = await legacyCall(t, 'POST', 'send-email', {
      fields: { email: person.email },
      remoteAddress: address,
    });
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await smtp.nextMessageTo(person.email, before, /reset code/));
    const wrongCode = await legacyCall(t, 'POST', 'check-code', {
      fields: { email: person.email, code: code === '000000' ? '111111' : '000000' },
      remoteAddress: address,
    });
    expect(refusal(wrongCode).errors.code).toEqual(['OTP is not valid']);
    const checked = await legacyCall(t, 'POST', 'check-code', {
      fields: { email: person.email, code },
      remoteAddress: address,
    });
    expect(checked.json()).toMatchObject({ status: true, status_number: 'S200' });

    // Another address cannot use the grant.
    const elsewhere = await legacyCall(t, 'POST', 'forgot-password', {
      fields: { email: person.email, password: 'stolen-pass-2026' },
      remoteAddress: nextAddress(),
    });
    expect(refusal(elsewhere).status).toBe(false);
    const reset = await legacyCall(t, 'POST', 'forgot-password', {
      fields: { email: person.email, password: 'second-pass-2026' },
      remoteAddress: address,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await legacyCall(t, 'POST', 'login', {
      fields: { email: person.email, password: 'second-pass-2026' },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
    // The grant is used up.
    const again = await legacyCall(t, 'POST', 'forgot-password', {
      fields: { email: person.email, password: 'third-pass-2026' },
      remoteAddress: address,
    });
    expect(refusal(again).status).toBe(false);
  });

  it('change-password: the old field names, a wrong current password on errors.password', async () => {
    const wrong = await legacyCall(t, 'POST', 'profile/change-password', {
      token: member.token,
      fields: { password: 'not-my-password', new_password: 'brand-new-2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(refusal(wrong).errors.password).toEqual(['Your current password is not correct']);
    const short = await legacyCall(t, 'POST', 'profile/change-password', {
      token: member.token,
      fields: { password, new_password: 'short' },
    });
    expect(refusal(short).errors.new_password).toEqual(['Passwords must be at least 8 characters']);
    const changed = await legacyCall(t, 'POST', 'profile/change-password', {
      token: member.token,
      fields: { password, new_password: 'brand-new-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The session that changed it stays; the password is the new one.
    expect((await legacyCall(t, 'GET', 'profile', { token: member.token })).statusCode).toBe(200);
  });
  /** Signs up through the old form and answers the new member's address, password and token. */
  async function oldSignUp(name = 'Leaving Member') {
    const person = { email: `old.${Date.now()}.${++addresses}@example.org`, password: 'fig-orchard-2026' };
    const registered = await legacyCall(t, 'POST', 'register', {
      fields: { name, ...person, password_confirmation: person.password },
      remoteAddress: nextAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const id = registered.json().data.user.id as number;
    return { ...person, id, token: registered.json().data.token as string };
  }

  it('POST profile saves the old fields (phone_number, gender, a photo file) and keeps what is left out', async () => {
    const person = await oldSignUp('Profile Member');
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const saved = await legacyCall(t, 'POST', 'profile', {
      token: person.token,
      fields: {
        name: 'Profile Member Renamed',
        email: person.email.toUpperCase(),
        phone_number: '+1 404 555 0177',
        gender: 'Female',
        birth_date: '1990-04-01',
      },
      files: { photo: [photo] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: true,
      status_number: 'S200',
      data: {
        name: 'Profile Member Renamed',
        phone_number: '+1 404 555 0177',
        gender: 'female',
        birth_date: null,
      },
    });
    const photoUrl = saved.json().data.photo as string;
    expect(photoUrl).toMatch(/^https:\/\/jaliya\.example\/media\/.+/);

    // The state portal sends the current photo back as its URL, and first and last names from the apps.
    const again = await legacyCall(t, 'POST', 'profile', {
      token: person.token,
      body: 'urlencoded',
      fields: { first_name: 'Layla', last_name: 'Haddad', photo: photoUrl, phone_number: '' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const profile = (await legacyCall(t, 'GET', 'profile', { token: person.token })).json().data;
    expect(profile).toMatchObject({
      name: 'Layla Haddad',
      phone_number: '+1 404 555 0177',
      gender: 'female',
      photo: photoUrl,
    });
  });

  it('POST profile refuses field by field in the old names and the path’s language, changing nothing', async () => {
    const person = await oldSignUp('Careful Member');
    const bad = await legacyCall(t, 'POST', 'profile', {
      token: person.token,
      language: 'ar',
      fields: { name: ' ', phone_number: 'call me', gender: 'other' },
    });
    expect(bad.statusCode).toBe(400);
    const errors = refusal(bad).errors;
    expect(Object.keys(errors).sort()).toEqual(['gender', 'name', 'phone_number']);
    for (const messages of Object.values(errors)) expect(messages[0]).toMatch(/[\u0600-\u06FF]/);

    // A new e-mail address needs the code Jaliya sends to it: the site's profile does that.
    const moved = await legacyCall(t, 'POST', 'profile', {
      token: person.token,
      fields: { name: 'Moved Member', email: 'somewhere.else@example.org' },
    });
    expect(refusal(moved).errors.email?.[0]).toMatch(/use your profile on the website/);
    const photo = await legacyCall(t, 'POST', 'profile', {
      token: person.token,
      fields: { name: 'Moved Member' },
      files: { photo: [Buffer.from('not a picture')] },
    });
    expect(refusal(photo).errors.photo?.[0]).toBe('Please choose a JPEG, PNG, WebP or AVIF photo');
    // Past the profile photo's 5 MB (and past the old forms' 12 MB), the message names the 5 MB.
    for (const megabytes of [6, 13]) {
      const large = await legacyCall(t, 'POST', 'profile', {
        token: person.token,
        files: { photo: [Buffer.alloc(megabytes * 1024 * 1024)] },
      });
      expect(refusal(large).errors.photo, `${megabytes} MB`).toEqual(['The photo must be at most 5 MB']);
    }
    const profile = (await legacyCall(t, 'GET', 'profile', { token: person.token })).json().data;
    expect(profile).toMatchObject({ name: 'Careful Member', email: person.email, phone_number: '' });
    expect((await legacyCall(t, 'POST', 'profile', { fields: { name: 'Guest' } })).statusCode).toBe(401);
  });

  it('DELETE profile/delete-user erases the account as Jaliya’s own deletion does, from a fresh sign-in', async () => {
    const person = await oldSignUp();
    // A post of theirs, waiting for review, and another session on a second phone.
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/jobs',
      headers: { authorization: `Bearer ${person.token}` },
      payload: {
        intent: 'seek',
        title: 'Looking for weekend work',
        description: 'Weekends.',
        cityId,
        phone: '+1 404 555 0142',
        jobType: 'part_time',
        workLocation: 'Atlanta',
        posterType: 'individual',
        experience: 'none',
      },
    });
    expect(job.statusCode, job.body).toBe(200);
    const second = await legacyCall(t, 'POST', 'login', {
      fields: { email: person.email, password: person.password },
      remoteAddress: nextAddress(),
    });
    const deleted = await legacyCall(t, 'DELETE', 'profile/delete-user', {
      token: person.token,
      headers: { accept: 'application/json' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      status: true,
      status_number: 'S200',
      message: 'Your account has been deleted successfully.',
    });
    // Every token of theirs is dead, and the address can sign in no more.
    for (const token of [person.token, second.json().data.token as string])
      expect((await legacyCall(t, 'GET', 'profile', { token })).statusCode).toBe(401);
    const login = await legacyCall(t, 'POST', 'login', {
      fields: { email: person.email, password: person.password },
      remoteAddress: nextAddress(),
    });
    expect(refusal(login).errors.email).toEqual(['This email is not registered']);
    // The row is anonymised and what it owned is gone, as after Jaliya's own DELETE profile.
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '', phone: '', password_hash: '!' });
    expect(row.email).toMatch(/^deleted-.+\.invalid$/);
    expect(row.deleted_at).not.toBeNull();
    const left = async (table: 'sessions' | 'saved_items') =>
      (await t.db.selectFrom(table).select('user_id').where('user_id', '=', person.id).execute()).length;
    expect(await left('sessions')).toBe(0);
    expect(await left('saved_items')).toBe(0);
    const posts = await t.db
      .selectFrom('listings')
      .select('id')
      .where('owner_user_id', '=', person.id)
      .execute();
    expect(posts).toEqual([]);
  });

  it('DELETE profile/delete-user from a session older than 10 minutes asks to sign in again and deletes nothing', async () => {
    const person = await oldSignUp('Staying Member');
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('user_id', '=', person.id)
      .execute();
    const before = smtp.messages.length;
    const refused = await legacyCall(t, 'DELETE', 'profile/delete-user', {
      token: person.token,
      language: 'ar',
    });
    expect(refused.statusCode).toBe(401);
    expect(refusal(refused)).toMatchObject({ status: false, status_number: 'S400', code: 'UNAUTHENTICATED' });
    expect(refusal(refused).errors.token?.[0]).toMatch(/[\u0600-\u06FF]/);
    // The old web client says "deleted" whatever the answer: the owner is told by e-mail what to do.
    const notice = await smtp.nextMessageTo(person.email, before, /not deleted/);
    expect(notice.text).toContain('https://jaliya.example/delete-account');
    // Nothing was deleted: the session still works and the account still signs in.
    expect((await legacyCall(t, 'GET', 'profile', { token: person.token })).statusCode).toBe(200);

    const fresh = await legacyCall(t, 'POST', 'login', {
      fields: { email: person.email, password: person.password },
      remoteAddress: nextAddress(),
    });
    const token = fresh.json().data.token as string;
    const deleted = await legacyCall(t, 'DELETE', 'profile/delete-user', { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const old of [token, person.token])
      expect((await legacyCall(t, 'GET', 'profile', { token: old })).statusCode).toBe(401);
  });

  it('verification-code: GET e-mails a sign-up code to a free address, POST checks it', async () => {
    const email = `signing.up.${Date.now()}@example.org`;
    const address = nextAddress();
    const before = smtp.messages.length;
    const sent = await legacyCall(t, 'GET', `verification-code?email=${encodeURIComponent(email)}`, {
      remoteAddress: address,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: true, status_number: 'S200', data: null });
    const code = codeIn(await smtp.nextMessageTo(email, before, /sign-up code/));

    const wrong = await legacyCall(t, 'POST', 'verification-code', {
      fields: { email, code: code === '000000' ? '111111' : '000000' },
      remoteAddress: address,
    });
    expect(wrong.statusCode).toBe(400);
    expect(refusal(wrong)).toMatchObject({ status_number: 'S400', errors: { code: ['OTP is not valid'] } });
    const otherAddress = await legacyCall(t, 'POST', 'verification-code', {
      fields: { email: 'someone.else@example.org', code },
      remoteAddress: address,
    });
    expect(refusal(otherAddress).status_number).toBe('S400');
    const right = await legacyCall(t, 'POST', 'verification-code', {
      fields: { email: email.toUpperCase(), code },
      remoteAddress: address,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ status: true, status_number: 'S200' });
  });

  it('verification-code: a registered address gets no code, with the same answer; five wrong codes make it wait', async () => {
    const before = smtp.messages.length;
    const sent = await legacyCall(t, 'GET', `verification-code?email=${encodeURIComponent(member.email)}`, {
      remoteAddress: nextAddress(),
    });
    expect(sent.statusCode).toBe(200);
    await t.app.services.mailer.deliverDue();
    expect(
      smtp.messages.slice(before).filter((message) => /sign-up code/.test(message.subject ?? '')),
    ).toEqual([]);

    const email = `guessing.${Date.now()}@example.org`;
    const tries = [];
    for (let attempt = 0; attempt < 6; attempt++)
      tries.push(
        await legacyCall(t, 'POST', 'verification-code', {
          fields: { email, code: String(100000 + attempt) },
          remoteAddress: nextAddress(),
        }),
      );
    expect(tries.slice(0, 5).map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(tries[5]?.statusCode).toBe(429);
    expect(refusal(tries[5] as { json(): unknown }).status_number).toBe('S400');
  });
});
