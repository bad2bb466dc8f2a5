import type { MessageKey } from '@jaliya/contract';
import { Form } from 'react-router';
import { StatusMessage } from '../../../components/status-message';
import { SubmitButton } from '../../../components/submit-button';
import { useI18n } from '../../../lib/i18n';

interface SubscriptionLinkPageProps {
  title: MessageKey;
  intro: MessageKey;
  button: MessageKey;
  token: string;
  result: { ok: boolean; message?: string | undefined } | undefined;
}

/**
 * The page an e-mailed newsletter link opens. The change happens on the button (a POST), never on
 * opening the link, because mail scanners open links by themselves.
 */
export function SubscriptionLinkPage({ title, intro, button, token, result }: SubscriptionLinkPageProps) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      <title>{`${t(title)} | ${t('app.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t(title)}</h1>
      {result?.message ? (
        <div className="mt-6">
          <StatusMessage tone={result.ok ? 'success' : 'error'}>{result.message}</StatusMessage>
        </div>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{t(intro)}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <SubmitButton>{t(button)}</SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
