import type { CreateSiteBody, UpdateSiteBody } from '@jaliya/contract';

/** The fields of the console's site forms, named as the API names them. */
export const SITE_FIELDS = ['code', 'nameEn', 'nameAr', 'timeZone', 'hosts', 'from'] as const;
export type SiteFormField = (typeof SITE_FIELDS)[number];

/** What a site form sent, as text, to fill the form again when the API refuses it. */
export type SiteFormValues = Partial<Record<SiteFormField, string>> & { isOpen?: boolean };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The hosts box: one host name a line (commas and spaces separate them too, as a pasted list
 * often has them), blanks dropped. Checking each is the API's: it answers what is wrong by field.
 */
export function hostsOf(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((host) => host.trim())
    .filter((host) => host !== '');
}

/** The new-site form as the API's body: every value as typed, the API checks them all at once. */
export function createSiteBody(form: FormData): CreateSiteBody {
  const from = text(form, 'from').trim();
  return {
    code: text(form, 'code'),
    nameEn: text(form, 'nameEn'),
    nameAr: text(form, 'nameAr'),
    timeZone: text(form, 'timeZone'),
    hosts: hostsOf(text(form, 'hosts')),
    ...(from ? { from } : {}),
    isOpen: form.get('isOpen') === 'on',
  };
}

/**
 * The edit form as the API's body: every value it shows (the API changes only what differs). An
 * unticked box sends nothing, so "open" is read as false when the box was on the form.
 */
export function updateSiteBody(form: FormData): UpdateSiteBody {
  return {
    nameEn: text(form, 'nameEn'),
    nameAr: text(form, 'nameAr'),
    timeZone: text(form, 'timeZone'),
    hosts: hostsOf(text(form, 'hosts')),
    isOpen: form.get('isOpen') === 'on',
  };
}

/** What the form sent, to show it again beside the API's problems. */
export function siteFormValues(form: FormData): SiteFormValues {
  return {
    ...Object.fromEntries(SITE_FIELDS.map((field) => [field, text(form, field)])),
    isOpen: form.get('isOpen') === 'on',
  };
}

/**
 * The API's problems by the form's fields: a problem with one host of the list (`hosts.2`, too
 * long) is the hosts box's; a field the form does not have is said above the form.
 */
export function siteFieldErrors(fields: Record<string, string> | undefined): {
  byField: Partial<Record<SiteFormField, string>>;
  other: string[];
} {
  const byField: Partial<Record<SiteFormField, string>> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = SITE_FIELDS.find((candidate) => name === candidate || name.startsWith(`${candidate}.`));
    if (field) byField[field] ??= message;
    else other.push(message);
  }
  return { byField, other };
}
