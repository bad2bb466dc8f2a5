import { EMAIL_PATTERN, TIMINGS } from '@jaliya/contract/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../lib/i18n';
import { CheckIcon } from './icons';

interface SubscribeResult {
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
}

/**
 * The newsletter box. A valid e-mail is sent to `subscribes`; the box clears 100 ms later and the
 * button reads Subscribed with a check for 4 seconds. An invalid one shows "Email is not valid",
 * cleared as soon as the text becomes valid. Without JavaScript it posts to /newsletter.
 */
export function SubscribeBox({ intro }: { intro?: string | undefined }) {
  const { t } = useI18n();
  const fetcher = useFetcher<SubscribeResult>();
  const [email, setEmail] = useState('');
  const [isInvalid, setInvalid] = useState(false);
  const [expiredResult, setExpiredResult] = useState<SubscribeResult | undefined>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the box ran (the footer's hydrates as it comes near the screen) stays.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const isSubscribedShown = Boolean(result?.ok) && expiredResult !== result;

  useEffect(() => {
    if (!result?.ok) return;
    const clear = setTimeout(() => setEmail(''), TIMINGS.subscribeInputClearDelay);
    const label = setTimeout(() => setExpiredResult(result), TIMINGS.subscribedLabelVisible);
    return () => {
      clearTimeout(clear);
      clearTimeout(label);
    };
  }, [result]);

  const serverError = result && !result.ok ? (result.fields?.email ?? result.message) : undefined;
  const error = isInvalid ? t('subscribe.invalidEmail') : serverError;
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate
      className="space-y-2"
      data-testid="subscribe-box"
      onSubmit={(event) => {
        if (!EMAIL_PATTERN.test(email.trim())) {
          event.preventDefault();
          setInvalid(true);
        }
      }}
    >
      {intro ? <p className="text-sm text-white/85">{intro}</p> : null}
      <label htmlFor={id} className="sr-only">
        {t('subscribe.label')}
      </label>
      {/* One pill when the box is wide enough for the address and the button side by side; below
          16rem (the footer's column on a tablet) the button goes under the field, so the
          placeholder is never cut. */}
      <div className="@container">
        <div className="flex flex-col gap-2 @[16rem]:flex-row @[16rem]:gap-0 @[16rem]:overflow-hidden @[16rem]:rounded-full @[16rem]:bg-white @[16rem]:ring-1 @[16rem]:ring-white/30">
          <input
            ref={input}
            id={id}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            value={email}
            placeholder={t('subscribe.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (isInvalid && EMAIL_PATTERN.test(event.target.value.trim())) setInvalid(false);
            }}
            className="min-w-0 flex-1 rounded-full bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:outline-none @[16rem]:rounded-none @[16rem]:bg-transparent"
          />
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="flex shrink-0 items-center justify-center gap-1 rounded-full bg-secondary px-4 py-2.5 font-semibold text-slate-950 hover:bg-amber-400 disabled:opacity-70 @[16rem]:rounded-none @[16rem]:py-0"
          >
            {isSubscribedShown ? (
              <>
                <CheckIcon className="size-4" />
                {t('subscribe.subscribed')}
              </>
            ) : (
              t('subscribe.submit')
            )}
          </button>
        </div>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm">
        {error ? (
          <span id={`${id}-error`} className="text-amber-200" data-testid="subscribe-error">
            {error}
          </span>
        ) : isSubscribedShown && result?.message ? (
          <span className="text-green-200" data-testid="subscribe-success">
            {result.message}
          </span>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
