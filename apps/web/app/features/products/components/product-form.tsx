import type { City, MarketCatalogue, UploadedPhoto } from '@jaliya/contract';
import { PRODUCT_CONDITIONS } from '@jaliya/contract/classified-options';
import { useState } from 'react';
import { ChoiceField } from '../../../components/choice-field';
import {
  asText,
  ClassifiedForm,
  ContactFields,
  DescriptionFields,
  HeadlineFields,
  PhotosSection,
} from '../../../components/classifieds/classified-form-parts';
import { FormField } from '../../../components/form-field';
import { FormSection } from '../../../components/form-section';
import { LocationPicker } from '../../../components/map/location-picker';
import { SelectField } from '../../../components/select-field';
import { formatYear } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { idOf, mainCategoryOptions, modelGroups, subCategoryGroups } from '../catalogue-options';
import type { ProductDraft } from '../product-form-data';

/**
 * Every field of a product (SPEC section 3). The subcategory and model lists narrow to the
 * chosen main category and subcategory as they are chosen (without JavaScript they list all,
 * under headings); the API checks that they fit and answers field by field.
 */
export function ProductForm({
  cities,
  catalogue,
  draft,
  photos,
  errors,
  message,
  submitLabel,
}: {
  cities: City[];
  catalogue: MarketCatalogue;
  draft: ProductDraft;
  photos: UploadedPhoto[];
  errors: Record<string, string>;
  message?: string | undefined;
  submitLabel: string;
}) {
  const { t, language } = useI18n();
  const [mainId, setMainId] = useState(idOf(draft.mainCategoryId));
  const [categoryId, setCategoryId] = useState(idOf(draft.categoryId));
  const location = (draft.location ?? {}) as { lat?: unknown; lng?: unknown };
  const models = modelGroups(catalogue, { mainId, categoryId });
  return (
    <ClassifiedForm testId="product-form" errors={errors} message={message} submitLabel={submitLabel}>
      <FormSection title={t('classifieds.details')}>
        <HeadlineFields
          draft={draft}
          errors={errors}
          intentLabels={{ offer: t('products.intent.offer'), seek: t('products.intent.seek') }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('products.mainCategory')}
            name="mainCategoryId"
            placeholder={t('products.chooseMainCategory')}
            defaultValue={asText(draft.mainCategoryId)}
            options={mainCategoryOptions(catalogue)}
            onChange={(value) => {
              setMainId(idOf(value));
              // Back on the saved main category, the saved subcategory (and so its models) returns.
              setCategoryId(idOf(value) === idOf(draft.mainCategoryId) ? idOf(draft.categoryId) : undefined);
            }}
            error={errors.mainCategoryId}
          />
          <SelectField
            // A new main category starts the choice of subcategory afresh.
            key={`category-${mainId ?? ''}`}
            label={t('products.category')}
            name="categoryId"
            placeholder={t('products.chooseCategory')}
            defaultValue={mainId === idOf(draft.mainCategoryId) ? asText(draft.categoryId) : ''}
            options={[]}
            groups={subCategoryGroups(catalogue, mainId)}
            onChange={(value) => setCategoryId(idOf(value))}
            error={errors.categoryId}
          />
        </div>
        <DescriptionFields draft={draft} errors={errors} cities={cities} />
      </FormSection>
      <FormSection title={t('products.price')}>
        <FormField
          label={t('products.form.priceLabel')}
          name="price"
          type="number"
          inputMode="decimal"
          min={0}
          step="1"
          hint={t('products.form.priceHint')}
          defaultValue={asText(draft.price)}
          error={errors.price}
        />
        <ChoiceField
          label={t('products.condition.label')}
          name="condition"
          hint={t('products.form.conditionHint')}
          // Nothing chosen on a new form; a saved post open to either shows that choice.
          defaultValue={draft.condition === undefined ? undefined : asText(draft.condition)}
          options={[
            ...PRODUCT_CONDITIONS.map((condition) => ({
              value: condition,
              label: t(`products.condition.${condition}`),
            })),
            // A wanted post may take either.
            { value: '', label: t('products.condition.either') },
          ]}
          error={errors.condition}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            key={`model-${mainId ?? ''}-${categoryId ?? ''}`}
            label={t('products.model')}
            name="modelId"
            placeholder={t('products.noChoice')}
            hint={t('products.form.modelHint')}
            defaultValue={categoryId === idOf(draft.categoryId) ? asText(draft.modelId) : ''}
            options={[]}
            groups={models}
            error={errors.modelId}
          />
          <SelectField
            label={t('products.year')}
            name="year"
            placeholder={t('products.noChoice')}
            defaultValue={asText(draft.year)}
            options={catalogue.years.map((year) => ({
              value: String(year),
              label: formatYear(year, language),
            }))}
            error={errors.year}
          />
          <SelectField
            label={t('products.color')}
            name="colorId"
            placeholder={t('products.noChoice')}
            defaultValue={asText(draft.colorId)}
            options={catalogue.colors.map((color) => ({ value: String(color.id), label: color.name }))}
            error={errors.colorId}
          />
        </div>
      </FormSection>
      <FormSection title={t('products.form.locationSection')}>
        <LocationPicker
          initial={{ lat: asText(location.lat), lng: asText(location.lng) }}
          errors={{ lat: errors['location.lat'] ?? errors.location, lng: errors['location.lng'] }}
          hint={t('products.form.locationHint')}
          mapHint={t('products.form.mapHint')}
        />
      </FormSection>
      <ContactFields draft={draft} errors={errors} />
      <PhotosSection draft={draft} errors={errors} photos={photos} hint={t('products.form.photosHint')} />
    </ClassifiedForm>
  );
}
