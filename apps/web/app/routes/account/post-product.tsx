import { redirect, useActionData } from 'react-router';
import { ProductForm } from '../../features/products/components/product-form';
import { type ProductDraft, productDraftFromForm } from '../../features/products/product-form-data';
import { MY_PRODUCTS_PATH } from '../../features/products/product-paths';
import { type ClassifiedFormFailure, sendClassifiedForm } from '../../lib/classified-form.server';
import { marketCatalogueEndpoint, productEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/post-product';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [settings, catalogue] = await Promise.all([
    api.generalSetting(),
    api.get(marketCatalogueEndpoint, {}),
  ]);
  return { cities: settings.cities, catalogue };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await sendClassifiedForm(context, request, productEndpoints, productDraftFromForm);
  if ('ok' in result && result.ok) return redirect(`${MY_PRODUCTS_PATH}?added=${result.data.id}`);
  return result;
}

/** `/market-place/new-product`: something for sale, or wanted; it waits for a moderator. */
export default function PostProductRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<ClassifiedFormFailure<ProductDraft>>();
  return (
    <section aria-labelledby="post-product-title">
      <title>{`${t('products.form.title')} | ${t('app.name')}`}</title>
      <h1 id="post-product-title" className="text-2xl font-bold">
        {t('products.form.title')}
      </h1>
      <p className="mt-1 mb-6 text-slate-700">{t('classifieds.form.intro', { days: 30 })}</p>
      <ProductForm
        cities={loaderData.cities}
        catalogue={loaderData.catalogue}
        draft={failure?.draft ?? {}}
        photos={[]}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        submitLabel={t('classifieds.form.submit')}
      />
    </section>
  );
}
