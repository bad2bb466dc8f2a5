import type { MessageResult } from '@jaliya/contract';
import { useCallback, useEffect, useRef } from 'react';
import { Form, useActionData } from 'react-router';
import { FormField } from '../components/form-field';
import { MailIcon, MapPinIcon, PhoneIcon, ClockIcon } from '../components/icons';
import { PageMeta } from '../components/page-meta';
import { RichText } from '../components/rich-text';
import { StatusMessage } from '../components/status-message';
import { SubmitButton } from '../components/submit-button';
import { TextAreaField } from '../components/text-area-field';
import { PlaceMap } from '../components/map/place-map';
import { PageHeader } from '../features/editorial/components/page-header';
import { type FormResult, formFailure, formSuccess } from '../lib/form-result';
import { useI18n } from '../lib/i18n';
import { usePageState } from '../lib/page-state';
import type { RouteHandle } from '../lib/route-handle';
import { useFormDraft } from '../lib/use-form-draft';
import { formFields, serverApi } from '../lib/server-api';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    contact: await serverApi(context).contactPage(),
    canonicalUrl: `${context.publicUrl}/Contact`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await request.formData(), ['name', 'email', 'phone', 'message'] as const);
  const result = await serverApi(context).write<MessageResult>('POST', 'contact', fields);
  if (!result.ok) return formFailure(result, undefined, undefined, fields);
  return formSuccess(result.data.message);
}

export const handle: RouteHandle = { isSharedWithMembers: true };

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { contact, canonicalUrl } = loaderData;
  const result = useActionData<FormResult>();
  const user = usePageState().viewer;
  const errors = result?.fields ?? {};
  const typed = result?.values;
  // A message being written survives a Back; it goes once sent.
  const draft = useFormDraft('contact', result);
  const form = useRef<HTMLFormElement | null>(null);
  const formElement = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      return draft(element);
    },
    [draft],
  );
  // A member's shared page (decision 024) learns who is signed in after hydration: it fills in
  // what is still empty, never what was typed.
  useEffect(() => {
    if (!user || !form.current) return;
    for (const name of ['name', 'email', 'phone'] as const) {
      const field = form.current.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value === '' && user[name]) field.value = user[name];
    }
  }, [user]);
  const title = contact.title || t('contact.title');
  const details = [
    contact.address
      ? { key: 'address', icon: MapPinIcon, label: t('contact.address'), value: contact.address }
      : null,
    contact.phone
      ? {
          key: 'phone',
          icon: PhoneIcon,
          label: t('contact.phone'),
          value: contact.phone,
          href: `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
        }
      : null,
    contact.email
      ? {
          key: 'email',
          icon: MailIcon,
          label: t('contact.email'),
          value: contact.email,
          href: `mailto:${contact.email}`,
        }
      : null,
    contact.officeHours
      ? { key: 'hours', icon: ClockIcon, label: t('contact.officeHours'), value: contact.officeHours }
      : null,
  ].filter((detail) => detail !== null);

  return (
    <>
      <PageMeta
        title={`${title} | ${t('app.name')}`}
        description={contact.summary || t('contact.formIntro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={title} intro={contact.summary} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2">
        <section aria-labelledby="contact-details" className="space-y-6">
          <h2 id="contact-details" className="sr-only">
            {t('footer.contactUs')}
          </h2>
          {contact.body ? <RichText html={contact.body} className="text-slate-700" /> : null}
          <dl className="grid gap-4 sm:grid-cols-2">
            {details.map((detail) => (
              <div key={detail.key} className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                  <detail.icon className="size-5 shrink-0 text-primary" />
                  {detail.label}
                </dt>
                <dd className="mt-1 ps-7">
                  {'href' in detail ? (
                    <a
                      href={detail.href}
                      dir="ltr"
                      className="font-medium text-primary-dark underline"
                      data-testid={`contact-${detail.key}`}
                    >
                      {detail.value}
                    </a>
                  ) : (
                    <span dir="auto">{detail.value}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {contact.map ? (
            <PlaceMap
              latitude={contact.map.latitude}
              longitude={contact.map.longitude}
              name={t('app.name')}
              label={t('contact.mapTitle')}
            />
          ) : null}
        </section>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {t('contact.formTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('contact.formIntro')}</p>
          <Form
            method="post"
            noValidate
            className="mt-6 grid gap-4"
            key={result?.sentAt ?? 'form'}
            ref={formElement}
            data-testid="contact-form"
          >
            {result?.ok && result.message ? (
              <StatusMessage tone="success" takesFocus>
                {result.message}
              </StatusMessage>
            ) : null}
            {result && !result.ok && result.message ? (
              <StatusMessage tone="error">{result.message}</StatusMessage>
            ) : null}
            <FormField
              label={t('fields.name')}
              name="name"
              autoComplete="name"
              required
              defaultValue={typed?.name ?? user?.name ?? ''}
              error={errors.name}
            />
            <FormField
              label={t('fields.email')}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              defaultValue={typed?.email ?? user?.email ?? ''}
              error={errors.email}
            />
            <FormField
              label={t('fields.phoneOptional')}
              name="phone"
              type="tel"
              dir="ltr"
              autoComplete="tel"
              defaultValue={typed?.phone ?? user?.phone ?? ''}
              error={errors.phone}
            />
            <TextAreaField
              label={t('fields.message')}
              name="message"
              required
              maxLength={5000}
              defaultValue={typed?.message ?? ''}
              error={errors.message}
            />
            <SubmitButton>{t('contact.send')}</SubmitButton>
          </Form>
        </section>
      </div>
    </>
  );
}
