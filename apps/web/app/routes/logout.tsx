import { redirect } from 'react-router';
import { cookieHeaders, serverApi } from '../lib/server-api';
import type { Route } from './+types/logout';

// Logging out is a POST (a link could be followed by anything); a GET just goes home.
export function loader() {
  return redirect('/');
}

export async function action({ context }: Route.ActionArgs) {
  const result = await serverApi(context).write('POST', 'logout');
  return redirect('/', { headers: cookieHeaders(result.setCookies) });
}
