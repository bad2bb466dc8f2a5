import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

describe.skipIf(isEngineUnavailable())(`newsletter (${testEngine})`, () => {
  let t: TestApp;
  let smtp: Smtp;
  let address = 0;
  const from = () => `198.18.0.${++address}`;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://ga.jaliya.example' });
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const subscribe = (email: string, language = 'en', remoteAddress = from()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/GA/${language}/0/subscribes`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
      remoteAddress,
    });
  const rowsFor = (email: string) =>
    t.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();
  /** A raw header of a parsed message (mailparser folds List-* headers into objects). */
  const rawHeader = (mail: { headerLines: ReadonlyArray<{ key: string; line: string }> }, name: string) =>
    mail.headerLines.find((header) => header.key === name)?.line.replace(/^[^:]+:\s*/, '');
  const tokenFrom = (text: string, kind: 'confirm' | 'unsubscribe') =>
    new RegExp(`/newsletter/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

  it('subscribes once from form data, twice without error or duplicate, and mails one confirmation', async () => {
    const email = `reader.${Date.now()}@example.org`;
    const before = smtp.messages.length;
    const first = await subscribe(email);
    expect(first.statusCode).toBe(200);
    // Not subscribed yet: the message says to confirm by the e-mailed link.
    expect(first.json()).toEqual({
      data: {
        message: 'Almost there: open the link we have just e-mailed you to confirm your subscription.',
      },
    });
    expect((await subscribe(email.toUpperCase())).statusCode).toBe(200);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('pending');
    const mail = await smtp.nextMessageTo(email, before, /Confirm your subscription/);
    expect(rawHeader(mail, 'list-unsubscribe')).toMatch(
      /^<https:\/\/ga\.jaliya\.example\/api\/newsletter\/one-click-unsubscribe\?token=/,
    );
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('<a href="https://ga.jaliya.example/newsletter/confirm?token=');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      smtp.messages.slice(before).filter((message) => message.subject?.includes('Confirm your subscription')),
    ).toHaveLength(1);
  });

  it('confirms and unsubscribes with the links from the e-mail, without logging in', async () => {
    const email = `confirm.${Date.now()}@example.org`;
    const before = smtp.messages.length;
    await subscribe(email, 'ar');
    const mail = await smtp.nextMessageTo(email, before, /أكّد اشتراكك/);
    const token = tokenFrom(mail.text ?? '', 'confirm');
    expect(tokenFrom(mail.text ?? '', 'unsubscribe')).toBe(token);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/GA/ar/0/subscribes/confirm',
      payload: { token },
    });
    expect(confirmed.json().data.message).toBe('تم اشتراكك بنجاح.');
    expect((await rowsFor(email))[0]?.status).toBe('confirmed');
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/subscribes/unsubscribe',
      payload: { token },
    });
    expect(gone.json().data.message).toBe(
      'You have been unsubscribed. You will not receive our newsletter any more.',
    );
    expect((await rowsFor(email))[0]?.status).toBe('unsubscribed');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/subscribes/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
  });

  it('supports the one-click unsubscribe of mail clients (RFC 8058)', async () => {
    const email = `oneclick.${Date.now()}@example.org`;
    const before = smtp.messages.length;
    await subscribe(email);
    const mail = await smtp.nextMessageTo(email, before, /Confirm your subscription/);
    const target = /<(https:\/\/[^>]+)>/.exec(rawHeader(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(target).pathname + new URL(target).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await rowsFor(email))[0]?.status).toBe('unsubscribed');
  });

  it('accepts multipart form data and JSON too', async () => {
    const boundary = 'jaliya-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/subscribes',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nmulti.${Date.now()}@example.org\r\n--${boundary}--\r\n`,
      remoteAddress: from(),
    });
    expect(multipart.statusCode).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/subscribes',
      payload: { email: `json.${Date.now()}@example.org` },
      remoteAddress: from(),
    });
    expect(json.statusCode).toBe(200);
  });

  it('says "Email is not valid" in the request language and stores nothing', async () => {
    for (const [language, message] of [
      ['en', 'Email is not valid'],
      ['ar', 'البريد الإلكتروني غير صالح'],
    ] as const) {
      const response = await subscribe('not an email@x', language);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ email: message });
    }
    expect(await rowsFor('not an email@x')).toEqual([]);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/subscribes',
      payload: { email: 'a@b.co', status: 'confirmed' },
      remoteAddress: from(),
    });
    expect(extra.json().error.fields).toEqual({ status: 'status is not an accepted field' });
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/subscribes/unsubscribe',
      payload: { token: 'x'.repeat(32) },
    });
    expect(badToken.json().error.fields).toEqual({ token: 'This link is not valid or has expired.' });
  });

  it('limits subscriptions per address and per e-mail', async () => {
    const one = from();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++)
      statuses.push((await subscribe(`many.${index}.${Date.now()}@example.org`, 'en', one)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const victim = `victim.${Date.now()}@example.org`;
    const perEmail: number[] = [];
    for (let index = 0; index < 4; index++) perEmail.push((await subscribe(victim)).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 429]);
  });

  it('refuses a cross-site subscription post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/subscribes',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'email=x%40example.org',
    });
    expect(response.statusCode).toBe(403);
  });
});
