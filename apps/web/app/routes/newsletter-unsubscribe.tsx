import { useActionData, useSearchParams } from 'react-router';
import { SubscriptionLinkPage } from '../features/newsletter/components/subscription-link-page';
import { submitSubscriptionToken } from '../features/newsletter/subscription-action';
import type { Route } from './+types/newsletter-unsubscribe';

export function action({ request, context }: Route.ActionArgs) {
  return submitSubscriptionToken(request, context, 'unsubscribe');
}

export default function NewsletterUnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  return (
    <SubscriptionLinkPage
      title="newsletter.unsubscribeTitle"
      intro="newsletter.unsubscribeIntro"
      button="newsletter.unsubscribeButton"
      token={searchParams.get('token') ?? ''}
      result={useActionData<typeof action>()}
    />
  );
}
