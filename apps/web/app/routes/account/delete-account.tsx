import type { MessageResult } from '@jaliya/contract';
import { Form, redirect, useActionData } from 'react-router';
import { Link } from '../../components/link';
import { FormField } from '../../components/form-field';
import { StatusMessage } from '../../components/status-message';
import { SubmitButton } from '../../components/submit-button';
import { type FormResult, formFailure } from '../../lib/form-result';
import { useI18n } from '../../lib/i18n';
import { cookieHeaders, formFields, serverApi } from '../../lib/server-api';
import type { Route } from './+types/delete-account';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await serverApi(context).write<MessageResult>(
    'DELETE',
    'profile',
    formFields(form, ['password'] as const),
  );
  if (!result.ok) return formFailure(result);
  return redirect('/?notice=account-deleted', { headers: cookieHeaders(result.setCookies) });
}

export default function DeleteAccountRoute() {
  const { t } = useI18n();
  const result = useActionData<FormResult>();
  return (
    <section aria-labelledby="delete-title" className="max-w-lg">
      <title>{`${t('accountPages.deleteTitle')} | ${t('app.name')}`}</title>
      <h1 id="delete-title" className="text-2xl font-bold">
        {t('accountPages.deleteTitle')}
      </h1>
      <div className="mt-6 rounded-2xl bg-red-50 p-6 ring-1 ring-red-200">
        <p className="text-lg font-semibold text-red-950">{t('accountPages.deleteQuestion')}</p>
        <p className="mt-2 text-red-900">{t('accountPages.deleteExplain')}</p>
        <Form method="post" noValidate className="mt-6 grid gap-4">
          {result?.message ? <StatusMessage tone="error">{result.message}</StatusMessage> : null}
          <FormField
            label={t('accountPages.confirmWithPassword')}
            name="password"
            type="password"
            autoComplete="current-password"
            error={result?.fields?.password}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton tone="danger">{t('accountPages.deleteYes')}</SubmitButton>
            <Link
              to="/Profile"
              className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold ring-1 ring-slate-300 hover:bg-white"
            >
              {t('accountPages.deleteNo')}
            </Link>
          </div>
        </Form>
      </div>
    </section>
  );
}
