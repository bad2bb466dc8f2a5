import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { mediaDirectory } from '../../services';
import { codeIn, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

/*
 * SECURITY.md items 36 and 38: a person who deletes their account leaves nothing behind. The test
 * registers with sentinel values, uses every feature that stores something about a person,
 * deletes the account, then reads every row of every table and every log line looking for them.
 */
describe.skipIf(isEngineUnavailable())(`account erasure (${testEngine})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: 'trace' }, { captureLogs: true });
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const sentinels = {
    name: `Zubaida Sentinelova ${unique}`,
    email: `zubaida.sentinel.${unique}@example.org`,
    newEmail: `zubaida.moved.${unique}@example.org`,
    phone: `+1 404 ${unique.slice(-7, -4)} ${unique.slice(-4)}`,
    message: `sentinel-message-${unique}`,
  };
  const base = '/api/GA/en/0';
  const address = '198.51.100.250';

  it('leaves no trace of the person in any table, log line or media file', async () => {
    const call = async (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
      headers = {},
    ) => {
      const response = await t.app.inject({
        method,
        url: `${base}${url}`,
        remoteAddress: address,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response;
    };
    const password = 'sentinel-cedar-2026';
    const registered = await call('POST', '/auth/register', {
      name: sentinels.name,
      email: sentinels.email,
      phone: sentinels.phone,
      password,
      password_confirmation: password,
      gender: 'female',
      accept_terms: true,
      sessionType: 'bearer',
    });
    let auth = { authorization: `Bearer ${registered.json().data.token as string}` };

    // A wrong password (counted), then the right one.
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/login`,
      remoteAddress: address,
      payload: { email: sentinels.email, password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    await call('POST', '/auth/login', { email: sentinels.email, password, sessionType: 'bearer' });

    // A password reset by e-mailed code.
    let seen = smtp.messages.length;
    await call('POST', '/password/forgot', { email: sentinels.email });
    const resetCode = codeIn(await smtp.nextMessageTo(sentinels.email, seen, /reset code/));
    const newPassword = 'sentinel-olive-2027';
    await call('POST', '/password/reset', {
      email: sentinels.email,
      code: resetCode,
      password: newPassword,
      password_confirmation: newPassword,
    });
    const signedIn = await call('POST', '/auth/login', {
      email: sentinels.email,
      password: newPassword,
      sessionType: 'bearer',
    });
    auth = { authorization: `Bearer ${signedIn.json().data.token as string}` };

    // Profile, photo, newsletter, contact, a form, a saved post.
    await call('PATCH', '/profile', { name: sentinels.name, phone: sentinels.phone, gender: 'female' }, auth);
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#be185d' } })
      .png()
      .toBuffer();
    const boundary = '----sentinel';
    const photo = await t.app.inject({
      method: 'POST',
      url: `${base}/profile/photo`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${sentinels.name}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const photoFiles = (photo.json().data.photo.srcset as string)
      .split(', ')
      .map((entry) => path.basename(entry.split(' ')[0] ?? ''));
    await call('POST', '/subscribes', { email: sentinels.email }, auth);
    await call(
      'POST',
      '/contact',
      { name: sentinels.name, email: sentinels.email, phone: sentinels.phone, message: sentinels.message },
      auth,
    );
    await call(
      'POST',
      '/forms/volunteer',
      {
        name: sentinels.name,
        email: sentinels.email,
        phone: sentinels.phone,
        help_area: 'event_setup',
        languages: 'Arabic, English',
        message: sentinels.message,
      },
      auth,
    );
    const blogs = await call('GET', '/blog/posts?page=1');
    const postId = blogs.json().data.items[0].id as number;
    await call('POST', '/profile/save', { type: 'blog', id: postId }, auth);

    // A business followed: its public counter counted them.
    const stores = await call('GET', '/businesses?limit=1');
    const businessId = stores.json().data.items[0].id as number;
    const followers = async () =>
      Number(
        (
          await t.db
            .selectFrom('listings')
            .select('follower_count')
            .where('id', '=', businessId)
            .executeTakeFirstOrThrow()
        ).follower_count,
      );
    const followersBefore = await followers();
    await call('POST', `/businesses/${businessId}/follow`, undefined, auth);
    expect(await followers()).toBe(followersBefore + 1);

    // A post of theirs they deleted: the audit log named them as the one who did it.
    const cities = (await call('GET', '/site/settings')).json().data.cities as Array<{ id: number }>;
    const job = await call(
      'POST',
      '/jobs',
      {
        intent: 'seek',
        title: 'Looking for evening work',
        description: 'Evenings only.',
        cityId: cities[0]?.id,
        phone: sentinels.phone,
        jobType: 'part_time',
        workLocation: 'Atlanta',
        posterType: 'individual',
        experience: 'none',
      },
      auth,
    );
    await call('DELETE', `/jobs/${job.json().data.id as number}`, undefined, auth);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('actor_name')
      .where('actor_user_id', '=', registered.json().data.user.id as number)
      .execute();
    expect(audited.map((row) => row.actor_name)).toContain(sentinels.name);

    // An e-mail change: the code goes to the new address, a notice to the old one.
    seen = smtp.messages.length;
    await call('POST', '/profile/email', { email: sentinels.newEmail, password: newPassword }, auth);
    const changeCode = codeIn(await smtp.nextMessageTo(sentinels.newEmail, seen));
    await call('POST', '/profile/email/confirm', { code: changeCode }, auth);
    await smtp.nextMessageTo(sentinels.newEmail, seen, /./);
    // Let every queued message leave before the account goes.
    await t.app.services.mailer.deliverDue();

    await call('DELETE', '/profile', { password: newPassword }, auth);
    // Counters forget them too, and the audit log keeps the action under an opaque id.
    expect(await followers()).toBe(followersBefore);
    const kept = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('actor_user_id', '=', registered.json().data.user.id as number)
      .execute();
    expect(kept.map((row) => row.action)).toContain('listing.delete');

    const found: string[] = [];
    const tables = await t.db.introspection.getTables();
    for (const table of tables) {
      const rows = await t.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      const text = JSON.stringify(rows).toLowerCase();
      for (const [label, value] of Object.entries(sentinels))
        if (text.includes(value.toLowerCase())) found.push(`${table.name} holds the ${label}`);
    }
    const logged = t.logs.join('\n').toLowerCase();
    for (const [label, value] of Object.entries(sentinels))
      if (logged.includes(value.toLowerCase())) found.push(`the log holds the ${label}`);
    expect(found).toEqual([]);
    for (const file of photoFiles)
      expect(existsSync(path.join(mediaDirectory(t.config), file)), file).toBe(false);
    expect(tables.length).toBeGreaterThan(20);
  });
});
