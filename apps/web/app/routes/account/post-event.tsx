import { redirect, useActionData } from 'react-router';
import { EventForm } from '../../features/events/components/event-form';
import { loadEventFormChoices } from '../../features/events/event-form.server';
import { type EventDraft, eventDraftFromForm } from '../../features/events/event-form-data';
import { MY_EVENTS_PATH } from '../../features/events/event-paths';
import { type ClassifiedFormFailure, sendClassifiedForm } from '../../lib/classified-form.server';
import { eventEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/post-event';

export function loader({ context }: Route.LoaderArgs) {
  return loadEventFormChoices(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await sendClassifiedForm(context, request, eventEndpoints, eventDraftFromForm);
  if ('ok' in result && result.ok) return redirect(`${MY_EVENTS_PATH}?added=${result.data.id}`);
  return result;
}

/** `/post-event`: a community event; it waits for a moderator. */
export default function PostEventRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<ClassifiedFormFailure<EventDraft>>();
  return (
    <section aria-labelledby="post-event-title">
      <title>{`${t('events.form.title')} | ${t('app.name')}`}</title>
      <h1 id="post-event-title" className="text-2xl font-bold">
        {t('events.form.title')}
      </h1>
      <p className="mt-1 mb-6 text-slate-700">{t('events.form.intro')}</p>
      <EventForm
        {...loaderData}
        draft={failure?.draft ?? {}}
        photos={[]}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        submitLabel={t('classifieds.form.submit')}
      />
    </section>
  );
}
