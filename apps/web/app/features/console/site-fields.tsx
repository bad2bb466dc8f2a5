import type { ConsoleSite } from '@jaliya/contract';
import { type ReactElement, useId } from 'react';
import { useI18n } from '../../lib/i18n';
import type { SiteFormField, SiteFormValues } from './site-form';

const inputClassName = 'rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal';

/** One labelled value of a site form, with its help and its error under it. */
function SiteField({
  label,
  help,
  error,
  children,
}: {
  label: string;
  help?: string | undefined;
  error: string | undefined;
  children: (described: {
    id: string;
    describedBy: string | undefined;
    invalid: true | undefined;
  }) => ReactElement;
}) {
  const id = useId();
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: error ? true : undefined })}
      {help ? (
        <p id={`${id}-help`} className="text-slate-600">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The values of a site, as the new-site and edit forms ask for them. Codes, host names and time
 * zones are Latin and read left to right on an Arabic page too; the Arabic name is typed right to
 * left on either page.
 */
export function SiteFields({
  mode,
  values,
  errors,
  sites = [],
}: {
  mode: 'create' | 'edit';
  values: SiteFormValues;
  errors: Partial<Record<SiteFormField, string>>;
  /** The sites a new one may copy its starting content from. */
  sites?: readonly Pick<ConsoleSite, 'code' | 'nameEn' | 'nameAr' | 'isDefault'>[];
}) {
  const { t, language } = useI18n();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {mode === 'create' ? (
        <SiteField label={t('console.sites.code')} help={t('console.sites.codeHelp')} error={errors.code}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="code"
              defaultValue={values.code ?? ''}
              maxLength={8}
              autoComplete="off"
              dir="ltr"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={`${inputClassName} text-start uppercase`}
            />
          )}
        </SiteField>
      ) : null}
      <SiteField
        label={t('console.sites.timeZone')}
        help={t('console.sites.timeZoneHelp')}
        error={errors.timeZone}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="timeZone"
            defaultValue={values.timeZone ?? ''}
            maxLength={64}
            autoComplete="off"
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClassName} text-start`}
          />
        )}
      </SiteField>
      <SiteField label={t('console.sites.nameEn')} error={errors.nameEn}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="nameEn"
            defaultValue={values.nameEn ?? ''}
            maxLength={120}
            lang="en"
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClassName} text-start`}
          />
        )}
      </SiteField>
      <SiteField label={t('console.sites.nameAr')} error={errors.nameAr}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="nameAr"
            defaultValue={values.nameAr ?? ''}
            maxLength={120}
            lang="ar"
            dir="rtl"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClassName} text-start`}
          />
        )}
      </SiteField>
      <SiteField label={t('console.sites.hosts')} help={t('console.sites.hostsHelp')} error={errors.hosts}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="hosts"
            defaultValue={values.hosts ?? ''}
            rows={3}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClassName} text-start`}
          />
        )}
      </SiteField>
      {mode === 'create' ? (
        <SiteField label={t('console.sites.from')} help={t('console.sites.fromHelp')} error={errors.from}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="from"
              defaultValue={values.from ?? ''}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClassName}
            >
              {[...sites]
                .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
                .map((site) => (
                  <option key={site.code} value={site.isDefault ? '' : site.code}>
                    {`${language === 'ar' ? site.nameAr : site.nameEn} (${site.code})`}
                  </option>
                ))}
            </select>
          )}
        </SiteField>
      ) : null}
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
        <input type="checkbox" name="isOpen" defaultChecked={values.isOpen === true} className="size-4" />
        {t(mode === 'create' ? 'console.sites.openNow' : 'console.sites.keepOpen')}
      </label>
    </div>
  );
}
