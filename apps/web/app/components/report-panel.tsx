import type { ReportReason } from '@jaliya/contract';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../lib/i18n';
import { FieldError } from './form-field';
import type { ReportResult } from './report-button';
import { StatusMessage } from './status-message';
import { TextAreaField } from './text-area-field';

/** The report button's panel (ReportButton): the reasons, a note and the buttons, or the thanks. */
export function ReportPanel({
  reasons,
  initialResult,
}: {
  reasons: readonly ReportReason[];
  initialResult?: ReportResult | undefined;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<ReportResult>();
  const id = useId();
  const result = fetcher.data ?? initialResult;
  return (
    <div className="fixed inset-x-4 bottom-4 z-30 max-h-[85dvh] overflow-y-auto rounded-2xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:bottom-auto sm:end-0 sm:mt-2 sm:w-80">
      {result?.reported ? (
        <StatusMessage tone="success">{t('report.thanks')}</StatusMessage>
      ) : (
        <fetcher.Form method="post" className="grid gap-3" noValidate>
          <input type="hidden" name="intent" value="report" />
          <fieldset aria-describedby={result?.fields?.reasonId ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 font-semibold">{t('report.title')}</legend>
            <div className="grid gap-1">
              {reasons.map((reason) => (
                <label key={reason.id} className="flex min-h-9 items-center gap-2 text-sm">
                  <input type="radio" name="reasonId" value={reason.id} className="size-4 accent-primary" />
                  {reason.label}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-reason`} name="reasonId" error={result?.fields?.reasonId} />
          </fieldset>
          <TextAreaField
            label={t('report.note')}
            hint={t('report.noteHint')}
            name="note"
            rows={3}
            maxLength={500}
            error={result?.fields?.note}
          />
          {result?.message ? <StatusMessage tone="error">{result.message}</StatusMessage> : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className="flex-1 rounded-full bg-danger px-5 py-2 font-semibold text-white hover:bg-danger/90 disabled:opacity-60"
            >
              {t('report.send')}
            </button>
            <button
              type="button"
              onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
              className="rounded-full px-5 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('report.cancel')}
            </button>
          </div>
        </fetcher.Form>
      )}
    </div>
  );
}
