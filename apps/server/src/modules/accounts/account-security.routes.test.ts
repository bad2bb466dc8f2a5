import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSite } from '../../seed/factories';
import { codeIn, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { codeHashOf } from './session-tokens';

// Counts the password checks the server makes, without changing what they do.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

/*
 * SECURITY.md items 3, 4 and 5: a login for an unknown address does the work of a real one; the
 * limits group IPv6 addresses by /64; one-time codes expire and serve only their purpose.
 */
describe.skipIf(isEngineUnavailable())(`account security (${testEngine})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let people = 0;
  const base = '/api/GA/en/0';
  const password = 'juniper-hill-2026';

  const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${base}/${url}`, payload, remoteAddress, headers });
  const register = (remoteAddress: string) => {
    const email = `security.${++people}.${Date.now()}@example.org`;
    return post(
      'auth/register',
      {
        name: 'Sami Security',
        email,
        phone: '+1 404 555 0142',
        password,
        password_confirmation: password,
        gender: 'male',
        accept_terms: true,
        sessionType: 'bearer',
      },
      remoteAddress,
    ).then((response) => ({ response, email }));
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await createSite(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('checks a password against a hash for an unknown address too, as for a known one (item 3)', async () => {
    const { email } = await register('198.18.1.1');
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    const unknown = await post(
      'auth/login',
      { email: `nobody.${Date.now()}@example.org`, password },
      '198.18.1.2',
    );
    expect(unknown.json().error.fields).toEqual({ email: 'This email is not registered' });
    expect(verify).toHaveBeenCalledTimes(1);
    // The hash it checks against is made with today's parameters, like every stored one.
    expect(String(verify.mock.calls[0]?.[0])).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    verify.mockClear();
    const wrong = await post('auth/login', { email, password: 'not-the-password' }, '198.18.1.3');
    expect(wrong.json().error.fields).toEqual({ password: 'Wrong password' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('counts every address of one IPv6 /64 as one for the limits, and another /64 apart (item 4)', async () => {
    for (let index = 1; index <= 10; index++) {
      const { response } = await register(`2001:db8:4:4::${index.toString(16)}`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const sameHousehold = await register('2001:db8:4:4:ffff:ffff:ffff:ffff');
    expect(sameHousehold.response.statusCode).toBe(429);
    expect(Number(sameHousehold.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('2001:db8:4:5::1')).response.statusCode).toBe(201);
  });

  it('lets a code expire after 10 minutes and serve only the purpose and account it was made for (item 5)', async () => {
    const { email, response } = await register('198.18.5.1');
    const auth = { authorization: `Bearer ${response.json().data.token as string}` };
    const newPassword = 'cedar-lake-2027';
    const reset = (code: string) =>
      post(
        'password/reset',
        { email, code, password: newPassword, password_confirmation: newPassword },
        '198.18.5.2',
      );

    let seen = smtp.messages.length;
    await post('password/forgot', { email }, '198.18.5.3');
    const resetCode = codeIn(await smtp.nextMessageTo(email, seen, /reset code/));
    // A reset code does not confirm an e-mail change.
    const wrongPurpose = await post('profile/email/confirm', { code: resetCode }, '198.18.5.4', auth);
    expect(wrongPurpose.json().error.fields).toEqual({ code: 'OTP is not valid' });
    // The stored hash binds the code to its purpose and account.
    const stored = await t.db
      .selectFrom('one_time_codes')
      .select(['code_hash', 'user_id', 'expires_at', 'created_at'])
      .where('purpose', '=', 'password_reset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toBe(codeHashOf(resetCode, stored.user_id, 'password_reset'));
    expect(stored.code_hash).not.toBe(codeHashOf(resetCode, stored.user_id, 'email_change'));
    expect(stored.code_hash).not.toBe(codeHashOf(resetCode, stored.user_id + 1, 'password_reset'));
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(10 * 60_000);
    // Once its ten minutes are over (here: moved back in time), the right code is refused.
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', stored.user_id)
      .execute();
    expect((await reset(resetCode)).json().error.fields).toEqual({ code: 'OTP is not valid' });

    // A fresh code works once, and only once.
    seen = smtp.messages.length;
    await post('password/forgot', { email }, '198.18.5.5');
    const fresh = codeIn(await smtp.nextMessageTo(email, seen, /reset code/));
    expect((await reset(fresh)).statusCode).toBe(200);
    expect((await reset(fresh)).statusCode).toBe(400);
  });
});
