import { describe, expect, it } from 'vitest';
import { createSiteBody, hostsOf, siteFieldErrors, siteFormValues, updateSiteBody } from './site-form';

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe('the console’s site forms', () => {
  it('reads the hosts box one host a line, commas and spaces too, blanks dropped, order kept', () => {
    expect(hostsOf('mi.example.org\r\n\n  michigan.example.org , mi2.example.org\n')).toEqual([
      'mi.example.org',
      'michigan.example.org',
      'mi2.example.org',
    ]);
    expect(hostsOf('  \n ')).toEqual([]);
  });

  it('sends a new site as typed, "from" only when chosen, open only when ticked', () => {
    const form = formOf({
      code: 'mi',
      nameEn: 'Michigan',
      nameAr: 'ميشيغان',
      timeZone: 'America/Detroit',
      hosts: 'mi.example.org\nmichigan.example.org',
      from: '',
    });
    expect(createSiteBody(form)).toEqual({
      code: 'mi',
      nameEn: 'Michigan',
      nameAr: 'ميشيغان',
      timeZone: 'America/Detroit',
      hosts: ['mi.example.org', 'michigan.example.org'],
      isOpen: false,
    });
    form.set('from', 'GA');
    form.set('isOpen', 'on');
    expect(createSiteBody(form)).toMatchObject({ from: 'GA', isOpen: true });
  });

  it('sends every value of the edit form, an unticked box as "coming soon"', () => {
    expect(
      updateSiteBody(formOf({ nameEn: 'Michigan', nameAr: '', timeZone: 'America/Detroit', hosts: '' })),
    ).toEqual({ nameEn: 'Michigan', nameAr: '', timeZone: 'America/Detroit', hosts: [], isOpen: false });
    expect(siteFormValues(formOf({ code: 'MI', hosts: 'a\nb', isOpen: 'on' }))).toMatchObject({
      code: 'MI',
      hosts: 'a\nb',
      isOpen: true,
    });
  });

  it("puts the API's problems beside their fields: one host's problem is the hosts box's", () => {
    expect(
      siteFieldErrors({
        code: 'Use 2 to 8 letters, such as MI',
        'hosts.1': 'At most 253 characters',
        hosts: 'second',
        colour: 'colour is not an accepted field',
      }),
    ).toEqual({
      byField: { code: 'Use 2 to 8 letters, such as MI', hosts: 'At most 253 characters' },
      other: ['colour is not an accepted field'],
    });
    expect(siteFieldErrors(undefined)).toEqual({ byField: {}, other: [] });
  });
});
