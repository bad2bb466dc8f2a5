import { data, redirect } from 'react-router';
import { ApiError } from '../../lib/api-client';

/**
 * A console read outside the console's layout (a file download): a guest is sent to log in and
 * brought back; anyone the API does not let in gets the site's 404, as on every console page.
 */
export async function staffRead<T>(request: Request, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`/Login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}
