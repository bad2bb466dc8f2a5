import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { mediaDirectory } from '../../services';
import { codeIn, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;
let address = 0;
/** Each test speaks from its own address, so per-address limits do not leak between tests. */
const nextAddress = () => `198.51.100.${++address}`;

describe.skipIf(isEngineUnavailable())(`accounts API (${testEngine})`, () => {
  let t: TestApp;
  let smtp: Smtp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const base = (language = 'en') => `/api/GA/${language}/0`;
  let people = 0;
  const person = (overrides: Record<string, unknown> = {}) => ({
    name: 'Layla Haddad',
    email: `layla.${++people}.${Date.now()}@example.org`,
    phone: '+1 404 555 0199',
    password: 'olive-tree-2026',
    password_confirmation: 'olive-tree-2026',
    gender: 'female',
    accept_terms: true,
    ...overrides,
  });
  const post = (
    path: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) => t.app.inject({ method: 'POST', url: path, payload: payload as object, headers, remoteAddress });
  const cookieOf = (response: { headers: Record<string, unknown> }) => {
    const header = response.headers['set-cookie'];
    const cookies = Array.isArray(header) ? header : [header as string];
    return cookies.find((cookie) => cookie.startsWith('jaliya_session='));
  };
  const sessionHeader = (setCookie: string | undefined) => ({
    cookie: (setCookie ?? '').split(';')[0] ?? '',
  });
  const register = async (overrides: Record<string, unknown> = {}) => {
    const body = person(overrides);
    const response = await post(`${base()}/auth/register`, body);
    expect(response.statusCode, response.body).toBe(201);
    return { body, cookie: sessionHeader(cookieOf(response)), user: response.json().data.user };
  };
  const bearer = async (email: string, password: string) => {
    const response = await post(`${base()}/auth/login`, { email, password, sessionType: 'bearer' });
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${response.json().data.token as string}` };
  };

  describe('register', () => {
    it('creates a user and a web session in an HttpOnly, SameSite=Lax cookie, with no token in the body', async () => {
      const body = person();
      const response = await post(`${base()}/auth/register`, body);
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data.user).toMatchObject({
        name: 'Layla Haddad',
        email: body.email,
        role: 'user',
        gender: 'female',
        language: 'en',
      });
      expect(data.token).toBeUndefined();
      expect(JSON.stringify(data)).not.toContain('password');
      const cookie = cookieOf(response);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(response.headers['cache-control']).toBe('no-store');
      const profile = await t.app.inject({
        method: 'GET',
        url: `${base()}/auth/me`,
        headers: sessionHeader(cookie),
      });
      expect(profile.json().data.email).toBe(body.email);
    });

    it('explains every bad field, in English and in Arabic, and creates nothing', async () => {
      const bad = {
        name: ' ',
        email: 'not-an-email',
        phone: '',
        password: 'short',
        password_confirmation: 'other',
        accept_terms: false,
      };
      const english = await post(`${base()}/auth/register`, bad);
      expect(english.statusCode).toBe(400);
      expect(english.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fields: {
          name: 'Name is required',
          email: 'Email is not valid',
          phone: 'Phone is required',
          password: 'Passwords must be at least 8 characters',
          password_confirmation: 'Password does not match',
          gender: 'Gender is required',
          accept_terms: 'Please accept our terms & conditions to continue',
        },
      });
      const arabic = await post(`${base('ar')}/auth/register`, {
        ...person(),
        password_confirmation: 'different-1',
      });
      expect(arabic.json().error.fields).toEqual({ password_confirmation: 'كلمتا المرور غير متطابقتين' });
      const count = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBeGreaterThan(0);
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', 'not-an-email').execute(),
      ).toEqual([]);
    });

    it('refuses an e-mail already registered, compared case-insensitively', async () => {
      const { body } = await register();
      const again = await post(`${base()}/auth/register`, person({ email: body.email.toUpperCase() }));
      expect(again.statusCode).toBe(400);
      expect(again.json().error.fields).toEqual({ email: 'This email is already registered' });
    });

    it('refuses a common password', async () => {
      const response = await post(
        `${base()}/auth/register`,
        person({ password: 'password123', password_confirmation: 'password123' }),
      );
      expect(response.json().error.fields).toEqual({
        password: 'This password is too common. Please choose another one',
      });
    });

    it('never lets a user choose a role or any other field it does not accept', async () => {
      const response = await post(`${base()}/auth/register`, person({ role: 'admin', deleted_at: null }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        role: 'role is not an accepted field',
        deleted_at: 'deleted_at is not an accepted field',
      });
    });
  });

  describe('login and sessions', () => {
    it('says whether the e-mail is unknown or the password wrong, field by field', async () => {
      const { body } = await register();
      const unknown = await post(`${base()}/auth/login`, {
        email: 'nobody@example.org',
        password: 'whatever-123',
      });
      expect(unknown.json().error.fields).toEqual({ email: 'This email is not registered' });
      const wrong = await post(`${base('ar')}/auth/login`, { email: body.email, password: 'wrong-password' });
      expect(wrong.json().error.fields).toEqual({ password: 'كلمة المرور غير صحيحة' });
    });

    it('gives apps a bearer token that works in Authorization, and logout ends it', async () => {
      const { body } = await register();
      const authorization = await bearer(body.email.toUpperCase(), body.password);
      const profile = await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: authorization });
      expect(profile.json().data.email).toBe(body.email);
      expect((await post(`${base()}/logout`, {}, authorization)).statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: authorization });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('UNAUTHENTICATED');
    });

    it('stores only hashes: no token or password is readable from the database', async () => {
      const { body } = await register();
      const token = (await bearer(body.email, body.password)).authorization.slice(7);
      const sessions = await t.db.selectFrom('sessions').select('id').execute();
      expect(sessions.some((session) => session.id === token)).toBe(false);
      const user = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', body.email)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('slows guessing from one address with a growing wait, while the owner elsewhere signs in', async () => {
      const { body } = await register();
      const guesser = nextAddress();
      const statuses: number[] = [];
      let last;
      for (let attempt = 0; attempt < 6; attempt++) {
        last = await post(
          `${base()}/auth/login`,
          { email: body.email, password: `guess-${attempt}-xyz` },
          {},
          guesser,
        );
        statuses.push(last.statusCode);
      }
      // Four free failures, the fifth starts a 1 s wait, so the sixth (at once) must wait.
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect(Number(last?.headers['retry-after'])).toBe(1);
      expect(last?.json().error.message).toMatch(/^Too many requests\. Please try again in 1 seconds?\.$/);
      const rightFromGuesser = await post(
        `${base()}/auth/login`,
        { email: body.email, password: body.password },
        {},
        guesser,
      );
      expect(rightFromGuesser.statusCode).toBe(429);
      // No lock-out: the owner at another address is not held back by someone else's guesses.
      const owner = await post(`${base()}/auth/login`, { email: body.email, password: body.password });
      expect(owner.statusCode).toBe(200);
    });

    it('slows guessing spread over many addresses to a short wait for the account, never a lock', async () => {
      const { body } = await register();
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await post(`${base()}/auth/login`, {
          email: body.email,
          password: `spread-${attempt}-x`,
        });
        expect(response.statusCode).toBe(400);
      }
      const owner = await post(`${base()}/auth/login`, { email: body.email, password: body.password });
      expect(owner.statusCode).toBe(429);
      const wait = Number(owner.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
    });

    it('lets a password reset end the wait that guessing started', async () => {
      const { body } = await register();
      const guesser = nextAddress();
      for (let attempt = 0; attempt < 6; attempt++)
        await post(
          `${base()}/auth/login`,
          { email: body.email, password: `guess-${attempt}-xyz` },
          {},
          guesser,
        );
      const before = smtp.messages.length;
      await post(`${base()}/password/forgot`, { email: body.email });
      const code = codeIn(await smtp.nextMessageTo(body.email, before, /reset code/));
      const reset = await post(`${base()}/password/reset`, {
        email: body.email,
        code,
        password: 'after-reset-2027',
        password_confirmation: 'after-reset-2027',
      });
      expect(reset.statusCode).toBe(200);
      const login = await post(
        `${base()}/auth/login`,
        { email: body.email, password: 'after-reset-2027' },
        {},
        guesser,
      );
      expect(login.statusCode).toBe(200);
      await smtp.nextMessageTo(body.email, before, /was changed/);
    });

    it('limits login attempts from one address', async () => {
      const from = nextAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 26; attempt++) {
        statuses.push(
          (
            await post(
              `${base()}/auth/login`,
              { email: `x${attempt}@example.org`, password: 'whatever-1' },
              {},
              from,
            )
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 25).every((status) => status === 400)).toBe(true);
      expect(statuses[25]).toBe(429);
    });
  });

  describe('one-time codes by e-mail', () => {
    it('resets a password with the e-mailed code, ends every session and tells the owner', async () => {
      const { body, cookie } = await register();
      const before = smtp.messages.length;
      const forgot = await post(`${base()}/password/forgot`, { email: body.email });
      expect(forgot.json().data.message).toBe(
        'If this email is registered, we have sent a 6-digit code to it. It expires in 10 minutes.',
      );
      const mail = await smtp.nextMessageTo(body.email, before, /reset code/);
      expect(mail.subject).toBe('Your Jaliya Georgia password reset code');
      expect(mail.html).toContain('dir="ltr"');
      const code = codeIn(mail);
      // Typed on an Arabic keyboard (١٢٣٤٥٦), with a space: still the same code.
      const typedInArabic = ` ${[...code].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join('')}`;
      const reset = await post(`${base()}/password/reset`, {
        email: body.email,
        code: typedInArabic,
        password: 'new-olive-2027',
        password_confirmation: 'new-olive-2027',
      });
      expect(reset.json().data.message).toBe('Your password has been changed successfully');
      expect(
        (await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: cookie })).statusCode,
      ).toBe(401);
      expect(
        (await post(`${base()}/auth/login`, { email: body.email, password: 'new-olive-2027' })).statusCode,
      ).toBe(200);
      expect((await smtp.nextMessageTo(body.email, before, /was changed/)).subject).toBe(
        'Your Jaliya Georgia password was changed',
      );
      const reused = await post(`${base()}/password/reset`, {
        email: body.email,
        code,
        password: 'another-pass-1',
        password_confirmation: 'another-pass-1',
      });
      expect(reused.json().error.fields).toEqual({ code: 'OTP is not valid' });
    });

    it('keeps the code when the new password is refused, so the user can pick another', async () => {
      const { body } = await register();
      const before = smtp.messages.length;
      await post(`${base()}/password/forgot`, { email: body.email });
      const code = codeIn(await smtp.nextMessageTo(body.email, before, /reset code/));
      const common = await post(`${base()}/password/reset`, {
        email: body.email,
        code,
        password: 'password123',
        password_confirmation: 'password123',
      });
      expect(common.statusCode).toBe(400);
      expect(Object.keys(common.json().error.fields)).toEqual(['password']);
      const good = await post(`${base()}/password/reset`, {
        email: body.email,
        code,
        password: 'second-choice-2027',
        password_confirmation: 'second-choice-2027',
      });
      expect(good.statusCode, good.body).toBe(200);
      await smtp.nextMessageTo(body.email, before, /was changed/);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const before = smtp.messages.length;
      const forgot = await post(`${base()}/password/forgot`, { email: 'ghost@example.org' });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json().data.message).toMatch(/^If this email is registered/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages.length).toBe(before);
    });

    it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
      const { body } = await register();
      const before = smtp.messages.length;
      await post(`${base()}/password/forgot`, { email: body.email });
      const code = codeIn(await smtp.nextMessageTo(body.email, before, /reset code/));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await post(`${base()}/password/reset`, {
          email: body.email,
          code: wrong,
          password: 'new-olive-2027',
          password_confirmation: 'new-olive-2027',
        });
        expect(response.json().error.fields).toEqual({ code: 'OTP is not valid' });
      }
      const right = await post(`${base()}/password/reset`, {
        email: body.email,
        code,
        password: 'new-olive-2027',
        password_confirmation: 'new-olive-2027',
      });
      expect(right.json().error.fields).toEqual({ code: 'OTP is not valid' });
    });

    it('voids the old code when a new one is sent', async () => {
      const { body } = await register();
      const before = smtp.messages.length;
      await post(`${base()}/password/forgot`, { email: body.email });
      const first = codeIn(await smtp.nextMessageTo(body.email, before, /reset code/));
      const afterFirst = smtp.messages.length;
      await post(`${base()}/password/forgot`, { email: body.email });
      const second = codeIn(await smtp.nextMessageTo(body.email, afterFirst, /reset code/));
      if (first !== second) {
        const old = await post(`${base()}/password/reset`, {
          email: body.email,
          code: first,
          password: 'new-olive-2027',
          password_confirmation: 'new-olive-2027',
        });
        expect(old.json().error.fields).toEqual({ code: 'OTP is not valid' });
      }
      const current = await post(`${base()}/password/reset`, {
        email: body.email,
        code: second,
        password: 'new-olive-2027',
        password_confirmation: 'new-olive-2027',
      });
      expect(current.statusCode).toBe(200);
    });

    it('changes the e-mail with a code sent to the new address and a notice to the old one, in the user language', async () => {
      const registered = await post(`${base('ar')}/auth/register`, person());
      const cookie = sessionHeader(cookieOf(registered));
      const oldEmail = registered.json().data.user.email as string;
      const newEmail = `new.${Date.now()}@example.org`;
      const before = smtp.messages.length;
      const wrongPassword = await post(
        `${base('ar')}/profile/email`,
        { email: newEmail, password: 'nope-nope-1' },
        cookie,
      );
      expect(wrongPassword.json().error.fields).toEqual({ password: 'كلمة المرور غير صحيحة' });
      const started = await post(
        `${base('ar')}/profile/email`,
        { email: newEmail, password: 'olive-tree-2026' },
        cookie,
      );
      expect(started.json().data.message).toContain(newEmail);
      // The profile says a code is waiting, so a reloaded page can still ask for it.
      const pending = async () =>
        (await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: cookie })).json().data
          .pendingEmail as string | null;
      expect(await pending()).toBe(newEmail);
      const codeMail = await smtp.nextMessageTo(newEmail, before);
      expect(codeMail.subject).toBe('أكّد بريدك الإلكتروني الجديد في جالية جورجيا');
      expect(codeMail.html).toContain('dir="rtl"');
      expect((await smtp.nextMessageTo(oldEmail, before, /طُلب تغيير/)).text).toContain(newEmail);
      const confirmed = await post(`${base('ar')}/profile/email/confirm`, { code: codeIn(codeMail) }, cookie);
      expect(confirmed.json().data.email).toBe(newEmail);
      expect(confirmed.json().data.pendingEmail).toBeNull();
      expect(await pending()).toBeNull();
      expect(
        (await post(`${base()}/auth/login`, { email: oldEmail, password: 'olive-tree-2026' })).json().error
          .fields,
      ).toEqual({ email: 'This email is not registered' });
    });
  });

  describe('e-mail verification', () => {
    const tokenIn = (text: string | undefined) => {
      const match = /\/Verify-Email\?token=([\w.-]+)/.exec(text ?? '');
      if (!match?.[1]) throw new Error(`no verification link in: ${text}`);
      return match[1];
    };
    const profileOf = async (cookie: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: cookie })).json().data;

    it('verifies the address with the link of the welcome mail, opened anywhere, once the button is pressed', async () => {
      const before = smtp.messages.length;
      const { body, cookie, user } = await register();
      expect(user.emailVerified).toBe(false);
      const welcome = await smtp.nextMessageTo(body.email, before);
      const token = tokenIn(welcome.text);
      expect(welcome.text).toContain('http://localhost:3000/Verify-Email?token=');
      // Bad and tampered tokens change nothing, and say why in the request's language.
      const [id, expires, mac] = token.split('.');
      for (const wrong of [
        '',
        'x',
        `${id}.${expires}.${'A'.repeat(43)}`,
        `${Number(id) + 1}.${expires}.${mac}`,
      ]) {
        const refused = await post(`${base('ar')}/email/verify`, { token: wrong });
        expect(refused.statusCode, wrong).toBe(400);
        expect(refused.json().error.fields.token).toBe(
          'هذا الرابط غير صالح أو انتهت مدته. اطلب رابطاً جديداً من ملفك الشخصي.',
        );
      }
      expect((await profileOf(cookie)).emailVerified).toBe(false);
      // No session needed: the link may be opened on another device.
      const verified = await post(`${base()}/email/verify`, { token });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data.message).toBe('Thank you: your e-mail address is verified.');
      expect((await profileOf(cookie)).emailVerified).toBe(true);
      expect((await post(`${base()}/email/verify`, { token })).statusCode).toBe(200);
    });

    it('sends a new link from the profile, and an expired or outdated link is refused', async () => {
      const { body, cookie } = await register();
      const before = smtp.messages.length;
      const sent = await post(`${base()}/profile/email/verify`, undefined, cookie);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.message).toContain(body.email);
      const token = tokenIn((await smtp.nextMessageTo(body.email, before, /Verify your e-mail/)).text);
      const [id, , mac] = token.split('.');
      // An expiry in the past (its MAC no longer matters): refused.
      expect((await post(`${base()}/email/verify`, { token: `${id}.1000.${mac}` })).statusCode).toBe(400);
      // After a change of address, a link sent to the old one verifies nothing.
      const newEmail = `moved.${Date.now()}@example.org`;
      const since = smtp.messages.length;
      await post(`${base()}/profile/email`, { email: newEmail, password: body.password }, cookie);
      await post(
        `${base()}/profile/email/confirm`,
        { code: codeIn(await smtp.nextMessageTo(newEmail, since)) },
        cookie,
      );
      // Confirming the new address by its code verified it.
      expect((await profileOf(cookie)).emailVerified).toBe(true);
      await t.db
        .updateTable('users')
        .set({ email_verified_at: null })
        .where('email', '=', newEmail)
        .execute();
      expect((await post(`${base()}/email/verify`, { token })).statusCode).toBe(400);
      expect((await post(`${base()}/profile/email/verify`, undefined)).statusCode).toBe(401);
    });
  });

  describe('a change of role', () => {
    const profile = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers });

    it('renews a web session at its next use; an app keeps its token', async () => {
      const { body, cookie, user } = await register();
      const app = await bearer(body.email, body.password);
      // A change of role, as the console or `npm run admin:create` makes it.
      await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', user.id).execute();

      const renewed = await profile(cookie);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().data.role).toBe('moderator');
      const fresh = cookieOf(renewed);
      expect(fresh).toMatch(/HttpOnly/);
      expect(fresh?.split(';')[0]).not.toBe(cookie.cookie);
      // The old id is gone; the new one carries on without another renewal.
      expect((await profile(cookie)).statusCode).toBe(401);
      const again = await profile(sessionHeader(fresh));
      expect(again.statusCode).toBe(200);
      expect(again.headers['set-cookie']).toBeUndefined();
      // An app's token came only in its login answer (nobody could plant it), and it has no way to
      // take a new one: it stays signed in.
      expect((await profile(app)).json().data.role).toBe('moderator');
    });
  });

  describe('profile, password and deletion', () => {
    it('updates only the signed-in user, and never the role', async () => {
      const a = await register();
      const b = await register();
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `${base()}/profile`,
        headers: a.cookie,
        payload: { name: 'Layla H.', phone: '+1 470 555 0100', gender: 'female' },
      });
      expect(patch.json().data).toMatchObject({
        name: 'Layla H.',
        phone: '+1 470 555 0100',
        email: a.body.email,
      });
      const withRole = await t.app.inject({
        method: 'PATCH',
        url: `${base()}/profile`,
        headers: a.cookie,
        payload: { name: 'x', phone: '+1 470 555 0100', gender: 'female', role: 'admin' },
      });
      expect(withRole.statusCode).toBe(400);
      const stored = await t.db
        .selectFrom('users')
        .select(['role', 'name'])
        .where('email', '=', a.body.email)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ role: 'user', name: 'Layla H.' });
      const other = await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: b.cookie });
      expect(other.json().data.email).toBe(b.body.email);
      const guest = await t.app.inject({
        method: 'PATCH',
        url: `${base()}/profile`,
        payload: { name: 'x', phone: '+1 470 555 0100', gender: 'male' },
      });
      expect(guest.statusCode).toBe(401);
      const forged = await t.app.inject({
        method: 'GET',
        url: `${base()}/auth/me`,
        headers: { cookie: 'jaliya_session=forged-token', authorization: 'Bearer also-forged' },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('turns event reminders on and off, keeps them when a form leaves them out, refuses a non-choice', async () => {
      const { cookie, user } = await register();
      expect(user.eventReminders).toBe(false);
      const patch = (payload: Record<string, unknown>, language = 'en') =>
        t.app.inject({
          method: 'PATCH',
          url: `${base(language)}/profile`,
          headers: cookie,
          payload: { name: 'Layla H.', phone: '+1 470 555 0100', gender: 'female', ...payload },
        });
      expect((await patch({ eventReminders: true })).json().data.eventReminders).toBe(true);
      // The old client's form and any other without the box leave the choice as it was.
      expect((await patch({})).json().data.eventReminders).toBe(true);
      const me = await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: cookie });
      expect(me.json().data.eventReminders).toBe(true);
      const refused = await patch({ eventReminders: 'yes please' }, 'ar');
      expect(refused.statusCode).toBe(400);
      // Field by field, in the request's language.
      expect(refused.json().error.fields.eventReminders).toMatch(/[\u0600-\u06FF]/);
      expect((await patch({ eventReminders: false })).json().data.eventReminders).toBe(false);
      const stored = await t.db
        .selectFrom('users')
        .select('event_reminders')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.event_reminders)).toBe(0);
    });

    it('changes the password with the current one, keeping this session and ending the others', async () => {
      const { body, cookie } = await register();
      const other = await bearer(body.email, body.password);
      const wrong = await post(
        `${base()}/profile/password`,
        {
          current_password: 'not-it-123',
          password: 'fresh-pass-2027',
          password_confirmation: 'fresh-pass-2027',
        },
        cookie,
      );
      expect(wrong.json().error.fields).toEqual({ current_password: 'Your current password is not correct' });
      const changed = await post(
        `${base()}/profile/password`,
        {
          current_password: body.password,
          password: 'fresh-pass-2027',
          password_confirmation: 'fresh-pass-2027',
        },
        cookie,
      );
      expect(changed.json().data.message).toBe('Your password has been changed successfully');
      expect(
        (await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: cookie })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: other })).statusCode,
      ).toBe(401);
    });

    it('deletes an account: personal data gone, sessions ended, the e-mail free again', async () => {
      const { body, cookie } = await register({ name: 'Sentinel Name', phone: '+1 404 555 0777' });
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `${base()}/profile`,
        headers: cookie,
        payload: { password: 'wrong-wrong-1' },
      });
      expect(refused.json().error.fields).toEqual({ password: 'Wrong password' });
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `${base()}/profile`,
        headers: cookie,
        payload: { password: body.password },
      });
      expect(deleted.json().data.message).toBe('Your account has been deleted successfully.');
      expect(cookieOf(deleted)).toMatch(/jaliya_session=;/);
      expect(
        (await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: cookie })).statusCode,
      ).toBe(401);
      const rows = await t.db.selectFrom('users').selectAll().where('name', '=', 'Sentinel Name').execute();
      expect(rows).toEqual([]);
      const phoneRows = await t.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', '+1 404 555 0777')
        .execute();
      expect(phoneRows).toEqual([]);
      expect(
        (await post(`${base()}/auth/login`, { email: body.email, password: body.password })).json().error
          .fields,
      ).toEqual({ email: 'This email is not registered' });
      expect((await post(`${base()}/auth/register`, person({ email: body.email }))).statusCode).toBe(201);
    });

    it('cannot be blocked by someone who registered the old placeholder address first', async () => {
      const victim = await register();
      // The placeholder the old code gave a deleted account, taken in advance by someone else.
      await register({ email: `deleted-${victim.user.id as number}@deleted.invalid` });
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `${base()}/profile`,
        headers: victim.cookie,
        payload: { password: victim.body.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `${base()}/auth/me`, headers: victim.cookie })).statusCode,
      ).toBe(401);
      const row = await t.db
        .selectFrom('users')
        .select(['email', 'deleted_at'])
        .where('id', '=', victim.user.id as number)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
      // Not an e-mail address at all, so nobody can register it.
      expect(row.email).not.toContain('@');
    });

    it('tells a limited caller nothing about which addresses are registered', async () => {
      const taken = await register();
      const { cookie } = await register();
      const from = nextAddress();
      const answers: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await post(
          `${base()}/profile/email`,
          { email: taken.body.email, password: 'olive-tree-2026' },
          cookie,
          from,
        );
        answers.push(
          response.statusCode === 429 ? 'limited' : (response.json().error.fields?.email as string),
        );
      }
      expect(answers).toEqual([
        'This email is already registered',
        'This email is already registered',
        'This email is already registered',
        'limited',
        'limited',
      ]);
    });

    it('counts password re-checks before hashing, so parallel guesses are limited too', async () => {
      const { cookie } = await register();
      const responses = await Promise.all(
        Array.from({ length: 14 }, (_, attempt) =>
          t.app.inject({
            method: 'DELETE',
            url: `${base()}/profile`,
            headers: cookie,
            payload: { password: `parallel-guess-${attempt}` },
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 400)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
      const limited = responses.find((response) => response.statusCode === 429);
      expect(Number(limited?.headers['retry-after']), limited?.body).toBeGreaterThan(60);
    });
  });

  describe('hostile requests', () => {
    it('refuses cookie writes sent from another site', async () => {
      const { cookie } = await register();
      const crossSite = await post(`${base()}/logout`, {}, { ...cookie, 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().error.code).toBe('CSRF_REJECTED');
      const foreignOrigin = await post(
        `${base()}/auth/login`,
        { email: 'a@b.co', password: 'x' },
        { origin: 'https://evil.example' },
      );
      expect(foreignOrigin.statusCode).toBe(403);
      const sameOrigin = await post(
        `${base()}/logout`,
        {},
        { ...cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      );
      expect(sameOrigin.statusCode).toBe(200);
    });

    it('answers malformed, huge and wrongly typed bodies with clean 4xx errors', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: `${base()}/auth/login`,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('BAD_REQUEST');
      const huge = await t.app.inject({
        method: 'POST',
        url: `${base()}/auth/login`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      const types = await post(`${base()}/auth/login`, { email: ['a@b.co'], password: 12345678 });
      expect(types.statusCode).toBe(400);
      expect(Object.keys(types.json().error.fields).sort()).toEqual(['email', 'password']);
      const text = await t.app.inject({
        method: 'POST',
        url: `${base()}/auth/login`,
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
      const empty = await t.app.inject({
        method: 'POST',
        url: `${base()}/auth/register`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
    });

    it('answers an unknown site with 404 before touching accounts', async () => {
      const response = await post('/api/XX/en/0/auth/login', { email: 'a@b.co', password: 'whatever-1' });
      expect(response.statusCode).toBe(404);
    });
  });
});

describe.skipIf(isEngineUnavailable())(`profile photo (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(() => t?.close());

  const multipartBody = (field: string, filename: string, type: string, content: Buffer) => {
    const boundary = '----jaliya-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    return {
      payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  };
  const signUp = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/auth/register',
      remoteAddress: `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
      payload: {
        name: 'Omar Khalil',
        email: `omar.${Date.now()}.${Math.random()}@example.org`,
        phone: '+1 404 555 0123',
        password: 'fig-tree-2026-x',
        password_confirmation: 'fig-tree-2026-x',
        gender: 'male',
        accept_terms: true,
      },
    });
    const cookie = (response.headers['set-cookie'] as string).split(';')[0] ?? '';
    return { cookie };
  };
  const upload = async (
    cookie: string,
    content: Buffer,
    filename = 'me.jpg',
    type = 'image/jpeg',
    field = 'photo',
  ) => {
    const { payload, contentType } = multipartBody(field, filename, type, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/profile/photo',
      headers: { cookie, 'content-type': contentType },
      payload,
    });
  };
  const storedFiles = async () =>
    (await import('node:fs')).readdirSync(mediaDirectory(t.config)).filter((name) => name.endsWith('.webp'));

  it('re-encodes a photo to WebP without metadata and replaces the old one with all its sizes', async () => {
    const { cookie } = await signUp();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d97706' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'sentinel-exif', ImageDescription: 'GPS sentinel' } } })
      .toBuffer();
    const before = (await storedFiles()).length;
    const first = await upload(cookie, photo);
    expect(first.statusCode, first.body).toBe(200);
    const image = first.json().data.photo;
    expect(image.srcset.split(', ')).toHaveLength(2);
    expect(image.url).toMatch(/-256\.webp$/);
    const stored = await readFile(path.join(mediaDirectory(t.config), path.basename(image.url)));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('sentinel-exif'))).toBe(false);
    expect((await storedFiles()).length).toBe(before + 2);
    const second = await upload(
      cookie,
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer(),
      'x.png',
      'image/png',
    );
    expect(second.statusCode).toBe(200);
    expect((await storedFiles()).length).toBe(before + 2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/GA/en/0/profile/photo',
      headers: { cookie },
    });
    expect(removed.json().data.photo).toBeNull();
    expect((await storedFiles()).length).toBe(before);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['a PHP file named .jpg', Buffer.from('<?php echo "pwned"; ?>'), 'x.jpg.php', 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
    [
      'a truncated JPEG',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
      'cut.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with a field error and stores nothing', async (_name, content, filename, type) => {
    const { cookie } = await signUp();
    const before = (await storedFiles()).length;
    const response = await upload(cookie, content, filename, type);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ photo: 'Please choose a JPEG, PNG, WebP or AVIF photo' });
    expect((await storedFiles()).length).toBe(before);
  });

  it("never deletes another user's photo, even when both uploaded the same bytes", async () => {
    const same = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const first = await signUp();
    const second = await signUp();
    const firstPhoto = (await upload(first.cookie, same, 'same.png', 'image/png')).json().data.photo;
    const secondPhoto = (await upload(second.cookie, same, 'same.png', 'image/png')).json().data.photo;
    expect(firstPhoto.url).not.toBe(secondPhoto.url);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/GA/en/0/profile/photo',
      headers: { cookie: first.cookie },
    });
    expect(removed.json().data.photo).toBeNull();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/GA/en/0/auth/me',
      headers: { cookie: second.cookie },
    });
    expect(profile.json().data.photo.url).toBe(secondPhoto.url);
    const files = await storedFiles();
    expect(files).toContain(path.basename(secondPhoto.url));
    expect(files).not.toContain(path.basename(firstPhoto.url));
    // Uploading the very same photo again replaces the old record without losing the new one.
    const again = (await upload(second.cookie, same, 'same.png', 'image/png')).json().data.photo;
    expect(await storedFiles()).toContain(path.basename(again.url));
    expect(await storedFiles()).not.toContain(path.basename(secondPhoto.url));
    const owners = await t.db
      .selectFrom('images')
      .select(['owner_user_id', 'purpose'])
      .where('purpose', '=', 'profile_photo')
      .execute();
    expect(owners.every((image) => image.owner_user_id !== null)).toBe(true);
  });

  it('refuses a second part in one upload and stores nothing', async () => {
    const { cookie } = await signUp();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const boundary = '----jaliya-two-parts';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from('\r\n'),
      ]);
    const before = (await storedFiles()).length;
    for (const second of ['photo', 'other']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/profile/photo',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([part('photo'), part(second), Buffer.from(`--${boundary}--\r\n`)]),
      });
      expect(response.statusCode, second).toBe(400);
      expect(response.json().error.fields).toEqual({ photo: 'Send one photo, in the field named photo' });
    }
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses a photo over 5 MB, and guests', async () => {
    const { cookie } = await signUp();
    const tooLarge = await upload(cookie, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields).toEqual({ photo: 'The photo must be at most 5 MB' });
    const guest = await upload(
      '',
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(guest.statusCode).toBe(401);
  });
});
