import type { ContentValues, MessageKey } from '@jaliya/contract';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { Link } from '../../components/link';
import { StatusMessage } from '../../components/status-message';
import { ContentFieldInput } from '../../features/console/content-field';
import { collectionOf, referenceChoices } from '../../features/console/content-collections.server';
import { contentBodyFromForm } from '../../features/console/content-values.server';
import { useI18n } from '../../lib/i18n';
import { orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/content-edit';

const isNew = (id: string | undefined) => id === 'new';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { definition, endpoints } = collectionOf(params.collection);
  if (!isNew(params.id) && !/^[1-9]\d{0,8}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  if (isNew(params.id) && !definition.canCreate) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [record, choices, settings] = await Promise.all([
    isNew(params.id) ? null : orNotFound(api.get(endpoints.item, { params: { id: params.id ?? '' } })),
    referenceChoices(api, definition),
    api.generalSetting(),
  ]);
  // A new record may start under a parent (a question of the group being looked at).
  const url = new URL(request.url);
  const preset: ContentValues = {};
  if (definition.parentField && /^[1-9]\d{0,8}$/.test(url.searchParams.get(definition.parentField) ?? ''))
    preset[definition.parentField] = Number(url.searchParams.get(definition.parentField));
  return {
    definition,
    record,
    preset,
    choices,
    timeZone: settings.site.timeZone,
    notice: url.searchParams.get('done'),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { definition, endpoints } = collectionOf(params.collection);
  const api = serverApi(context);
  const form = await request.formData();
  const base = `/admin/content/${definition.key}`;
  if (form.get('intent') === 'delete') {
    if (!endpoints.remove || isNew(params.id)) throw data(null, { status: 404 });
    const result = await api.send(endpoints.remove, { params: { id: params.id ?? '' } });
    if (result.ok) throw redirect(`${base}?done=deleted`);
    return data({ values: null, fields: {}, message: result.error.message }, { status: result.status });
  }
  const settings = await api.generalSetting();
  const body = contentBodyFromForm(definition, form, settings.site.timeZone);
  const result = isNew(params.id)
    ? endpoints.create
      ? await api.send(endpoints.create, { body })
      : null
    : await api.send(endpoints.update, { params: { id: params.id ?? '' }, body });
  if (!result) throw data(null, { status: 404 });
  if (result.ok) throw redirect(`${base}/${result.data.id}?done=${isNew(params.id) ? 'created' : 'saved'}`);
  return data(
    {
      values: body,
      fields: result.error.fields ?? {},
      message: result.error.fields ? undefined : result.error.message,
    },
    { status: result.status },
  );
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** `/admin/content/{collection}/{id|new}` (admins): one record's form, every field from its declaration. */
export default function ContentEditRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { definition, record, preset, choices, timeZone, notice } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const isSaving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const values: ContentValues = result?.values ?? record?.values ?? preset;
  const errors: Record<string, string> = result?.fields ?? {};
  const name = t(`console.content.collections.${definition.key}.name` as MessageKey);
  const heading = !record
    ? t('console.content.newTitle', { collection: name })
    : (!definition.isOnePerSite && record.title) || name;
  const done =
    notice === 'created'
      ? t('console.content.created')
      : notice === 'saved'
        ? t('console.content.saved')
        : null;
  return (
    <article aria-labelledby="content-edit-title" className="grid max-w-3xl gap-6">
      <title>{`${heading} | ${t('console.title')}`}</title>
      <div>
        <Link to={`/admin/content/${definition.key}`} className="text-sm text-primary hover:underline">
          {t('console.content.back', { collection: name })}
        </Link>
        <h1 id="content-edit-title" className="mt-2 text-2xl font-bold" dir="auto">
          {heading}
        </h1>
        {definition.key === 'forms' && record ? (
          <p className="mt-2 flex flex-wrap gap-4 text-sm">
            <Link
              to={`/admin/content/form-fields?parentId=${record.id}`}
              className="text-primary hover:underline"
            >
              {t('console.content.fields')}
            </Link>
            <Link to={`/admin/forms/${record.id}/submissions`} className="text-primary hover:underline">
              {t('console.content.submissions')}
            </Link>
          </p>
        ) : null}
      </div>
      {done && !result ? <StatusMessage tone="success">{done}</StatusMessage> : null}
      {result?.message ? <StatusMessage tone="error">{result.message}</StatusMessage> : null}
      <Form method="post" className="grid gap-5" noValidate>
        {definition.fields.map((field) => (
          <ContentFieldInput
            key={field.name}
            field={field}
            value={values[field.name]}
            image={record?.images[field.name]}
            choices={choices[field.name]}
            error={errors[field.name]}
            timeZone={timeZone}
          />
        ))}
        <div>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={isSaving}
            className="rounded-full bg-primary px-6 py-2.5 font-semibold text-white disabled:opacity-60"
          >
            {t('console.content.save')}
          </button>
        </div>
      </Form>
      {record && definition.canDelete ? (
        <details className="rounded-xl p-4 ring-1 ring-red-200">
          <summary className="cursor-pointer font-semibold text-red-800">
            {t('console.content.delete')}
          </summary>
          <p className="mt-2 text-sm text-slate-700">{t('console.content.deleteWarning')}</p>
          <Form method="post" className="mt-3">
            <button
              type="submit"
              name="intent"
              value="delete"
              className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white"
            >
              {t('console.content.confirmDelete')}
            </button>
          </Form>
        </details>
      ) : null}
    </article>
  );
}
