import type { City, MainCategory, UploadedPhoto } from '@jaliya/contract';
import { LIMITS, SOCIAL_MEDIA_TYPES } from '@jaliya/contract/limits';
import { WEEKDAYS } from '@jaliya/contract/opening-hours-time';
import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-router';
import { controlClassName, FieldError, FormField } from '../../../components/form-field';
import { FormSection as Section } from '../../../components/form-section';
import { SelectField } from '../../../components/select-field';
import { StatusMessage } from '../../../components/status-message';
import { TextAreaField } from '../../../components/text-area-field';
import { SubmitButton } from '../../../components/submit-button';
import { useI18n } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  BLANK_SPECIAL_ROWS,
  type BusinessDraft,
  type DraftHours,
  RANGES_PER_DAY,
} from '../business-form-data';
import { LocationPicker } from '../../../components/map/location-picker';
import { PhotoPicker } from '../../../components/photo-picker';

interface BusinessFormProps {
  mains: MainCategory[];
  cities: City[];
  /** The values to start from: the owner's business when editing, what was sent after an error. */
  draft: BusinessDraft;
  /** Every photo the draft names, to show them. */
  photos: UploadedPhoto[];
  errors: Record<string, string>;
  /** A message about the whole form. */
  message?: string | undefined;
  submitLabel: string;
  /** The state a new business starts with (the site's, as its postal code: GA). */
  defaultState: string;
}

const asString = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const asIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/**
 * Every field of a business (SPEC section 3) with its limits (section 5). The API checks it and
 * answers field by field in the visitor's language; the field names are the API's error paths.
 * Text fields work without JavaScript; photos upload as they are chosen (`PhotoPicker`).
 */
