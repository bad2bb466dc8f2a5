import { type ReactNode, useId } from 'react';

/** A short coloured word beside a row's title. */
export function Badge({ tone, children }: { tone: 'amber' | 'red' | 'slate'; children: string }) {
  const tones = {
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-900',
    slate: 'bg-slate-200 text-slate-800',
  };
  return <span className={`rounded-full px-2 py-0.5 font-medium ${tones[tone]}`}>{children}</span>;
}

/** A labelled drop-down of a console filter or decision form, with its error beside it. */
export function Filter({
  label,
  name,
  value,
  error,
  children,
}: {
  label: string;
  name: string;
  value: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <label className="grid gap-1 text-sm font-medium text-slate-800">
      {label}
      <select
        name={name}
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
      >
        {children}
      </select>
      {error ? (
        <span id={`${id}-error`} className="text-sm font-normal text-red-700">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** A labelled one-line text box of a console form, with its error beside it. */
export function TextBox({
  label,
  name,
  value,
  error,
  maxLength,
  type = 'text',
}: {
  label: string;
  name: string;
  value?: string | undefined;
  error?: string | undefined;
  maxLength: number;
  type?: 'text' | 'search';
}) {
  const id = useId();
  return (
    <label className="grid gap-1 text-sm font-medium text-slate-800">
      {label}
      <input
        type={type}
        name={name}
        defaultValue={value ?? ''}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
      />
      {error ? (
        <span id={`${id}-error`} className="text-sm font-normal text-red-700">
          {error}
        </span>
      ) : null}
    </label>
  );
}
