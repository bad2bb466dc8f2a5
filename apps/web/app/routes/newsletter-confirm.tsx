import { useActionData, useSearchParams } from 'react-router';
import { SubscriptionLinkPage } from '../features/newsletter/components/subscription-link-page';
import { submitSubscriptionToken } from '../features/newsletter/subscription-action';
import type { Route } from './+types/newsletter-confirm';

export function action({ request, context }: Route.ActionArgs) {
  return submitSubscriptionToken(request, context, 'confirm');
}

export default function NewsletterConfirmRoute() {
  const [searchParams] = useSearchParams();
  return (
    <SubscriptionLinkPage
      title="newsletter.confirmTitle"
      intro="newsletter.confirmIntro"
      button="newsletter.confirmButton"
      token={searchParams.get('token') ?? ''}
      result={useActionData<typeof action>()}
    />
  );
}
