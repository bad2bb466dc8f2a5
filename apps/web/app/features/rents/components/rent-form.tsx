import type { City, UploadedPhoto } from '@jaliya/contract';
import { ACCOMMODATION_TYPES, OCCUPANT_GENDERS } from '@jaliya/contract/classified-options';
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
import { useI18n } from '../../../lib/i18n';
import type { RentDraft } from '../rent-form-data';

/**
 * Every field of a home (SPEC section 3): the API checks it and answers field by field in the
 * visitor's language; a place on offer needs at least one photo.
 */
export function RentForm({
  cities,
  draft,
  photos,
  errors,
  message,
  submitLabel,
}: {
  cities: City[];
  draft: RentDraft;
  photos: UploadedPhoto[];
  errors: Record<string, string>;
  message?: string | undefined;
  submitLabel: string;
}) {
  const { t } = useI18n();
  const location = (draft.location ?? {}) as { lat?: unknown; lng?: unknown };
  const numberField = (name: keyof RentDraft & string, label: string, step = '1') => (
    <FormField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      required
      defaultValue={asText(draft[name])}
      error={errors[name]}
    />
  );
  return (
    <ClassifiedForm testId="rent-form" errors={errors} message={message} submitLabel={submitLabel}>
      <FormSection title={t('classifieds.details')}>
        <HeadlineFields
          draft={draft}
          errors={errors}
          intentLabels={{ offer: t('rents.intent.offer'), seek: t('rents.intent.seek') }}
        />
        <ChoiceField
          label={t('rents.accommodationType.label')}
          name="accommodationType"
          isRequired
          defaultValue={asText(draft.accommodationType)}
          options={ACCOMMODATION_TYPES.map((type) => ({
            value: type,
            label: t(`rents.accommodationType.${type}`),
          }))}
          error={errors.accommodationType}
        />
        <DescriptionFields draft={draft} errors={errors} cities={cities} />
      </FormSection>
      <FormSection title={t('rents.price')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField('price', t('rents.form.priceLabel'), '1')}
          {numberField('areaSqft', t('rents.form.areaLabel'))}
          {numberField('bedrooms', t('rents.bedrooms'))}
          {numberField('bathrooms', t('rents.bathrooms'), '0.5')}
        </div>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            name="sharedBathroom"
            value="true"
            defaultChecked={draft.sharedBathroom === true}
            className="size-5"
          />
          <span className="font-medium text-slate-900">{t('rents.form.sharedLabel')}</span>
        </label>
        <ChoiceField
          label={t('rents.gender.label')}
          name="gender"
          isRequired
          defaultValue={asText(draft.gender)}
          options={OCCUPANT_GENDERS.map((gender) => ({ value: gender, label: t(`rents.gender.${gender}`) }))}
          error={errors.gender}
        />
      </FormSection>
      <FormSection title={t('rents.form.locationSection')}>
        <LocationPicker
          initial={{ lat: asText(location.lat), lng: asText(location.lng) }}
          errors={{ lat: errors['location.lat'] ?? errors.location, lng: errors['location.lng'] }}
          hint={t('rents.form.locationHint')}
          mapHint={t('rents.form.mapHint')}
        />
      </FormSection>
      <ContactFields draft={draft} errors={errors} />
      <PhotosSection draft={draft} errors={errors} photos={photos} hint={t('rents.form.photosHint')} />
    </ClassifiedForm>
  );
}