export function BusinessForm({
  mains,
  cities,
  draft,
  photos,
  errors,
  message,
  submitLabel,
  defaultState,
}: BusinessFormProps) {
  const { t, language } = useI18n();
  const isHydrated = useHydrated();
  const [mainId, setMainId] = useState(asString(draft.mainCategoryId));
  const [waitMessage, setWaitMessage] = useState<string>();
  const errorCount = Object.keys(errors).length;
  const photoOf = new Map(photos.map((photo) => [photo.id, photo]));
  const photosFor = (ids: number[]) =>
    ids.flatMap((photoId) => {
      const photo = photoOf.get(photoId);
      return photo ? [photo] : [];
    });
  const subcategoryIds = asIds(draft.subcategoryIds);
  const services = Array.isArray(draft.services) ? draft.services.map(asString) : [];
  const social = (draft.social ?? {}) as Record<string, string>;
  const location = (draft.location ?? {}) as { lat?: unknown; lng?: unknown };
  const hours: DraftHours = draft.hours ?? {
    alwaysOpen: false,
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as DraftHours['weekly'],
    special: [],
  };
  const specialRows = [
    ...hours.special,
    ...Array.from({ length: BLANK_SPECIAL_ROWS }, () => ({ date: '', ranges: [] })),
  ];

  // An upload still running would be lost: say so instead of sending the form without it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.currentTarget.querySelector('[data-uploading="true"]')) {
      event.preventDefault();
      setWaitMessage(t('directory.form.waitForUploads'));
    } else {
      setWaitMessage(undefined);
    }
  };
  const errorsUnder = (prefix: string) =>
    Object.entries(errors)
      .filter(([name]) => name === prefix || name.startsWith(`${prefix}.`))
      .map(([, text]) => text);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-6" data-testid="business-form">
      {errorCount > 0 ? (
        <StatusMessage tone="error">{t('directory.form.fixErrors', { count: errorCount })}</StatusMessage>
      ) : message ? (
        <StatusMessage tone="error">{message}</StatusMessage>
      ) : null}

      <Section title={t('directory.form.aboutSection')}>
        <FormField
          label={t('directory.form.name')}
          name="name"
          defaultValue={asString(draft.name)}
          maxLength={120}
          required
          dir="auto"
          error={errors.name}
        />
        <SelectField
          label={t('directory.form.language')}
          name="language"
          defaultValue={asString(draft.language) || language}
          options={[
            { value: 'en', label: t('directory.form.languageEnglish') },
            { value: 'ar', label: t('directory.form.languageArabic') },
          ]}
          error={errors.language}
        />
        <SelectField
          label={t('directory.form.mainCategory')}
          name="mainCategoryId"
          defaultValue={mainId}
          onChange={setMainId}
          placeholder={t('directory.form.choose')}
          options={mains.map((main) => ({ value: String(main.id), label: main.name }))}
          error={errors.mainCategoryId}
        />
        <SubcategoryField
          mains={mains}
          mainId={isHydrated ? mainId : undefined}
          checked={subcategoryIds}
          error={errors.subcategoryIds}
        />
        <TextAreaField
          label={t('directory.form.description')}
          hint={t('directory.form.descriptionHint')}
          name="description"
          rows={3}
          maxLength={400}
          defaultValue={asString(draft.description)}
          error={errors.description}
        />
        <fieldset aria-describedby="services-hint">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('directory.form.services')}</legend>
          <p id="services-hint" className="mb-2 text-xs text-slate-600">
            {t('directory.form.servicesHint', {
              min: LIMITS.business.services.min,
              max: LIMITS.business.services.max,
            })}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {Array.from({ length: LIMITS.business.services.max }, (_, index) => (
              <FormField
                key={index}
                label={t('directory.form.serviceNumber', { position: index + 1 })}
                name="services"
                defaultValue={services[index] ?? ''}
                maxLength={60}
                dir="auto"
                error={errors[`services.${index}`]}
              />
            ))}
          </div>
          <FieldError id="services" name="services" error={errors.services} />
        </fieldset>
      </Section>

      <Section title={t('directory.form.photosSection')}>
        <PhotoPicker
          name="logoId"
          label={t('directory.form.logo')}
          hint={t('directory.form.logoHint')}
          max={1}
          initial={photosFor([Number(draft.logoId)])}
          error={errors.logoId}
        />
        <PhotoPicker
          name="coverId"
          label={t('directory.form.cover')}
          hint={t('directory.form.coverHint')}
          max={1}
          initial={photosFor([Number(draft.coverId)])}
          error={errors.coverId}
        />
        <PhotoPicker
          name="mainPhotoIds"
          label={t('directory.form.mainPhotos')}
          hint={t('directory.form.photosRange', LIMITS.business.mainPhotos)}
          max={LIMITS.business.mainPhotos.max}
          initial={photosFor(asIds(draft.mainPhotoIds))}
          error={errors.mainPhotoIds}
        />
        <PhotoPicker
          name="galleryPhotoIds"
          label={t('directory.form.galleryPhotos')}
          hint={t('directory.form.photosRange', LIMITS.business.galleryPhotos)}
          max={LIMITS.business.galleryPhotos.max}
          initial={photosFor(asIds(draft.galleryPhotoIds))}
          error={errors.galleryPhotoIds}
        />
      </Section>

      <Section title={t('directory.form.contactSection')}>
        <FormField
          label={t('directory.form.street')}
          name="street"
          defaultValue={asString(draft.street)}
          maxLength={200}
          autoComplete="street-address"
          dir="auto"
          error={errors.street}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('directory.city')}
            name="cityId"
            defaultValue={asString(draft.cityId)}
            placeholder={t('directory.form.choose')}
            options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
            error={errors.cityId}
          />
          <FormField
            label={t('directory.form.state')}
            name="state"
            defaultValue={asString(draft.state) || defaultState}
            maxLength={60}
            autoComplete="address-level1"
            error={errors.state}
          />
          <FormField
            label={t('directory.form.postalCode')}
            name="postalCode"
            defaultValue={asString(draft.postalCode)}
            inputMode="numeric"
            autoComplete="postal-code"
            dir="ltr"
            error={errors.postalCode}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('directory.phone')}
            name="phone"
            type="tel"
            defaultValue={asString(draft.phone)}
            autoComplete="tel"
            dir="ltr"
            error={errors.phone}
          />
          <FormField
            label={t('directory.email')}
            name="email"
            type="email"
            defaultValue={asString(draft.email)}
            autoComplete="email"
            dir="ltr"
            error={errors.email}
          />
        </div>
        <FormField
          label={t('directory.form.website')}
          name="website"
          type="url"
          defaultValue={asString(draft.website)}
          placeholder="https://"
          dir="ltr"
          error={errors.website}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('directory.form.social')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SOCIAL_MEDIA_TYPES.map((type) => (
              <FormField
                key={type}
                label={t(`social.${type}`)}
                name={`social.${type}`}
                type="url"
                defaultValue={social[type] ?? ''}
                placeholder="https://"
                dir="ltr"
                error={errors[`social.${type}`]}
              />
            ))}
          </div>
        </fieldset>
      </Section>

      <Section title={t('directory.form.locationSection')}>
        <LocationPicker
          initial={{ lat: asString(location.lat), lng: asString(location.lng) }}
          errors={{ lat: errors['location.lat'] ?? errors.location, lng: errors['location.lng'] }}
        />
      </Section>

      <Section title={t('directory.hours')}>
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            name="hours.alwaysOpen"
            defaultChecked={hours.alwaysOpen}
            className="size-5 accent-primary"
          />
          {t('directory.form.alwaysOpen')}
        </label>
        <p className="text-sm text-slate-700">{t('directory.form.hoursHint')}</p>
        <div className="grid gap-3">
          {WEEKDAYS.map((day) => (
            <fieldset key={day} className="grid gap-2 border-b border-slate-100 pb-3 sm:grid-cols-[8rem_1fr]">
              <legend className="float-start pt-2 text-sm font-semibold text-slate-800 sm:w-32">
                {t(`directory.${day}`)}
              </legend>
              <div className="grid gap-2 sm:col-start-2">
                {Array.from({ length: RANGES_PER_DAY }, (_, index) => (
                  <TimeRangeRow
                    key={index}
                    prefix={`hours.weekly.${day}.${index}`}
                    range={hours.weekly[day]?.[index]}
                    label={t('directory.form.rangeLabel', {
                      day: t(`directory.${day}`),
                      position: index + 1,
                    })}
                  />
                ))}
                <FieldError
                  id={`hours-${day}`}
                  name={`hours.weekly.${day}`}
                  error={errorsUnder(`hours.weekly.${day}`)[0]}
                />
              </div>
            </fieldset>
          ))}
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('directory.specialDates')}</legend>
          <p className="text-sm text-slate-700">{t('directory.form.specialHint')}</p>
          {specialRows.map((special, index) => (
            <div key={index} className="flex flex-wrap items-end gap-3">
              <label className="grid gap-1 text-sm text-slate-800">
                {t('directory.form.date')}
                <input
                  type="date"
                  name={`hours.special.${index}.date`}
                  defaultValue={special.date}
                  className={controlClassName(Boolean(errors[`hours.special.${index}.date`]))}
                />
              </label>
              <TimeRangeRow
                prefix={`hours.special.${index}.ranges.0`}
                range={special.ranges[0]}
                label={t('directory.form.specialRangeLabel', { position: index + 1 })}
              />
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name={`hours.special.${index}.closed`}
                  defaultChecked={special.date !== '' && special.ranges.length === 0}
                  className="size-5 accent-primary"
                />
                {t('directory.dayClosed')}
              </label>
              <FieldError
                id={`special-${index}`}
                name={`hours.special.${index}`}
                error={errorsUnder(`hours.special.${index}`)[0]}
              />
            </div>
          ))}
          <FieldError id="special" name="hours.special" error={errors['hours.special']} />
        </fieldset>
        <FieldError id="hours" name="hours" error={errors.hours ?? errors['hours.weekly']} />
      </Section>

      {waitMessage ? <StatusMessage tone="error">{waitMessage}</StatusMessage> : null}
      <div>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

