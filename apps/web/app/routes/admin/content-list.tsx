import type { ColumnDef } from '@tanstack/react-table';
import { useDateTimeFormat } from '../../lib/site-settings';
import type { ContentRecord, MessageKey } from '@jaliya/contract';
import { Form, redirect } from 'react-router';
import { Link } from '../../components/link';
import { KeysetNav } from '../../components/keyset-nav';
import { StatusMessage } from '../../components/status-message';
import { StoredImage } from '../../components/stored-image';
import { Filter, TextBox } from '../../features/console/console-controls';
import { useFieldLabel, useOptionLabel } from '../../features/console/content-field';
import { ConsoleTable } from '../../features/console/console-table';
import { collectionOf, referenceChoices } from '../../features/console/content-collections.server';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf, orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/content-list';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { definition, endpoints } = collectionOf(params.collection);
  const api = serverApi(context);
  const url = new URL(request.url);
  const cursor = keysetCursorOf(request);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 120) || undefined;
  const parent = url.searchParams.get('parentId') ?? '';
  const parentId = /^[1-9]\d{0,8}$/.test(parent) ? parent : undefined;
  const query = { ...(q ? { q } : {}), ...(parentId ? { parentId } : {}) };
  const [page, choices] = await Promise.all([
    orNotFound(api.get(endpoints.list, { query: { ...query, ...(cursor ? { cursor } : {}) } })),
    referenceChoices(api, definition, (name) =>
      definition.fields.some(
        (field) => field.name === name && (field.inList || name === definition.parentField),
      ),
    ),
  ]);
  // A fixed set of one (the settings, the site) opens straight on its form.
  if (!definition.canCreate && page.total === 1 && page.items[0] && !cursor && !q)
    throw redirect(`/admin/content/${definition.key}/${page.items[0].id}`);
  return {
    definition,
    page,
    choices,
    filters: { q, parentId },
    query: new URLSearchParams(query).toString(),
    isFirstPage: cursor === undefined,
    isDeleted: url.searchParams.get('done') === 'deleted',
  };
}

/** `/admin/content/{collection}` (admins): the records of one collection, filtered and paged. */
export default function ContentListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const labelOf = useFieldLabel();
  const optionLabel = useOptionLabel();
  const { definition, page, choices, filters, query, isFirstPage, isDeleted } = loaderData;
  const name = t(`console.content.collections.${definition.key}.name` as MessageKey);
  const base = `/admin/content/${definition.key}`;
  const date = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const columns: ColumnDef<ContentRecord>[] = definition.fields
    .filter((field) => field.inList)
    .map((field) => ({
      id: field.name,
      header: labelOf(field),
      accessorFn: (record) => record.values[field.name],
      cell: ({ row }) => {
        const value = row.original.values[field.name];
        const image = row.original.images[field.name];
        if (field.type === 'image')
          return image ? (
            <StoredImage
              image={image}
              sizes="96px"
              alt=""
              className="h-12 w-24 rounded object-cover"
              load="lazy"
            />
          ) : (
            '—'
          );
        if (value === null || value === '') return '—';
        if (field.type === 'boolean') return value ? t('console.content.yes') : t('console.content.no');
        if (field.type === 'choice') return optionLabel(field, String(value));
        if (field.type === 'reference')
          return choices[field.name]?.find((choice) => choice.id === value)?.label ?? `#${String(value)}`;
        if (field.type === 'dateTime') return date.format(new Date(String(value)));
        if (field.type === 'color')
          return (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-4 rounded-full ring-1 ring-slate-300"
                style={{ backgroundColor: String(value) }}
              />
              <span dir="ltr">{String(value)}</span>
            </span>
          );
        if (field.name === definition.titleField)
          return (
            <Link
              to={`${base}/${row.original.id}`}
              className="font-semibold text-primary hover:underline"
              dir="auto"
            >
              {String(value)}
            </Link>
          );
        return <span dir="auto">{String(value)}</span>;
      },
    }));
  columns.push({
    id: 'edit',
    header: '',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={`${base}/${row.original.id}`}
        className="text-primary hover:underline"
        aria-label={`${t('console.content.edit')}: ${row.original.title}`}
      >
        {t('console.content.edit')}
      </Link>
    ),
  });
  const parentField = definition.fields.find((field) => field.name === definition.parentField);
  return (
    <section aria-labelledby="collection-title">
      <title>{`${name} | ${t('console.title')}`}</title>
      <Link to="/admin/content" className="text-sm text-primary hover:underline">
        {t('console.content.backToAll')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="collection-title" className="text-2xl font-bold">
          {name}
        </h1>
        {definition.canCreate ? (
          <Link
            to={`${base}/new${filters.parentId && parentField ? `?${parentField.name}=${filters.parentId}` : ''}`}
            className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white"
          >
            {t('console.content.new')}
          </Link>
        ) : null}
      </div>
      <p className="mt-1 text-slate-600">
        {t(`console.content.collections.${definition.key}.description` as MessageKey)}{' '}
        {t('console.content.count', { count: page.total })}
      </p>
      {isDeleted ? (
        <div className="mt-4">
          <StatusMessage tone="success">{t('console.content.deleted')}</StatusMessage>
        </div>
      ) : null}
      {!definition.canCreate ? (
        <p className="mt-1 text-sm text-slate-600">{t('console.content.fixedSet')}</p>
      ) : null}
      <Form
        method="get"
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
        aria-label={t('console.filters')}
      >
        <TextBox
          type="search"
          label={t('console.content.search')}
          name="q"
          value={filters.q}
          maxLength={120}
        />
        {parentField ? (
          <Filter
            label={`${t('console.content.parentFilter')}: ${labelOf(parentField)}`}
            name="parentId"
            value={filters.parentId}
          >
            <option value="">{t('console.any')}</option>
            {(choices[parentField.name] ?? []).map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </Filter>
        ) : null}
        <button
          type="submit"
          className="rounded-full bg-slate-800 px-5 py-2 text-sm font-semibold text-white"
        >
          {t('console.apply')}
        </button>
      </Form>
      <div className="mt-6">
        {page.items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
            {t('console.content.empty')}
          </p>
        ) : (
          <ConsoleTable
            caption={name}
            columns={columns}
            rows={page.items}
            rowId={(record) => String(record.id)}
            testId={`console-content-${definition.key}`}
          />
        )}
      </div>
      <KeysetNav
        firstPageUrl={`${base}${query ? `?${query}` : ''}`}
        nextPageUrl={page.nextCursor ? `${base}?${query ? `${query}&` : ''}cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
