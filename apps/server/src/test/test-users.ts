import type { TestApp } from './test-app';

let people = 0;

/** Registers a new user through the API and returns its session cookie header and bearer header. */
export async function registerTestUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const email = `tester.${++people}.${Date.now()}@example.org`;
  const password = 'cedar-grove-2026';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/GA/en/0/auth/register',
    remoteAddress: `192.0.2.${(people % 250) + 1}`,
    payload: {
      name: 'Omar Test',
      email,
      phone: '+1 404 555 0100',
      password,
      password_confirmation: password,
      gender: 'male',
      accept_terms: true,
      sessionType: 'bearer',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { user, token } = response.json().data as { user: { id: number; email: string }; token: string };
  return { user, email, password, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Makes someone a reporter whose reports count in full (modules/listings/reports.ts): a verified
 * address, an account a month old, and a post published once on the site.
 */
export async function makeTrustedReporter(t: TestApp, userId: number, siteId: number): Promise<void> {
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  await t.db
    .updateTable('users')
    .set({ email_verified_at: monthAgo, created_at: monthAgo })
    .where('id', '=', userId)
    .execute();
  await t.db
    .insertInto('listings')
    .values({
      site_id: siteId,
      kind: 'job',
      owner_user_id: userId,
      status: 'closed',
      language: 'en',
      title: 'An earlier post',
      sort_title: 'an earlier post',
      summary: '',
      created_at: monthAgo,
      updated_at: monthAgo,
      published_at: monthAgo,
    })
    .execute();
}
