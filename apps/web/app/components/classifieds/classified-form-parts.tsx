import type { City, UploadedPhoto } from '@jaliya/contract';
import { INTENTS, MAX_CLASSIFIED_PHOTOS } from '@jaliya/contract/classified-options';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { ChoiceField } from '../choice-field';
import { FormField } from '../form-field';
import { FormSection } from '../form-section';
import { PhotoPicker } from '../photo-picker';
import { SelectField } from '../select-field';
import { StatusMessage } from '../status-message';
import { SubmitButton } from '../submit-button';
import { TextAreaField } from '../text-area-field';

/** A draft value as text for a form control. */
export const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The photos among those uploaded that a draft's field names, in its order. */
export function photosOf(photos: readonly UploadedPhoto[], ids: unknown): UploadedPhoto[] {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return (Array.isArray(ids) ? ids : [ids]).flatMap((id) => {
    const photo = byId.get(Number(id));
    return photo ? [photo] : [];
  });
}

/**
 * The frame of every classified's form: the summary of errors, the fields, and the submit
 * button, which waits for photos still uploading rather than sending the form without them.
 */
export function ClassifiedForm({
  testId,
  errors,
  message,
  submitLabel,
  children,
}: {
  testId: string;
  errors: Record<string, string>;
  message?: string | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [waitMessage, setWaitMessage] = useState<string>();
  const errorCount = Object.keys(errors).length;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.currentTarget.querySelector('[data-uploading="true"]')) {
      event.preventDefault();
      setWaitMessage(t('directory.form.waitForUploads'));
    } else {
      setWaitMessage(undefined);
    }
  };
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-6" data-testid={testId}>
      {errorCount > 0 ? (
        <StatusMessage tone="error">{t('directory.form.fixErrors', { count: errorCount })}</StatusMessage>
      ) : message ? (
        <StatusMessage tone="error">{message}</StatusMessage>
      ) : null}
      {children}
      {waitMessage && <StatusMessage tone="error">{waitMessage}</StatusMessage>}
      <div>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/** Offering or seeking, the title and the language it is written in. */
export function HeadlineFields({
  draft,
  errors,
  intentLabels,
  titleHint,
}: {
  draft: Record<string, unknown>;
  errors: Record<string, string>;
  /** The kind's words for offering and seeking; a kind without them (events) has no such choice. */
  intentLabels?: Record<(typeof INTENTS)[number], string>;
  titleHint?: string;
}) {
  const { t, language } = useI18n();
  return (
    <>
      {intentLabels && (
        <ChoiceField
          label={t('classifieds.form.intentLabel')}
          name="intent"
          isRequired
          defaultValue={asText(draft.intent) || 'offer'}
          options={INTENTS.map((intent) => ({ value: intent, label: intentLabels[intent] }))}
          error={errors.intent}
        />
      )}
      <FormField
        label={t('classifieds.form.titleLabel')}
        name="title"
        {...(titleHint ? { hint: titleHint } : {})}
        defaultValue={asText(draft.title)}
        maxLength={120}
        required
        dir="auto"
        error={errors.title}
      />
      <SelectField
        label={t('directory.form.language')}
        name="language"
        defaultValue={asText(draft.language) || language}
        options={[
          { value: 'en', label: t('directory.form.languageEnglish') },
          { value: 'ar', label: t('directory.form.languageArabic') },
        ]}
        error={errors.language}
      />
    </>
  );
}

/** The description and the city. */
export function DescriptionFields({
  draft,
  errors,
  cities,
  descriptionHint,
}: {
  draft: Record<string, unknown>;
  errors: Record<string, string>;
  cities: City[];
  descriptionHint?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextAreaField
        label={t('classifieds.form.descriptionLabel')}
        name="description"
        {...(descriptionHint ? { hint: descriptionHint } : {})}
        defaultValue={asText(draft.description)}
        rows={6}
        maxLength={4000}
        required
        dir="auto"
        error={errors.description}
      />
      <SelectField
        label={t('classifieds.form.cityLabel')}
        name="cityId"
        placeholder={t('classifieds.form.chooseCity')}
        defaultValue={asText(draft.cityId)}
        options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
        error={errors.cityId}
      />
    </>
  );
}

/** Phone, e-mail (at least one), anything the kind adds, and posting anonymously. */
export function ContactFields({
  draft,
  errors,
  children,
}: {
  draft: Record<string, unknown>;
  errors: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <FormSection title={t('classifieds.contactTitle')}>
      <p className="text-sm text-slate-700">{t('classifieds.form.contactHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('classifieds.form.phoneLabel')}
          name="phone"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          defaultValue={asText(draft.phone)}
          error={errors.phone}
        />
        <FormField
          label={t('classifieds.form.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          defaultValue={asText(draft.email)}
          error={errors.email}
        />
      </div>
      {children}
      <div className="flex items-start gap-3">
        <input
          id="post-anonymous"
          type="checkbox"
          name="isAnonymous"
          value="true"
          defaultChecked={draft.isAnonymous === true}
          className="mt-1 size-5"
          aria-describedby="post-anonymous-hint"
        />
        <div>
          <label htmlFor="post-anonymous" className="font-medium text-slate-900">
            {t('classifieds.form.anonymousLabel')}
          </label>
          <p id="post-anonymous-hint" className="text-sm text-slate-700">
            {t('classifieds.form.anonymousHint')}
          </p>
        </div>
      </div>
    </FormSection>
  );
}

/** The post's photos, uploaded as they are chosen. */
export function PhotosSection({
  draft,
  errors,
  photos,
  hint,
  max,
}: {
  draft: Record<string, unknown>;
  errors: Record<string, string>;
  photos: readonly UploadedPhoto[];
  hint?: string;
  /** The kind's most photos, when fewer than a classified's. */
  max?: number;
}) {
  const { t } = useI18n();
  return (
    <FormSection title={t('classifieds.form.photosLabel')}>
      <PhotoPicker
        name="photoIds"
        label={t('classifieds.form.photosLabel')}
        hint={hint ?? t('classifieds.form.photosHint')}
        max={max ?? MAX_CLASSIFIED_PHOTOS}
        initial={photosOf(photos, draft.photoIds)}
        error={errors.photoIds}
      />
    </FormSection>
  );
}
