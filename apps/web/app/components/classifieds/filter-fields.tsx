import type { ReactNode } from 'react';
import { Link } from '../link';
import { OptionList } from '../select-field';
import { StaticIsland } from '../static-island';

const controlClass = 'w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 py-2';
const labelClass = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-gray-800';

/** A list of choices as options, each with its label. */
export function choices<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

/**
 * A drop-down of a list's filter form (a plain GET form): its first option, "Any", sends an
 * empty value, which the API reads as no filter.
 */
export function FilterSelect({
  name,
  label,
  value,
  options = [],
  groups = [],
  anyLabel,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options?: readonly { value: string; label: string }[];
  /** Options under headings (subcategories under their main category). */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  /** The label of "no filter"; none when the control always has a value (a sort). */
  anyLabel?: string;
}) {
  // No handler and no state: the drop-down and its options (79 years, say) stay as the server sent them.
  return (
    <StaticIsland version={JSON.stringify([name, label, value, options, groups, anyLabel])}>
      <label className={labelClass}>
        {label}
        <select name={name} defaultValue={value ?? ''} className={controlClass}>
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          <OptionList options={options} groups={groups} />
        </select>
      </label>
    </StaticIsland>
  );
}

/** A number box of a list's filter form (a price, a size): empty means no filter. */
export function FilterNumber({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value: string | undefined;
}) {
  return (
    <label className={labelClass}>
      {label}
      <input
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        defaultValue={value ?? ''}
        className={controlClass}
      />
    </label>
  );
}

/** The filter form's frame: a grid of controls and the Apply and Clear buttons. */
export function FilterActions({
  applyLabel,
  clearLabel,
  clearTo,
  children,
}: {
  applyLabel: string;
  clearLabel: string;
  clearTo: string;
  children?: ReactNode;
}) {
  return (
    <div className="col-span-2 flex items-end gap-4">
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-primary/90"
      >
        {applyLabel}
      </button>
      <Link to={clearTo} className="self-center font-semibold text-primary hover:underline">
        {clearLabel}
      </Link>
      {children}
    </div>
  );
}