function TimeRangeRow({
  prefix,
  range,
  label,
}: {
  prefix: string;
  range: { opens: string; closes: string } | undefined;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2" dir="ltr">
      <input
        type="time"
        name={`${prefix}.opens`}
        defaultValue={range?.opens ?? ''}
        aria-label={`${label}: ${t('directory.form.opens')}`}
        className={`${controlClassName(false)} max-w-36`}
      />
      <span aria-hidden="true">–</span>
      <input
        type="time"
        name={`${prefix}.closes`}
        defaultValue={range?.closes === '24:00' ? '00:00' : (range?.closes ?? '')}
        aria-label={`${label}: ${t('directory.form.closes')}`}
        className={`${controlClassName(false)} max-w-36`}
      />
    </div>
  );
}

/**
 * Subcategories as checkboxes grouped by main category. With JavaScript only the chosen main
 * category's group shows; without it every group does and the API checks the choice.
 */
function SubcategoryField({
  mains,
  mainId,
  checked,
  error,
}: {
  mains: MainCategory[];
  mainId: string | undefined;
  checked: number[];
  error: string | undefined;
}) {
  const { t } = useI18n();
  const id = useId();
  const shown = mainId === undefined ? mains : mains.filter((main) => String(main.id) === mainId);
  return (
    <fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('directory.form.subcategories')}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-600">
        {shown.length === 0 ? t('directory.form.subcategoriesFirst') : t('directory.form.subcategoriesHint')}
      </p>
      {shown.map((main) => (
        <div key={main.id} className="mb-2">
          {mainId === undefined ? <p className="text-sm font-semibold text-slate-700">{main.name}</p> : null}
          <div className="flex flex-wrap gap-2">
            {main.subcategories.map((sub) => (
              <label
                key={sub.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ring-slate-300 has-checked:bg-primary/10 has-checked:ring-primary"
              >
                <input
                  type="checkbox"
                  name="subcategoryIds"
                  value={sub.id}
                  defaultChecked={checked.includes(sub.id)}
                  className="accent-primary"
                />
                {sub.name}
              </label>
            ))}
          </div>
        </div>
      ))}
      <FieldError id={id} name="subcategoryIds" error={error} />
    </fieldset>
  );
}
