import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

describe.skipIf(isEngineUnavailable())(`role changes (${testEngine})`, () => {
  let t: TestApp;
  let address = 0;
  const accounts: Record<'user' | 'moderator' | 'admin', { id: number; authorization: string }> = {} as never;

  const signUp = async (name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/register',
      remoteAddress: `192.0.2.${++address}`,
      payload: {
        name,
        email: `${name.toLowerCase()}.${Date.now()}@example.org`,
        phone: '+1 404 555 0100',
        password: 'pomegranate-2026',
        password_confirmation: 'pomegranate-2026',
        gender: 'male',
        accept_terms: true,
        sessionType: 'bearer',
      },
    });
    const { user, token } = response.json().data;
    return { id: user.id as number, authorization: `Bearer ${token as string}` };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
    for (const role of ['user', 'moderator', 'admin'] as const) {
      accounts[role] = await signUp(role);
      await t.db.updateTable('users').set({ role }).where('id', '=', accounts[role].id).execute();
    }
  });
  afterAll(() => t?.close());

  const changeRole = (actor: { authorization: string } | undefined, targetId: number, role: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${targetId}/role`,
      headers: actor ? { authorization: actor.authorization } : {},
      payload: { role },
    });

  it.each([
    ['a guest', undefined, 401],
    ['a user', 'user', 403],
    ['a moderator', 'moderator', 403],
  ] as const)('refuses %s', async (_name, actor, status) => {
    const target = await signUp('Target');
    const response = await changeRole(actor ? accounts[actor] : undefined, target.id, 'admin');
    expect(response.statusCode).toBe(status);
    const stored = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored.role).toBe('user');
  });

  it('lets an admin promote a user, but never change their own role', async () => {
    const target = await signUp('Promoted');
    const promoted = await changeRole(accounts.admin, target.id, 'moderator');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.role).toBe('moderator');
    expect((await changeRole(accounts.admin, accounts.admin.id, 'user')).statusCode).toBe(403);
    expect((await changeRole(accounts.admin, 999_999, 'user')).statusCode).toBe(404);
    expect((await changeRole(accounts.admin, target.id, 'superuser')).statusCode).toBe(400);
  });
});
