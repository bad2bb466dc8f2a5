import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';
import { CONTACT_LIMITS } from './contact.service';

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

describe.skipIf(isEngineUnavailable())(`contact API (${testEngine})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = (
    payload: unknown,
    language = 'en',
    headers: Record<string, string> = {},
    from = nextAddress(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/GA/${language}/0/contact`,
      payload: payload as object,
      headers,
      remoteAddress: from,
    });
  const storedCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('stores the message, mails it to the site address with Reply-To, and thanks the sender', async () => {
    const since = smtp.messages.length;
    const email = `sender.${Date.now()}@example.org`;
    const response = await send({
      name: 'Huda Saleh',
      email,
      phone: '+1 678 555 0110',
      message: 'Do you list Arabic-speaking dentists in Decatur?\nThank you.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'Thank you for your time.' } });
    expect(response.headers['cache-control']).toBe('no-store');
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Huda Saleh',
      phone: '+1 678 555 0110',
      language: 'en',
      status: 'new',
    });
    const mail = await smtp.nextMessageTo('hello@jaliya.us', since, /New message from Huda Saleh/);
    expect(mail.text).toContain('Do you list Arabic-speaking dentists in Decatur?');
    expect(mail.replyTo?.value[0]?.address).toBe(email);
  });

  it('answers in Arabic, and accepts a message without a phone', async () => {
    const response = await send(
      { name: 'هدى', email: `ar.${Date.now()}@example.org`, message: 'مرحبًا، أريد الإعلان عن مطعمي.' },
      'ar',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'شكرًا لك على وقتك.' } });
  });

  it('links the message to the signed-in sender', async () => {
    const { user, headers, email } = await registerTestUser(t);
    const response = await send({ name: 'Omar', email, message: 'Hello from my account' }, 'en', headers);
    expect(response.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('user_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(user.id);
  });

  it('refuses bad input field by field in the request language, and stores nothing', async () => {
    const before = await storedCount();
    const english = await send({ name: ' ', email: 'not an email', phone: 'call me', message: '   ' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toEqual({
      name: 'Name is required',
      email: 'Email is not valid',
      phone: 'Phone is not valid',
      message: 'Message cant be empty',
    });
    const arabic = await send({ email: 'a@b.co' }, 'ar');
    expect(arabic.json().error.fields).toEqual({
      name: 'الاسم مطلوب',
      message: 'لا يمكن أن تكون الرسالة فارغة',
    });
    const tooLong = await send({ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) });
    expect(tooLong.json().error.fields).toEqual({ message: 'Message must be at most 5,000 characters' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses unknown fields, wrong types, malformed bodies and other content types without a 500', async () => {
    const before = await storedCount();
    const extra = await send({ name: 'A', email: 'a@b.co', message: 'hi', status: 'answered', user_id: 1 });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().error.fields)).toEqual(expect.arrayContaining(['status', 'user_id']));
    const typed = await send({ name: ['A'], email: 42, message: { text: 'hi' } });
    expect(typed.statusCode).toBe(400);
    for (const [body, type] of [
      ['{"name":', 'application/json'],
      ['name=A&email=a@b.co&message=hi', 'text/plain'],
      ['', 'application/json'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/contact',
        payload: body,
        headers: { 'content-type': type },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${type} ${body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const huge = await send({ name: 'A', email: 'a@b.co', message: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a cross-site post', async () => {
    const response = await send({ name: 'A', email: 'a@b.co', message: 'hi' }, 'en', {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits messages per address with a 429 and Retry-After', async () => {
    const from = nextAddress();
    const { max } = CONTACT_LIMITS.messagesPerAddress;
    for (let index = 0; index < max; index += 1) {
      const ok = await send(
        { name: 'A', email: `limit.${index}@example.org`, message: 'hi' },
        'en',
        {},
        from,
      );
      expect(ok.statusCode).toBe(200);
    }
    const limited = await send({ name: 'A', email: 'limit.x@example.org', message: 'hi' }, 'ar', {}, from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});
