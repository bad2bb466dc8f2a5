import type { MessageResult } from '@jaliya/contract';
import { Form, useActionData } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { StatusMessage } from '../components/status-message';
import { SubmitButton } from '../components/submit-button';
import { PageHeader } from '../features/editorial/components/page-header';
import { DynamicFormField } from '../features/forms/components/dynamic-form-field';
import { type FormResult, formFailure, formSuccess } from '../lib/form-result';
import { useI18n } from '../lib/i18n';
import { orNotFound } from '../lib/page-loaders';
import { formFields, serverApi } from '../lib/server-api';
import type { Route } from './+types/form';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  return {
    form: await orNotFound(serverApi(context).form(params.slug)),
    canonicalUrl: `${context.publicUrl}/form/${encodeURIComponent(params.slug)}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = serverApi(context);
  const definition = await orNotFound(api.form(params.slug));
  const values = formFields(
    await request.formData(),
    definition.fields.map((field) => field.name),
  ) as Record<string, string>;
  const result = await api.write<MessageResult>('POST', `forms/${encodeURIComponent(params.slug)}`, values);
  if (!result.ok) return formFailure(result, undefined, undefined, values);
  return formSuccess(result.data.message);
}

/** `/form/{slug}`: a form the site team defined, checked field by field by the server. */
export default function FormRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { form, canonicalUrl } = loaderData;
  const result = useActionData<FormResult>();
  const errors = result?.fields ?? {};
  return (
    <>
      <PageMeta
        title={`${form.title} | ${t('app.name')}`}
        description={form.intro}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={form.title} intro={form.intro} width="max-w-3xl" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Form
          method="post"
          noValidate
          key={result?.sentAt ?? 'form'}
          className="grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          data-testid="dynamic-form"
        >
          {result?.ok && result.message ? (
            <StatusMessage tone="success" takesFocus>
              {result.message}
            </StatusMessage>
          ) : null}
          {result && !result.ok && result.message ? (
            <StatusMessage tone="error">{result.message}</StatusMessage>
          ) : null}
          <p className="text-sm text-slate-600">{t('forms.requiredNote')}</p>
          {form.fields.map((field) => (
            <DynamicFormField
              key={field.name}
              field={field}
              error={errors[field.name]}
              value={result?.ok ? undefined : result?.values?.[field.name]}
            />
          ))}
          <SubmitButton>{t('forms.submit')}</SubmitButton>
        </Form>
      </div>
    </>
  );
}
