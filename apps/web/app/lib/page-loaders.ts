import { data } from 'react-router';
import { ApiError } from './api-client';

/** Awaits an API read; a 404 from the API becomes the site's 404 page, anything else stays an error. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * Awaits an API read that needs the session: a 401 (a guest, or the session expired) gives null,
 * anything else stays an error for the route's error boundary.
 */
export async function orSignedOut<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The page number in `?page=`, or 1; anything that is not a whole number from 1 is a 404. */
export function pageNumberOf(request: Request): number {
  const value = new URL(request.url).searchParams.get('page');
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) throw data(null, { status: 404 });
  return Number(value);
}

/** The keyset cursor in `?cursor=`, or undefined for the first page; a malformed one is a 404. */
export function keysetCursorOf(request: Request): string | undefined {
  const value = new URL(request.url).searchParams.get('cursor');
  if (value === null || value === '') return undefined;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) throw data(null, { status: 404 });
  return value;
}
