import type { City, UploadedPhoto } from '@jaliya/contract';
import {
  EXPERIENCE_LEVELS,
  INTENTS,
  JOB_TYPES,
  MAX_CLASSIFIED_PHOTOS,
  SALARY_TYPES,
} from '@jaliya/contract/classified-options';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-router';
import { ChoiceField } from '../../../components/choice-field';
import { FormField } from '../../../components/form-field';
import { FormSection } from '../../../components/form-section';
import { PhotoPicker } from '../../../components/photo-picker';
import { SelectField } from '../../../components/select-field';
import { StatusMessage } from '../../../components/status-message';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { useI18n } from '../../../lib/i18n';
import type { JobDraft } from '../job-form-data';

const asString = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Every field of a job (SPEC section 3), posted by a person or, with `posterType="company"`, by
 * a company with its name and logo. The API checks it and answers field by field in the
 * visitor's language; text fields work without JavaScript, photos upload as they are chosen.
 */
export function JobForm({
  cities,
  draft,
  photos,
  errors,
  message,
  posterType,
  submitLabel,
}: {
  cities: City[];
  draft: JobDraft;
  photos: UploadedPhoto[];
  errors: Record<string, string>;
  message?: string | undefined;
  posterType: 'company' | 'individual';
  submitLabel: string;
}) {
  const { t, language } = useI18n();
  const [waitMessage, setWaitMessage] = useState<string>();
  const errorCount = Object.keys(errors).length;
  const photoOf = new Map(photos.map((photo) => [photo.id, photo]));
  const photosFor = (ids: unknown) =>
    (Array.isArray(ids) ? ids : [ids]).flatMap((id) => {
      const photo = photoOf.get(Number(id));
      return photo ? [photo] : [];
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.currentTarget.querySelector('[data-uploading="true"]')) {
      event.preventDefault();
      setWaitMessage(t('directory.form.waitForUploads'));
    } else {
      setWaitMessage(undefined);
    }
  };
  const isCompany = posterType === 'company';
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-6" data-testid="job-form">
      {errorCount > 0 ? (
        <StatusMessage tone="error">{t('directory.form.fixErrors', { count: errorCount })}</StatusMessage>
      ) : message ? (
        <StatusMessage tone="error">{message}</StatusMessage>
      ) : null}
      <input type="hidden" name="posterType" value={posterType} />

      <FormSection title={t('classifieds.details')}>
        <ChoiceField
          label={t('classifieds.form.intentLabel')}
          name="intent"
          isRequired
          defaultValue={asString(draft.intent) || 'offer'}
          options={INTENTS.map((intent) => ({ value: intent, label: t(`jobs.intent.${intent}`) }))}
          error={errors.intent}
        />
        <FormField
          label={t('classifieds.form.titleLabel')}
          name="title"
          hint={t('jobs.form.titleHint')}
          defaultValue={asString(draft.title)}
          maxLength={120}
          required
          dir="auto"
          error={errors.title}
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
        {isCompany && (
          <>
            <FormField
              label={t('jobs.form.companyLabel')}
              name="company"
              defaultValue={asString(draft.company)}
              maxLength={120}
              required
              dir="auto"
              autoComplete="organization"
              error={errors.company}
            />
            <PhotoPicker
              name="logoId"
              label={t('jobs.form.logoLabel')}
              hint=""
              max={1}
              initial={photosFor(draft.logoId)}
              error={errors.logoId}
            />
          </>
        )}
        <ChoiceField
          label={t('jobs.jobType.label')}
          name="jobType"
          isRequired
          defaultValue={asString(draft.jobType)}
          options={JOB_TYPES.map((type) => ({ value: type, label: t(`jobs.jobType.${type}`) }))}
          error={errors.jobType}
        />
        <SelectField
          label={t('jobs.experience.label')}
          name="experience"
          defaultValue={asString(draft.experience) || 'none'}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`jobs.experience.${level}`) }))}
          error={errors.experience}
        />
        <TextAreaField
          label={t('classifieds.form.descriptionLabel')}
          name="description"
          hint={t('jobs.form.descriptionHint')}
          defaultValue={asString(draft.description)}
          rows={6}
          maxLength={4000}
          required
          dir="auto"
          error={errors.description}
        />
      </FormSection>

      <FormSection title={t('jobs.workLocation')}>
        <SelectField
          label={t('classifieds.form.cityLabel')}
          name="cityId"
          placeholder={t('classifieds.form.chooseCity')}
          defaultValue={asString(draft.cityId)}
          options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
          error={errors.cityId}
        />
        <FormField
          label={t('jobs.workLocation')}
          name="workLocation"
          defaultValue={asString(draft.workLocation)}
          maxLength={200}
          required
          dir="auto"
          error={errors.workLocation}
        />
      </FormSection>

      <FormSection title={t('jobs.salary')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('jobs.form.salaryLabel')}
            name="salary"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            hint={t('jobs.form.salaryHint')}
            defaultValue={asString(draft.salary)}
            error={errors.salary}
          />
          <SelectField
            label={t('jobs.salaryType.label')}
            name="salaryType"
            placeholder={t('classifieds.any')}
            defaultValue={asString(draft.salaryType)}
            options={SALARY_TYPES.map((type) => ({ value: type, label: t(`jobs.salaryTypeName.${type}`) }))}
            error={errors.salaryType}
          />
        </div>
      </FormSection>

      <FormSection title={t('classifieds.contactTitle')}>
        <p className="text-sm text-slate-700">{t('classifieds.form.contactHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('classifieds.form.phoneLabel')}
            name="phone"
            type="tel"
            autoComplete="tel"
            dir="ltr"
            defaultValue={asString(draft.phone)}
            error={errors.phone}
          />
          <FormField
            label={t('classifieds.form.emailLabel')}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            defaultValue={asString(draft.email)}
            error={errors.email}
          />
        </div>
        <FormField
          label={t('jobs.form.portfolioLabel')}
          name="portfolioUrl"
          type="url"
          dir="ltr"
          placeholder="https://"
          defaultValue={asString(draft.portfolioUrl)}
          error={errors.portfolioUrl}
        />
        <div className="flex items-start gap-3">
          <input
            id="job-anonymous"
            type="checkbox"
            name="isAnonymous"
            value="true"
            defaultChecked={draft.isAnonymous === true}
            className="mt-1 size-5"
            aria-describedby="job-anonymous-hint"
          />
          <div>
            <label htmlFor="job-anonymous" className="font-medium text-slate-900">
              {t('classifieds.form.anonymousLabel')}
            </label>
            <p id="job-anonymous-hint" className="text-sm text-slate-700">
              {t('classifieds.form.anonymousHint')}
            </p>
          </div>
        </div>
      </FormSection>

      <FormSection title={t('classifieds.form.photosLabel')}>
        <PhotoPicker
          name="photoIds"
          label={t('classifieds.form.photosLabel')}
          hint={t('classifieds.form.photosHint')}
          max={MAX_CLASSIFIED_PHOTOS}
          initial={photosFor(draft.photoIds)}
          error={errors.photoIds}
        />
      </FormSection>

      {waitMessage && <StatusMessage tone="error">{waitMessage}</StatusMessage>}
      <div>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
