import type {
  AuditEntry,
  ConsoleUser,
  ConsoleUserDetail,
  KeysetPage,
  OwnListing,
  RejectionReason,
  ReportedPost,
  ReviewDetail,
  ReviewItem,
} from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { startSmtpCapture } from '../../test/smtp-capture';
import { registerTestUser } from '../../test/test-users';

const base = '/api/GA/en/0';
type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerTestUser>>;

describe.skipIf(isEngineUnavailable())(`moderation and administration console (${testEngine})`, () => {
  let t: TestApp;
  let atlanta: number;
  let owner: Person;
  let user: Person;
  let moderator: Person;
  let secondModerator: Person;
  let admin: Person;
  let reasons: RejectionReason[];

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/') ? url : `${base}/${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

  const postJob = async (headers: Headers, title: string) => {
    const created = await call('POST', 'jobs', headers, {
      intent: 'offer',
      title,
      description: 'Mornings and weekends.',
      cityId: atlanta,
      phone: '+1 404 555 0123',
      email: 'hiring@example.com',
      jobType: 'part_time',
      workLocation: 'Atlanta',
      posterType: 'company',
      company: 'Cedar Bakery',
      salary: 15,
      salaryType: 'hour',
      experience: 'none',
    });
    expect(created.statusCode, created.body).toBe(200);
    return data<OwnListing>(created).id;
  };
  const queue = async (headers: Headers = moderator.headers, query = '') =>
    data<KeysetPage<ReviewItem>>(await call('GET', `admin/review-queue${query}`, headers));
  const itemOf = async (id: number, headers: Headers = moderator.headers) => {
    const response = await call('GET', `admin/review-queue/${id}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return data<ReviewDetail>(response);
  };
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** The next message to an address, sent after `since` messages, whose subject matches. */
  const mailTo = (email: string, since: number, subject: RegExp) => smtp.nextMessageTo(email, since, subject);
  const audit = async (query: string) =>
    data<KeysetPage<AuditEntry>>(await call('GET', `admin/audit-log?${query}`, admin.headers)).items;
  const promote = async (person: Person, role: 'moderator' | 'admin') => {
    await t.db.updateTable('users').set({ role }).where('id', '=', person.user.id).execute();
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const site = await createSite(t.db);
    atlanta = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    owner = await registerTestUser(t, { name: 'Layla Owner' });
    await t.db.updateTable('users').set({ language: 'ar' }).where('id', '=', owner.user.id).execute();
    user = await registerTestUser(t);
    moderator = await registerTestUser(t, { name: 'Mona Moderator' });
    secondModerator = await registerTestUser(t, { name: 'Sami Moderator' });
    admin = await registerTestUser(t, { name: 'Adam Admin' });
    await promote(moderator, 'moderator');
    await promote(secondModerator, 'moderator');
    await promote(admin, 'admin');
    reasons = data<RejectionReason[]>(await call('GET', 'admin/rejection-reasons', moderator.headers));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lists waiting posts oldest first, filtered by kind, city and age', async () => {
    const first = await postJob(owner.headers, 'First bakery job');
    const second = await postJob(owner.headers, 'Second bakery job');
    const page = await queue();
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(page.items.find((item) => item.id === first)).toMatchObject({
      kind: 'job',
      status: 'pending',
      cityName: 'Atlanta',
      owner: { name: 'Layla Owner' },
      isEdit: false,
      isHeld: false,
    });
    expect((await queue(moderator.headers, '?kind=business')).items.map((item) => item.id)).not.toContain(
      first,
    );
    expect((await queue(moderator.headers, `?cityId=${atlanta}`)).items.map((item) => item.id)).toContain(
      first,
    );
    expect((await queue(moderator.headers, '?olderThanDays=3')).items.map((item) => item.id)).not.toContain(
      first,
    );
    // Keyset pages: the same items in the same order, a page at a time.
    const one = await queue(moderator.headers, '?limit=1');
    expect(one.nextCursor).not.toBeNull();
    const next = await queue(moderator.headers, `?limit=1&cursor=${one.nextCursor}`);
    expect(next.items[0]?.id).toBe(page.items[1]?.id);
    const bad = await call('GET', 'admin/review-queue?olderThanDays=-1&kind=boat', moderator.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['kind', 'olderThanDays']);
  });

  it('approves a post: it goes public, the owner is e-mailed in Arabic, the audit log says who', async () => {
    const id = await postJob(owner.headers, 'Baker wanted');
    const detail = await itemOf(id);
    const since = smtp.messages.length;
    expect(detail.fields.find((field) => field.key === 'title')).toMatchObject({ value: 'Baker wanted' });
    expect(detail.fields.find((field) => field.key === 'cityId')).toMatchObject({ value: 'Atlanta' });
    // Choices read as the public reads them, not as their codes.
    expect(detail.fields.find((field) => field.key === 'jobType')).toMatchObject({ value: 'Part time' });
    expect(detail.fields.find((field) => field.key === 'intent')).toMatchObject({
      value: 'Looking for an employee',
    });
    const decided = await call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
      action: 'approve',
      version: detail.item.version,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(data(decided)).toEqual({ id, status: 'published' });
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(200);
    const mail = await mailTo(owner.email, since, /تم نشر منشورك/);
    expect(mail.text).toContain(`/show-job/${id}/`);
    expect(mail.text).toContain('?lang=ar');
    const [entry] = await audit(`targetType=listing&targetId=${id}&action=listing.approve`);
    expect(entry).toMatchObject({
      actorName: 'Mona Moderator',
      before: { status: 'pending' },
      after: { status: 'published' },
    });
  });

  it('rejects with a reason from the list and a note, which the owner reads in their language', async () => {
    const id = await postJob(owner.headers, 'Vague job');
    const { item } = await itemOf(id);
    const noReason = await call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
      action: 'reject',
      version: item.version,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reasonId');
    const incomplete = reasons.find((reason) => reason.key === 'incomplete');
    const since = smtp.messages.length;
    const rejected = await call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
      action: 'reject',
      version: item.version,
      reasonId: incomplete?.id,
      note: 'Say which days.',
    });
    expect(data(rejected)).toEqual({ id, status: 'rejected' });
    const own = data<KeysetPage<OwnListing>>(await call('GET', 'my/jobs', owner.headers)).items.find(
      (listing) => listing.id === id,
    );
    expect(own?.statusReason).toBe('تنقصه تفاصيل مهمة: Say which days.');
    expect((await mailTo(owner.email, since, /لم تتم الموافقة/)).text).toContain('Say which days.');
  });

  it('decides through the older moderation route by the same decision: version, claim, e-mail, audit', async () => {
    const id = await postJob(owner.headers, 'Pastry cook wanted');
    const seen = (await itemOf(id, secondModerator.headers)).item.version;
    const since = smtp.messages.length;
    const approved = await call('POST', `moderation/listings/${id}`, moderator.headers, {
      action: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(data(approved)).toEqual({ id, status: 'published' });
    // The owner is told in their language, as after a decision in the console.
    expect((await mailTo(owner.email, since, /تم نشر منشورك/)).text).toContain(`/show-job/${id}/`);
    // The post was taken by its version: a console decision on what was seen before is refused,
    // and the claim the other moderator had on it ended.
    const late = await call('POST', `admin/review-queue/${id}/decision`, secondModerator.headers, {
      action: 'reject',
      version: seen,
      reasonId: reasons[0]?.id,
    });
    expect(late.json().error.code).toBe('REVIEW_CONFLICT');
    expect((await itemOf(id)).item.claimedBy).toBeNull();
    const [entry] = await audit(`targetType=listing&targetId=${id}&action=listing.approve`);
    expect(entry).toMatchObject({ actorName: 'Mona Moderator', after: { status: 'published' } });
    // Its refusals are the life cycle's, before anything changes.
    const again = await call('POST', `moderation/listings/${id}`, moderator.headers, { action: 'approve' });
    expect(again.json().error.code).toBe('STATUS_CONFLICT');
    const byUser = await call('POST', `moderation/listings/${id}`, user.headers, { action: 'approve' });
    expect(byUser.statusCode).toBe(404);
    const noReason = await call('POST', `moderation/listings/${id}`, owner.headers, { action: 'reject' });
    expect(noReason.json().error.fields).toHaveProperty('reason');
    const byOwner = await call('POST', `moderation/listings/${id}`, owner.headers, {
      action: 'reject',
      reason: 'No',
    });
    expect(byOwner.statusCode).toBe(403);
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(200);
  });

  it('tells two moderators apart: the second decision on the same version is refused', async () => {
    const id = await postJob(owner.headers, 'Contested job');
    const first = await itemOf(id);
    const second = await itemOf(id, secondModerator.headers);
    // The second moderator is told the first has it open.
    expect(second.item.claimedBy).toBe('Mona Moderator');
    expect((await queue(secondModerator.headers)).items.find((item) => item.id === id)?.claimedBy).toBe(
      'Mona Moderator',
    );
    const [a, b] = await Promise.all([
      call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
        action: 'approve',
        version: first.item.version,
      }),
      call('POST', `admin/review-queue/${id}/decision`, secondModerator.headers, {
        action: 'reject',
        version: second.item.version,
        reasonId: reasons[0]?.id,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.code).toBe('REVIEW_CONFLICT');
    expect(loser.json().error.message).toContain('Another moderator');
  });

  it('lets nobody decide on their own post, by any route, alone or in bulk', async () => {
    const id = await postJob(moderator.headers, 'A moderator’s own job');
    const { version } = (await itemOf(id)).item;
    const own = await call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
      action: 'approve',
      version,
    });
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().error.code).toBe('OWN_POST');
    const older = await call('POST', `moderation/listings/${id}`, moderator.headers, { action: 'approve' });
    expect(older.json().error.code).toBe('OWN_POST');
    const bulk = await call('POST', 'admin/review-queue/decisions', moderator.headers, {
      action: 'approve',
      items: [{ id, version }],
    });
    expect(data<{ results: Array<{ outcome: string }> }>(bulk).results[0]?.outcome).toBe('own-post');
    const arabic = await call('POST', `/api/GA/ar/0/moderation/listings/${id}`, moderator.headers, {
      action: 'approve',
    });
    expect(arabic.json().error.message).toContain('منشورك');
    // Still pending; another moderator decides, and the audit log names who.
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(404);
    const approved = await call('POST', `admin/review-queue/${id}/decision`, secondModerator.headers, {
      action: 'approve',
      version: (await itemOf(id, secondModerator.headers)).item.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await audit(`targetId=${id}`)).find((entry) => entry.action === 'listing.approve')).toMatchObject(
      { actorName: 'Sami Moderator' },
    );
    // Nor on the reports about it: its owner cannot dismiss them or take it down.
    const reportReasons = data<Array<{ id: number }>>(await call('GET', 'report-reasons'));
    await call('POST', `listings/${id}/report`, user.headers, { reasonId: reportReasons[0]?.id });
    const dismissed = await call('POST', `admin/reports/${id}`, moderator.headers, {
      action: 'dismiss',
      version: (await itemOf(id, secondModerator.headers)).item.version,
    });
    expect(dismissed.json().error.code).toBe('OWN_POST');
    // What any owner may do, they still may.
    const closed = await call('POST', `jobs/${id}/actions`, moderator.headers, { action: 'close' });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('shows an edit of a published post as a diff and approves or rejects only the edit', async () => {
    const id = await postJob(owner.headers, 'Cook wanted');
    await call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
      action: 'approve',
      version: (await itemOf(id)).item.version,
    });
    const edited = await call('PATCH', `jobs/${id}`, owner.headers, {
      intent: 'offer',
      title: 'Head cook wanted',
      description: 'Mornings and weekends.',
      cityId: atlanta,
      phone: '+1 404 555 0123',
      email: 'hiring@example.com',
      jobType: 'full_time',
      workLocation: 'Atlanta',
      posterType: 'company',
      company: 'Cedar Bakery',
      salary: 20,
      salaryType: 'hour',
      experience: 'none',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = await itemOf(id);
    const since = smtp.messages.length;
    expect(detail.item).toMatchObject({ isEdit: true, status: 'published' });
    expect(detail.fields.find((field) => field.key === 'title')).toMatchObject({
      value: 'Head cook wanted',
      previous: 'Cook wanted',
    });
    expect(detail.fields.find((field) => field.key === 'description')?.previous).toBeNull();
    expect(detail.fields.find((field) => field.key === 'jobType')).toMatchObject({
      value: 'Full time',
      previous: 'Part time',
    });
    const rejected = await call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
      action: 'reject',
      version: detail.item.version,
      reasonId: reasons[0]?.id,
    });
    expect(data(rejected)).toEqual({ id, status: 'published' });
    expect((await call('GET', `jobs/${id}`)).json().data.title).toBe('Cook wanted');
    expect((await mailTo(owner.email, since, /تعديلاتك/)).text).toContain('ما زال الزوار يرون');
  });

  it('approves and rejects in bulk, each post answering on its own', async () => {
    const ids = [await postJob(owner.headers, 'Bulk one'), await postJob(owner.headers, 'Bulk two')];
    const page = await queue(moderator.headers, '?limit=50');
    const items = page.items
      .filter((item) => ids.includes(item.id))
      .map(({ id, version }) => ({ id, version }));
    const stale = { id: items[0]?.id as number, version: 'stale' };
    const response = await call('POST', 'admin/review-queue/decisions', moderator.headers, {
      action: 'approve',
      items: [...items, stale, { id: 999_999, version: 'x' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      data<{ results: Array<{ outcome: string }> }>(response).results.map((result) => result.outcome),
    ).toEqual(['done', 'done', 'conflict', 'not-found']);
    const empty = await call('POST', 'admin/review-queue/decisions', moderator.headers, {
      action: 'approve',
      items: [],
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lists reported posts with reasons and counts, dismisses them or takes the post down', async () => {
    const id = await postJob(owner.headers, 'Reported job');
    await call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
      action: 'approve',
      version: (await itemOf(id)).item.version,
    });
    const reportReasons = data<Array<{ id: number }>>(await call('GET', 'report-reasons'));
    await call('POST', `listings/${id}/report`, user.headers, {
      reasonId: reportReasons[0]?.id,
      note: 'Looks fake',
    });
    const reported = data<KeysetPage<ReportedPost>>(await call('GET', 'admin/reports', moderator.headers));
    const entry = reported.items.find((post) => post.item.id === id);
    expect(entry?.reasons[0]?.count).toBe(1);
    expect(entry?.notes).toEqual(['Looks fake']);
    // Moderators see who reported it and what the report counted for (an unverified address: 0).
    expect(entry?.reporters).toMatchObject([{ userId: user.user.id, email: user.email, weight: 0 }]);

    const dismissed = await call('POST', `admin/reports/${id}`, moderator.headers, {
      action: 'dismiss',
      version: entry?.item.version,
    });
    expect(data(dismissed)).toEqual({ id, status: 'published' });
    expect(
      data<KeysetPage<ReportedPost>>(await call('GET', 'admin/reports', moderator.headers)).items.map(
        (post) => post.item.id,
      ),
    ).not.toContain(id);

    const other = await registerTestUser(t);
    await call('POST', `listings/${id}/report`, other.headers, { reasonId: reportReasons[0]?.id });
    const again = data<KeysetPage<ReportedPost>>(
      await call('GET', 'admin/reports', moderator.headers),
    ).items.find((post) => post.item.id === id);
    const takenDown = await call('POST', `admin/reports/${id}`, moderator.headers, {
      action: 'take-down',
      version: again?.item.version,
      reasonId: reasons.find((reason) => reason.key === 'misleading')?.id,
    });
    expect(data(takenDown)).toEqual({ id, status: 'rejected' });
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(404);
    const own = data<KeysetPage<OwnListing>>(await call('GET', 'my/jobs', owner.headers)).items.find(
      (listing) => listing.id === id,
    );
    expect(own?.statusReason).toBe('معلومات مضللة أو خاطئة');
    expect(JSON.stringify(own)).not.toContain(other.email);
  });

  it('suspends a user: no sign-in, sessions end, posts hidden; restoring brings them back', async () => {
    const person = await registerTestUser(t, { name: 'Suspended Person' });
    const id = await postJob(person.headers, 'Job of a suspended person');
    await call('POST', `admin/review-queue/${id}/decision`, moderator.headers, {
      action: 'approve',
      version: (await itemOf(id)).item.version,
    });
    const noReason = await call('POST', `admin/users/${person.user.id}/suspension`, admin.headers, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const suspended = await call('POST', `admin/users/${person.user.id}/suspension`, admin.headers, {
      reason: 'Repeated scams',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(data<ConsoleUser>(suspended).suspendedAt).not.toBeNull();
    expect((await call('GET', 'auth/me', person.headers)).statusCode).toBe(401);
    const login = await call('POST', 'auth/login', {}, { email: person.email, password: person.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `admin/review-queue/${id}`, moderator.headers)).json().data.item.status).toBe(
      'suspended',
    );

    const restored = await call('DELETE', `admin/users/${person.user.id}/suspension`, admin.headers);
    expect(data<ConsoleUser>(restored).suspendedAt).toBeNull();
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(200);
    expect(
      (await call('POST', 'auth/login', {}, { email: person.email, password: person.password })).statusCode,
    ).toBe(200);
    const entries = await audit(`targetType=user&targetId=${person.user.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['user.restore', 'user.suspend']);
    expect(entries[1]?.after).toMatchObject({ reason: 'Repeated scams', hiddenPosts: [id] });
  });

  it('finds users, shows their posts, changes roles but never one’s own, and sends a reset code', async () => {
    const found = data<KeysetPage<ConsoleUser>>(await call('GET', 'admin/users?q=LAYLA', admin.headers));
    expect(found.items.map((item) => item.id)).toEqual([owner.user.id]);
    expect(found.items[0]?.postCount).toBeGreaterThan(0);
    expect(
      data<KeysetPage<ConsoleUser>>(await call('GET', 'admin/users?q=%25', admin.headers)).items,
    ).toEqual([]);
    expect(
      data<KeysetPage<ConsoleUser>>(await call('GET', 'admin/users?role=moderator', admin.headers)).items.map(
        (item) => item.name,
      ),
    ).toEqual(['Sami Moderator', 'Mona Moderator']);
    const detail = data<ConsoleUserDetail>(await call('GET', `admin/users/${owner.user.id}`, admin.headers));
    expect(detail.posts.length).toBeGreaterThan(0);
    expect(detail.posts[0]?.webPath).toMatch(/^\/show-job\//);

    const own = await call('PATCH', `admin/users/${admin.user.id}/role`, admin.headers, { role: 'user' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields.role).toBe('You cannot change your own role');
    const promoted = await call('PATCH', `admin/users/${user.user.id}/role`, admin.headers, {
      role: 'moderator',
    });
    expect(data<ConsoleUser>(promoted).role).toBe('moderator');
    const demoted = await call('PATCH', `admin/users/${user.user.id}/role`, admin.headers, { role: 'user' });
    expect(data<ConsoleUser>(demoted).role).toBe('user');
    const [entry] = await audit(`action=user.role&targetId=${user.user.id}`);
    expect(entry).toMatchObject({
      before: { role: 'moderator' },
      after: { role: 'user' },
      actorName: 'Adam Admin',
    });

    const since = smtp.messages.length;
    const reset = await call('POST', `admin/users/${user.user.id}/password-reset`, admin.headers);
    expect(data(reset)).toEqual({ sent: true });
    expect((await mailTo(user.email, since, /reset code/)).text).toMatch(/\d{6}/);
  });

  it('answers field errors in Arabic', async () => {
    const response = await call('POST', '/api/GA/ar/0/admin/users/1/suspension', admin.headers, {
      reason: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.reason).toBe('يرجى ذكر سبب إيقاف الحساب');
  });
});
