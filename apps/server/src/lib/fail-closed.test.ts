import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allows } from '../modules/accounts/accounts.policy';
import type { UserRow } from '../modules/accounts/users.repository';
import { requirePolicy } from '../plugins/authentication';
import { staffOnly } from '../plugins/endpoint-route';
import { AppError } from './errors';

/** A request signed in as `user`, as far as the authentication helpers read one. */
function requestAs(user: UserRow): FastifyRequest {
  const warnings: unknown[] = [];
  return {
    headers: { authorization: 'Bearer token' },
    url: '/api/GA/en/0/admin/users',
    log: { warn: (entry: unknown) => warnings.push(entry) },
    server: {
      services: {
        accounts: { findSessionUser: async () => ({ user }) },
        // Roles are per site: the address's site is looked up (none here: the deployment role).
        siteDirectory: { byCode: async () => undefined, forHost: async () => undefined },
      },
    },
  } as unknown as FastifyRequest;
}

/** A user whose role cannot be read: any check of it throws. */
function brokenUser(): UserRow {
  return new Proxy({ id: 7 } as UserRow, {
    get: (target, property) => {
      if (property === 'role') throw new Error('role unreadable');
      return target[property as keyof UserRow];
    },
  });
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.code : `crashed: ${String(error)}`;
  }
};

describe('authorisation fails closed (SECURITY.md item 26)', () => {
  it('takes only a plain true as a yes', () => {
    expect(allows(() => true)).toBe(true);
    expect(allows(() => false)).toBe(false);
    expect(allows(() => 'yes' as unknown as boolean)).toBe(false);
    expect(
      allows(() => {
        throw new Error('broken policy');
      }),
    ).toBe(false);
  });

  it('denies, as a refusal and never a crash, when the check itself fails', async () => {
    expect(await codeOf(staffOnly(requestAs(brokenUser()), 'moderator'))).toBe('NOT_FOUND');
    expect(await codeOf(staffOnly(requestAs(brokenUser()), 'admin'))).toBe('NOT_FOUND');
    const throwing = () => {
      throw new Error('broken policy');
    };
    expect(await codeOf(requirePolicy(requestAs({ id: 7, role: 'admin' } as UserRow), throwing))).toBe(
      'FORBIDDEN',
    );
  });
});
