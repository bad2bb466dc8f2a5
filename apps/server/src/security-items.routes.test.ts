import { hash, verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './modules/accounts/sessions.repository';
import { createCity, createSite } from './seed/factories';
import { registeredRoutes } from './test/registered-routes';
import { startSmtpCapture } from './test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from './test/test-app';
import { registerTestUser } from './test/test-users';

/*
 * SECURITY.md requirements tested across the whole router or end to end: CSRF on every write
 * route (11), no mass assignment on any body (14), HSTS and `Secure`/`__Host-` cookies over HTTPS
 * (10, 12), no mail header injection from user input (24), argon2 re-hash of weaker stored hashes
 * at login (1) and the session idle and absolute timeouts (9).
 */
const UNSAFE = /^(POST|PUT|PATCH|DELETE) /;
const DAY_MS = 86_400_000;

/** A router path with its parameters filled in (`:site` GA, `:lang` en, `:cityId` 0, the rest 1). */
const concrete = (path: string) =>
  path.replace(':site', 'GA').replace(':lang', 'en').replace(':cityId', '0').replaceAll(/:\w+/g, '1');

/** Keys no client may set on any post or account (ASVS 15.3.3): owner, role, status, approval, times. */
const FORBIDDEN_KEYS = [
  'status',
  'ownerUserId',
  'owner_user_id',
  'userId',
  'role',
  'isVerified',
  'is_verified',
  'approvedAt',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'deletedAt',
];

/**
 * Bodies that are maps by design, whose keys are checked elsewhere: a form submission's keys are
 * checked against the form's own fields (forms.routes.test.ts), and RFC 8058's one-click body is
 * ignored.
 */
const MAP_BODIES = new Set([
  'POST /api/:site/:lang/:cityId/forms/:slug',
  'POST /api/newsletter/one-click-unsubscribe',
]);

describe.skipIf(isEngineUnavailable())(`SECURITY.md requirements across the router (${testEngine})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerTestUser>>;
  let writeRoutes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://jaliya.test' });
    const site = await createSite(t.db);
    await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 });
    admin = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    writeRoutes = registeredRoutes(t.app).filter((route) => UNSAFE.test(route));
  });
  afterAll(() => t?.close());

  it('refuses a cross-site request on every write route, signed in or not (item 11)', async () => {
    expect(writeRoutes.length).toBeGreaterThan(100);
    const answered: string[] = [];
    for (const route of writeRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
      ]) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: concrete(path),
          headers: { ...admin.headers, ...headers },
          payload: {},
        });
        // The old client's addresses answer in the old form, with the same code beside it.
        const body = response.statusCode === 403 ? response.json() : undefined;
        const code = body?.error?.code ?? body?.code;
        if (code !== 'CSRF_REJECTED')
          answered.push(`${route} ${JSON.stringify(headers)}: ${response.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('lets the site itself and apps (no Origin) through the same check', async () => {
    for (const headers of [
      {},
      { 'sec-fetch-site': 'same-origin', origin: 'http://jaliya.test' },
      { origin: 'http://localhost:80' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/profile/save',
        headers: { ...admin.headers, ...headers, host: 'localhost:80' },
        payload: { type: 'blog', id: 999_999 },
      });
      expect(response.json().error?.code, JSON.stringify(headers)).not.toBe('CSRF_REJECTED');
    }
  });

  it("lets a state's site write from its own address behind the proxy, and no one else from its host", async () => {
    // The proxy reaches the app on a port of its own; the browser's Origin is the public address.
    const publicOrigin = new URL(t.app.services.config.publicUrl);
    const host = `mi.${publicOrigin.hostname}`;
    const save = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/profile/save',
        headers: { ...admin.headers, origin, host: `${host}:8080` },
        payload: { type: 'blog', id: 999_999 },
      });
    const own = `${publicOrigin.protocol}//${host}${publicOrigin.port ? `:${publicOrigin.port}` : ''}`;
    expect((await save(own)).json().error?.code).not.toBe('CSRF_REJECTED');
    expect((await save('https://evil.example')).json().error?.code).toBe('CSRF_REJECTED');
    expect((await save(`${publicOrigin.protocol}//evil.example`)).json().error?.code).toBe('CSRF_REJECTED');
  });

  it('names every owner, role, status, approval or time key as not accepted, on every body (item 14)', async () => {
    await t.app.ready();
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>
      >;
    };
    interface Schema {
      properties?: Record<string, unknown>;
      additionalProperties?: unknown;
      anyOf?: Schema[];
    }
    const problems: string[] = [];
    let checked = 0;
    for (const route of writeRoutes) {
      if (MAP_BODIES.has(route)) continue;
      const [method, path] = route.split(' ') as [string, string];
      const operation = document.paths[path.replaceAll(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const schema = operation?.requestBody?.content['application/json']?.schema;
      if (!schema) continue; // No JSON body is read (multipart uploads, actions without a body).
      const declared = new Set(
        [schema, ...(schema.anyOf ?? [])].flatMap((part) => Object.keys(part.properties ?? {})),
      );
      const refused = FORBIDDEN_KEYS.filter((key) => !declared.has(key));
      const response = await t.app.inject({
        method: method as 'POST',
        url: concrete(path),
        headers: admin.headers,
        // `looking` lets the old client's forms reach their own check of the rest.
        payload: {
          looking: 1,
          ...Object.fromEntries(refused.map((key) => [key, key === 'role' ? 'admin' : 1])),
        },
      });
      checked++;
      const fields = (response.json() as { error?: { fields?: Record<string, string> } }).error?.fields ?? {};
      const accepted = refused.filter((key) => !fields[key]);
      if (response.statusCode !== 400 || accepted.length > 0)
        problems.push(`${route} answered ${response.statusCode}, did not name ${accepted.join(', ')}`);
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});

describe.skipIf(isEngineUnavailable())(`HTTPS: HSTS and the session cookie (${testEngine})`, () => {
  let https: TestApp;
  let http: TestApp;
  const register = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/auth/register',
      payload: {
        name: 'Cookie Person',
        email: `cookie.${Date.now()}.${Math.random()}@example.org`,
        phone: '+1 404 555 0100',
        password: 'cedar-grove-2026',
        password_confirmation: 'cedar-grove-2026',
        gender: 'male',
        accept_terms: true,
        sessionType: 'cookie',
      },
    });

  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://jaliya.example' });
    http = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    for (const t of [https, http]) await createSite(t.db);
  });
  afterAll(async () => {
    await https?.close();
    await http?.close();
  });

  it('sends HSTS on every answer over HTTPS, and never over plain HTTP (item 12)', async () => {
    for (const url of ['/api/health', '/api/GA/en/0/settings', '/api/no-such-thing']) {
      const secure = await https.app.inject({ method: 'GET', url });
      expect(secure.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      const plain = await http.app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
    const refused = await https.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(refused.headers['strict-transport-security']).toBeDefined();
  });

  it('names the cookie __Host- and marks it Secure over HTTPS; plain HTTP gets neither (item 10)', async () => {
    const secure = await register(https);
    expect(secure.statusCode, secure.body).toBe(201);
    const cookie = String(secure.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-jaliya_session=[^;]+;/);
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    const token = /^__Host-jaliya_session=([^;]+)/.exec(cookie)?.[1] ?? '';
    const profile = (name: string) =>
      https.app.inject({
        method: 'GET',
        url: '/api/GA/en/0/auth/me',
        headers: { cookie: `${name}=${token}` },
      });
    expect((await profile('__Host-jaliya_session')).statusCode).toBe(200);
    // Over HTTPS the unprefixed name, which any subdomain could set, is not read.
    expect((await profile('jaliya_session')).statusCode).toBe(401);

    const plain = await register(http);
    const plainCookie = String(plain.headers['set-cookie']);
    expect(plainCookie).toMatch(/^jaliya_session=/);
    expect(plainCookie.toLowerCase()).not.toContain('secure');
  });
});

describe.skipIf(isEngineUnavailable())(`mail headers from user input (${testEngine})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const site = await createSite(t.db);
    await t.db
      .insertInto('site_settings')
      .values({
        site_id: site.id,
        contact_email: 'team@jaliya.test',
        subscribe_text_en: '',
        subscribe_text_ar: '',
        contact_phone: '',
        copyright_en: '',
        copyright_ar: '',
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const INJECTED = 'Huda\r\nBcc: victim@evil.example\r\nX-Injected: yes';

  /** The captured message has only the headers the app set: no injected header, one-line subject. */
  function expectNoInjection(message: Awaited<ReturnType<typeof smtp.nextMessageTo>>) {
    expect(message.headers.has('bcc')).toBe(false);
    expect(message.headers.has('x-injected')).toBe(false);
    expect(message.subject ?? '').not.toMatch(/[\r\n]/);
    const recipients = [message.to, message.cc, message.bcc]
      .flatMap((group) => (Array.isArray(group) ? group : group ? [group] : []))
      .flatMap((group) => group.value.map((entry) => entry.address));
    expect(recipients).not.toContain('victim@evil.example');
  }

  it('keeps a name with line breaks out of the headers of the team’s contact mail (item 24)', async () => {
    const since = smtp.messages.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/contact',
      payload: { name: INJECTED, email: 'huda@example.org', phone: '', message: 'Hello.' },
    });
    // Accepted (a name is free text), and the name stays inside the subject: never a new header.
    expect(response.statusCode, response.body).toBe(200);
    const message = await smtp.nextMessageTo('team@jaliya.test', since);
    expectNoInjection(message);
    expect(message.subject).toContain('Bcc: victim@evil.example');
    expect(message.replyTo?.value.map((entry) => entry.address)).toEqual(['huda@example.org']);
    // An address with a line break is never accepted, so it cannot reach Reply-To.
    const badAddress = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/contact',
      payload: {
        name: 'Huda',
        email: 'huda@example.org\r\nBcc: victim@evil.example',
        phone: '',
        message: 'Hi',
      },
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().error.fields.email).toBeDefined();
  });

  it('keeps a registered name with line breaks out of the welcome mail’s headers (item 24)', async () => {
    const since = smtp.messages.length;
    const email = `welcome.${Date.now()}@example.org`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/auth/register',
      payload: {
        name: INJECTED,
        email,
        phone: '+1 404 555 0100',
        password: 'cedar-grove-2026',
        password_confirmation: 'cedar-grove-2026',
        gender: 'female',
        accept_terms: true,
        sessionType: 'bearer',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expectNoInjection(await smtp.nextMessageTo(email, since));
  });
});

describe.skipIf(isEngineUnavailable())(`passwords and sessions (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createSite(t.db);
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/auth/login',
      payload: { email, password, sessionType: 'bearer' },
    });
  const storedHash = async (id: number) =>
    (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
      .password_hash;

  it('re-hashes a weaker stored argon2 hash at the next login, and only after the right password (item 1)', async () => {
    const person = await registerTestUser(t);
    // What an older setting stored: argon2id with 4 MiB and one pass.
    const weak = await hash(person.password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(weak).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    await t.db.updateTable('users').set({ password_hash: weak }).where('id', '=', person.user.id).execute();

    const wrong = await login(person.email, 'not-the-password-2026');
    expect(wrong.json().error.fields.password).toBeDefined();
    expect(await storedHash(person.user.id)).toBe(weak);

    const response = await login(person.email, person.password);
    expect(response.statusCode, response.body).toBe(200);
    const upgraded = await storedHash(person.user.id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(upgraded, person.password)).toBe(true);
    // Today's hash is kept as it is at the login after.
    expect((await login(person.email, person.password)).statusCode).toBe(200);
    expect(await storedHash(person.user.id)).toBe(upgraded);
  });

  it('ends a session unused for the idle time, and any session at its absolute limit (item 9)', async () => {
    const person = await registerTestUser(t);
    const profile = () =>
      t.app.inject({ method: 'GET', url: '/api/GA/en/0/auth/me', headers: person.headers });
    const session = () =>
      t.db.selectFrom('sessions').selectAll().where('user_id', '=', person.user.id).executeTakeFirst();
    const set = (values: { last_seen_at?: string; expires_at?: string }) =>
      t.db.updateTable('sessions').set(values).where('user_id', '=', person.user.id).execute();
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

    expect(SESSION_IDLE_MS).toBeLessThanOrEqual(30 * DAY_MS);
    expect(SESSION_ABSOLUTE_MS).toBeLessThanOrEqual(90 * DAY_MS);
    expect((await session())?.expires_at).toBeDefined();
    const created = new Date((await session())?.created_at ?? 0).getTime();
    const expires = new Date((await session())?.expires_at ?? 0).getTime();
    expect(expires - created).toBe(SESSION_ABSOLUTE_MS);

    // Used a little under the idle time ago: still signed in (and the use is recorded).
    await set({ last_seen_at: ago(SESSION_IDLE_MS - DAY_MS) });
    expect((await profile()).statusCode).toBe(200);
    expect(new Date((await session())?.last_seen_at ?? 0).getTime()).toBeGreaterThan(Date.now() - DAY_MS);

    // Unused for the idle time: refused, and the session is gone.
    await set({ last_seen_at: ago(SESSION_IDLE_MS + 1000) });
    expect((await profile()).statusCode).toBe(401);
    expect(await session()).toBeUndefined();

    // Used every day, but past its absolute limit: refused too.
    const again = await login(person.email, person.password);
    person.headers.authorization = `Bearer ${(again.json() as { data: { token: string } }).data.token}`;
    expect((await profile()).statusCode).toBe(200);
    await set({ last_seen_at: ago(1000), expires_at: ago(1000) });
    expect((await profile()).statusCode).toBe(401);
    expect(await session()).toBeUndefined();
  });
});
