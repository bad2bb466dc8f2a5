import type { City, EventCategory, UploadedPhoto } from '@jaliya/contract';
import {
  EVENT_ATTENDANCE,
  EVENT_PRICE_TYPES,
  EVENT_SPOKEN_LANGUAGES,
  MAX_EVENT_PHOTOS,
} from '@jaliya/contract/event-options';
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
import { useI18n } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import type { EventDraft } from '../event-form-data';

/**
 * Every field of an event (issue 35): the API checks it and answers field by field in the
 * visitor's language. Once the page runs, ticking "all day" hides the times, the way people attend
 * shows the venue or the online link, and a free event hides its price; without JavaScript every
 * field stays shown and the API ignores what does not apply.
 */
export function EventForm({
  cities,
  categories,
  businesses,
  draft,
  photos,
  errors,
  message,
  submitLabel,
  timeZoneName,
}: {
  cities: City[];
  categories: readonly EventCategory[];
  /** The poster's published business profiles, which may organise it. */
  businesses: readonly { id: number; title: string }[];
  draft: EventDraft;
  photos: UploadedPhoto[];
  errors: Record<string, string>;
  message?: string | undefined;
  submitLabel: string;
  /** The site's time zone as people name it, which the dates and times are in. */
  timeZoneName: string;
}) {
  const { t } = useI18n();
  const isHydrated = useHydrated();
  const [allDay, setAllDay] = useState(draft.allDay === true);
  const [attendance, setAttendance] = useState(asText(draft.attendance));
  const [priceType, setPriceType] = useState(asText(draft.priceType));
  const location = (draft.location ?? {}) as { lat?: unknown; lng?: unknown };
  const showTimes = !isHydrated || !allDay;
  const showVenue = !isHydrated || attendance !== 'online';
  const showOnline = !isHydrated || attendance !== 'in_person';
  const showPrice = !isHydrated || priceType !== 'free';
  const field = (name: keyof EventDraft & string, label: string, props: Record<string, unknown> = {}) => (
    <FormField label={label} name={name} defaultValue={asText(draft[name])} error={errors[name]} {...props} />
  );
  return (
    <ClassifiedForm testId="event-form" errors={errors} message={message} submitLabel={submitLabel}>
      <div
        className="contents"
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === 'allDay') setAllDay(target.checked);
          else if (target.name === 'attendance') setAttendance(target.value);
          else if (target.name === 'priceType') setPriceType(target.value);
        }}
      >
        <FormSection title={t('classifieds.details')}>
          <HeadlineFields draft={draft} errors={errors} />
          <SelectField
            label={t('events.form.categoryLabel')}
            name="categoryId"
            placeholder={t('events.form.chooseCategory')}
            defaultValue={asText(draft.categoryId)}
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            error={errors.categoryId}
          />
          <DescriptionFields draft={draft} errors={errors} cities={cities} />
        </FormSection>
        <FormSection title={t('events.form.whenSection')}>
          <p className="text-sm text-slate-700">{t('events.form.timesHint', { zone: timeZoneName })}</p>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              name="allDay"
              value="true"
              defaultChecked={draft.allDay === true}
              className="size-5"
            />
            <span className="font-medium text-slate-900">{t('events.form.allDayLabel')}</span>
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('startDate', t('events.form.startDateLabel'), { type: 'date', required: true })}
            {showTimes && field('startTime', t('events.form.startTimeLabel'), { type: 'time' })}
            {field('endDate', t('events.form.endDateLabel'), { type: 'date', required: true })}
            {showTimes && field('endTime', t('events.form.endTimeLabel'), { type: 'time' })}
          </div>
        </FormSection>
        <FormSection title={t('events.form.whereSection')}>
          <ChoiceField
            label={t('events.form.attendanceLabel')}
            name="attendance"
            isRequired
            defaultValue={asText(draft.attendance)}
            options={EVENT_ATTENDANCE.map((value) => ({ value, label: t(`events.attendance.${value}`) }))}
            error={errors.attendance}
          />
          {showVenue && (
            <>
              {field('venueName', t('events.form.venueLabel'), { maxLength: 160, dir: 'auto' })}
              {field('address', t('events.form.addressLabel'), {
                maxLength: 300,
                dir: 'auto',
                autoComplete: 'street-address',
              })}
            </>
          )}
          {showOnline &&
            field('onlineUrl', t('events.form.onlineUrlLabel'), {
              type: 'url',
              dir: 'ltr',
              maxLength: 500,
              inputMode: 'url',
            })}
          {showVenue && (
            <LocationPicker
              initial={{ lat: asText(location.lat), lng: asText(location.lng) }}
              errors={{ lat: errors['location.lat'] ?? errors.location, lng: errors['location.lng'] }}
              hint={t('events.form.locationHint')}
              mapHint={t('events.form.mapHint')}
            />
          )}
        </FormSection>
        <FormSection title={t('events.form.organizerSection')}>
          <p className="text-sm text-slate-700">{t('events.form.organizerHint')}</p>
          {field('organizerName', t('events.form.organizerNameLabel'), { maxLength: 120, dir: 'auto' })}
          {businesses.length > 0 && (
            <SelectField
              label={t('events.form.organizerBusinessLabel')}
              name="organizerBusinessId"
              placeholder={t('events.form.noBusiness')}
              defaultValue={asText(draft.organizerBusinessId)}
              options={businesses.map((business) => ({ value: String(business.id), label: business.title }))}
              error={errors.organizerBusinessId}
            />
          )}
        </FormSection>
        <FormSection title={t('events.form.priceSection')}>
          <ChoiceField
            label={t('events.form.priceTypeLabel')}
            name="priceType"
            isRequired
            defaultValue={asText(draft.priceType)}
            options={EVENT_PRICE_TYPES.map((value) => ({ value, label: t(`events.priceType.${value}`) }))}
            error={errors.priceType}
          />
          {showPrice &&
            field('price', t('events.form.priceLabel'), {
              type: 'number',
              inputMode: 'decimal',
              min: 0,
              step: '0.01',
            })}
          <ChoiceField
            label={t('events.form.spokenLanguageLabel')}
            name="spokenLanguage"
            isRequired
            defaultValue={asText(draft.spokenLanguage)}
            options={EVENT_SPOKEN_LANGUAGES.map((value) => ({
              value,
              label: t(`events.spokenLanguage.${value}`),
            }))}
            error={errors.spokenLanguage}
          />
          {field('registrationUrl', t('events.form.registrationUrlLabel'), {
            type: 'url',
            dir: 'ltr',
            maxLength: 500,
            inputMode: 'url',
          })}
        </FormSection>
        <ContactFields draft={draft} errors={errors} />
        <PhotosSection
          draft={draft}
          errors={errors}
          photos={photos}
          hint={t('events.form.photosHint')}
          max={MAX_EVENT_PHOTOS}
        />
      </div>
    </ClassifiedForm>
  );
}
