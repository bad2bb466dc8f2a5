import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
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

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await createSite(t.db);
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
        photo: '',
      },
    });
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
});
