import { data, redirect, useActionData } from 'react-router';
import { EditPostSection } from '../../components/classifieds/edit-post-section';
import { EventForm } from '../../features/events/components/event-form';
import { loadEventFormChoices } from '../../features/events/event-form.server';
import { type EventDraft, eventDraftFromForm } from '../../features/events/event-form-data';
import { MY_EVENTS_PATH } from '../../features/events/event-paths';
import {
  type ClassifiedFormFailure,
  loadOwnForEdit,
  sendClassifiedForm,
} from '../../lib/classified-form.server';
import { eventEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/edit-event';

export async function loader({ params, context }: Route.LoaderArgs) {
  const [own, choices] = await Promise.all([
    loadOwnForEdit(context, params.id, eventEndpoints.ownForEdit),
    loadEventFormChoices(context),
  ]);
  return { ...own, ...choices };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const result = await sendClassifiedForm(context, request, eventEndpoints, eventDraftFromForm, params.id);
  if ('ok' in result && result.ok) return redirect(`${MY_EVENTS_PATH}?updated=${result.data.id}`);
  return result;
}

/** `/my-events/{id}/edit`: the owner edits their event; an edit of a published one waits for review. */
export default function EditEventRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<ClassifiedFormFailure<EventDraft>>();
  const { listing, input, photos, cities, categories, businesses, timeZoneName } = loaderData;
  return (
    <EditPostSection id="edit-event" heading={t('events.form.editTitle')} listing={listing}>
      <EventForm
        cities={cities}
        categories={categories}
        businesses={businesses}
        timeZoneName={timeZoneName}
        draft={(failure?.draft ?? input) as EventDraft}
        photos={photos}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        submitLabel={t('classifieds.form.save')}
      />
    </EditPostSection>
  );
}
