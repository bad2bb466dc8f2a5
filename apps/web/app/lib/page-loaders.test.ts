import type { ErrorCode } from '@jaliya/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { orSignedOut } from './page-loaders';

function apiError(status: number, code: ErrorCode): ApiError {
  return new ApiError(status, { error: { code, message: code } });
}

describe('orSignedOut', () => {
  it('passes the answer through', async () => {
    await expect(orSignedOut(Promise.resolve({ type: 'blog', ids: [3, 5] }))).resolves.toEqual({
      type: 'blog',
      ids: [3, 5],
    });
  });

  it('reads a 401 (a guest, or an expired session) as signed out', async () => {
    await expect(orSignedOut(Promise.reject(apiError(401, 'UNAUTHENTICATED')))).resolves.toBeNull();
  });

  it.each([
    ['a 500', apiError(500, 'INTERNAL')],
    ['a 403', apiError(403, 'FORBIDDEN')],
    ['a 404', apiError(404, 'NOT_FOUND')],
    ['a timeout', new DOMException('The operation timed out.', 'TimeoutError')],
    ['a network failure', new TypeError('fetch failed')],
  ])('lets %s through as an error', async (_, error) => {
    await expect(orSignedOut(Promise.reject(error))).rejects.toBe(error);
  });
});
