import type { City, UploadedPhoto } from '@jaliya/contract';
import { EXPERIENCE_LEVELS, JOB_TYPES, SALARY_TYPES } from '@jaliya/contract/classified-options';
import { ChoiceField } from '../../../components/choice-field';
import {
  asText,
  ClassifiedForm,
  ContactFields,
  DescriptionFields,
  HeadlineFields,
  PhotosSection,
  photosOf,
} from '../../../components/classifieds/classified-form-parts';
import { FormField } from '../../../components/form-field';
import { FormSection } from '../../../components/form-section';
import { PhotoPicker } from '../../../components/photo-picker';
import { SelectField } from '../../../components/select-field';
import { useI18n } from '../../../lib/i18n';
import type { JobDraft } from '../job-form-data';

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
  const { t } = useI18n();
  return (
    <ClassifiedForm testId="job-form" errors={errors} message={message} submitLabel={submitLabel}>
      <input type="hidden" name="posterType" value={posterType} />
      <FormSection title={t('classifieds.details')}>
        <HeadlineFields
          draft={draft}
          errors={errors}
          titleHint={t('jobs.form.titleHint')}
          intentLabels={{ offer: t('jobs.intent.offer'), seek: t('jobs.intent.seek') }}
        />
        {posterType === 'company' && (
          <>
            <FormField
              label={t('jobs.form.companyLabel')}
              name="company"
              defaultValue={asText(draft.company)}
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
              initial={photosOf(photos, draft.logoId)}
              error={errors.logoId}
            />
          </>
        )}
        <ChoiceField
          label={t('jobs.jobType.label')}
          name="jobType"
          isRequired
          defaultValue={asText(draft.jobType)}
          options={JOB_TYPES.map((type) => ({ value: type, label: t(`jobs.jobType.${type}`) }))}
          error={errors.jobType}
        />
        <SelectField
          label={t('jobs.experience.label')}
          name="experience"
          defaultValue={asText(draft.experience) || 'none'}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`jobs.experience.${level}`) }))}
          error={errors.experience}
        />
        <DescriptionFields
          draft={draft}
          errors={errors}
          cities={cities}
          descriptionHint={t('jobs.form.descriptionHint')}
        />
        <FormField
          label={t('jobs.workLocation')}
          name="workLocation"
          defaultValue={asText(draft.workLocation)}
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
            defaultValue={asText(draft.salary)}
            error={errors.salary}
          />
          <SelectField
            label={t('jobs.salaryType.label')}
            name="salaryType"
            placeholder={t('classifieds.any')}
            defaultValue={asText(draft.salaryType)}
            options={SALARY_TYPES.map((type) => ({ value: type, label: t(`jobs.salaryTypeName.${type}`) }))}
            error={errors.salaryType}
          />
        </div>
      </FormSection>

      <ContactFields draft={draft} errors={errors}>
        <FormField
          label={t('jobs.form.portfolioLabel')}
          name="portfolioUrl"
          type="url"
          dir="ltr"
          placeholder="https://"
          defaultValue={asText(draft.portfolioUrl)}
          hint={t('jobs.form.portfolioHint')}
          error={errors.portfolioUrl}
        />
      </ContactFields>
      <PhotosSection draft={draft} errors={errors} photos={photos} />
    </ClassifiedForm>
  );
}
