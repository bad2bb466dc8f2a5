import type { MessageResult } from '@jaliya/contract';
import { data, useActionData } from 'react-router';
import { Link } from '../components/link';
import { StatusMessage } from '../components/status-message';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/newsletter';

// The footer box posts here; with JavaScript the answer comes back to the box itself.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await serverApi(context).write<MessageResult>('POST', 'subscribes', {
    email: String(form.get('email') ?? ''),
  });
  if (!result.ok) {
    return data(
      { ok: false, fields: result.error.fields, message: result.error.message },
      { status: result.status },
    );
  }
  return { ok: true, message: result.data.message };
}

// Without JavaScript, the visitor lands here and reads the outcome.
export default function NewsletterRoute() {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const message =
    result && 'fields' in result && result.fields?.email ? result.fields.email : result?.message;
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      <title>{`${t('newsletter.resultTitle')} | ${t('app.name')}`}</title>
      <h1 className="mb-6 text-2xl font-bold">{t('newsletter.resultTitle')}</h1>
      {message ? <StatusMessage tone={result?.ok ? 'success' : 'error'}>{message}</StatusMessage> : null}
      <Link to="/" className="mt-8 inline-block text-primary underline">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
