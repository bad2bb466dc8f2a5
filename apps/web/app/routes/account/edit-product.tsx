import { data, redirect, useActionData } from 'react-router';
import { EditPostSection } from '../../components/classifieds/edit-post-section';
import { ProductForm } from '../../features/products/components/product-form';
import { type ProductDraft, productDraftFromForm } from '../../features/products/product-form-data';
import { MY_PRODUCTS_PATH } from '../../features/products/product-paths';
import {
  type ClassifiedFormFailure,
  loadOwnForEdit,
  sendClassifiedForm,
} from '../../lib/classified-form.server';
import { marketCatalogueEndpoint, productEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/edit-product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const [own, catalogue] = await Promise.all([
    loadOwnForEdit(context, params.id, productEndpoints.ownForEdit),
    serverApi(context).get(marketCatalogueEndpoint, {}),
  ]);
  return { ...own, catalogue };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const result = await sendClassifiedForm(
    context,
    request,
    productEndpoints,
    productDraftFromForm,
    params.id,
  );
  if ('ok' in result && result.ok) return redirect(`${MY_PRODUCTS_PATH}?updated=${result.data.id}`);
  return result;
}

/** `/my-product/{id}/edit`: the owner edits their product; an edit of a published one waits for review. */
export default function EditProductRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<ClassifiedFormFailure<ProductDraft>>();
  const { listing, input, photos, cities, catalogue } = loaderData;
  return (
    <EditPostSection id="edit-product" heading={t('products.form.editTitle')} listing={listing}>
      <ProductForm
        cities={cities}
        catalogue={catalogue}
        draft={(failure?.draft ?? input) as ProductDraft}
        photos={photos}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        submitLabel={t('classifieds.form.save')}
      />
    </EditPostSection>
  );
}
