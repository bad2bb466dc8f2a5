import type { User } from '@jaliya/contract';
import { useRouteLoaderData } from 'react-router';

/** The signed-in user inside the account area (its layout guarantees one). */
export function useAccountUser(): User {
  const data = useRouteLoaderData<{ user: User }>('routes/account/layout');
  if (!data) throw new Error('useAccountUser must be used inside the account layout');
  return data.user;
}
