import type { MessageResult } from '@jaliya/contract';
import { data, useActionData, useSearchParams } from 'react-router';
import { SubscriptionLinkPage } from '../features/newsletter/components/subscription-link-page';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/verify-email';

// The address is verified on the button (a POST), never on opening the link: mail scanners open
// links by themselves.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await serverApi(context).write<MessageResult>('POST', 'email/verify', {
    token: String(form.get('token') ?? ''),
  });
  if (!result.ok)
    return data(
      { ok: false, message: result.error.fields?.token ?? result.error.message },
      { status: result.status },
    );
  return { ok: true, message: result.data.message };
}

/** `/Verify-Email?token=…`: the page the link in the welcome e-mail opens. */
export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <SubscriptionLinkPage
      title="auth.verifyEmail.title"
      intro="auth.verifyEmail.intro"
      button="auth.verifyEmail.button"
      token={searchParams.get('token') ?? ''}
      result={useActionData<typeof action>()}
    />
  );
}
