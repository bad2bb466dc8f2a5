import type { OwnListing } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createSettings, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import type { MailMessage } from '../mail/mail-templates';
import { SitesRepository } from './sites.repository';

// Issue 36: every e-mail is signed with the name and the address of the site the action happened
// on (the request's site, or the post's site for a background job), in the mail's language.
const PUBLIC_URL = 'https://jaliya.example';
const GEORGIA_URL = PUBLIC_URL; // the default site's address is PUBLIC_URL
const MICHIGAN_URL = 'https://mi.example.org';

type Headers = Record<string, string>;

describe.skipIf(isEngineUnavailable())(`e-mails per site (${testEngine})`, () => {
  let t: TestApp;
  let michiganCity: number;
  let admin: Headers;
  let people = 0;

  const call = (host: string, method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host, ...headers },
      remoteAddress: `198.51.100.${++people}`,
      ...(payload ? { payload } : {}),
    });

  /** Each message as written (delivery blanks the outbox's stored bodies). */
  const written: MailMessage[] = [];
  const lastMailTo = (to: string) => {
    const mail = written.findLast((message) => message.to === to);
    expect(mail, `a mail to ${to}`).toBeDefined();
    return { ...mail!, text_body: mail!.text, html_body: mail!.html };
  };

  /** Every address the mail's text names. */
  const addressesIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map(([url]) => url);

  const register = async (host: string, code: string, language: 'en' | 'ar') => {
    const email = `person.${++people}.${code.toLowerCase()}@example.org`;
    const response = await call(
      host,
      'POST',
      `/api/${code}/${language}/0/auth/register`,
      {},
      {
        name: 'Karim Test',
        email,
        phone: '+1 313 555 0100',
        password: 'cedar-grove-2026',
        password_confirmation: 'cedar-grove-2026',
        gender: 'male',
        accept_terms: true,
        sessionType: 'bearer',
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { user, token } = (response.json() as { data: { user: { id: number }; token: string } }).data;
    return { id: user.id, email, headers: { authorization: `Bearer ${token}` } };
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    const { mailer } = t.app.services;
    const send = mailer.send.bind(mailer);
    mailer.send = async (message) => {
      written.push(message);
      await send(message);
    };
    const sites = new SitesRepository(t.db);
    const georgia = await createSite(t.db, {
      code: 'GA',
      name_en: 'Jaliya Georgia',
      name_ar: 'جالية جورجيا',
    });
    const michigan = await createSite(t.db, {
      code: 'MI',
      name_en: 'Jaliya Michigan',
      name_ar: 'جالية ميشيغان',
      time_zone: 'America/Detroit',
      sort_order: 1,
    });
    await sites.replaceHosts(georgia.id, ['ga.example.org']);
    await sites.replaceHosts(michigan.id, ['mi.example.org']);
    await createSettings(t.db, { site_id: georgia.id, contact_email: 'team@ga.example.org' });
    await createSettings(t.db, { site_id: michigan.id, contact_email: 'team@mi.example.org' });
    michiganCity = (
      await createCity(t.db, { site_id: michigan.id, name_en: 'Dearborn', name_ar: 'ديربورن', sort_order: 0 })
    ).id;
    const deploymentAdmin = await register('ga.example.org', 'GA', 'en');
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', deploymentAdmin.id).execute();
    admin = deploymentAdmin.headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("signs the welcome mail of an account made on Michigan with Michigan's name and links", async () => {
    for (const [language, signature] of [
      ['en', 'The Jaliya Michigan team'],
      ['ar', 'فريق جالية ميشيغان'],
    ] as const) {
      const person = await register('mi.example.org', 'MI', language);
      const mail = await lastMailTo(person.email);
      expect(mail.subject, language).toContain(language === 'ar' ? 'جالية ميشيغان' : 'Jaliya Michigan');
      expect(mail.text_body, language).toContain(`${signature}\n${MICHIGAN_URL}\n`);
      const addresses = addressesIn(mail.text_body ?? '');
      expect(addresses.some((url) => url.startsWith(`${MICHIGAN_URL}/Verify-Email?token=`))).toBe(true);
      expect(addresses.every((url) => url.startsWith(`${MICHIGAN_URL}/`) || url === MICHIGAN_URL)).toBe(true);
      expect(mail.html_body).toContain(`<a href="${MICHIGAN_URL}">`);
      expect(mail.text_body).not.toContain('Georgia');
    }
  });

  it("signs the same account's mails from Georgia with Georgia's name and address", async () => {
    const person = await register('mi.example.org', 'MI', 'en');
    // One account: made on Michigan, it asks for a reset on Georgia's address.
    const reset = await call(
      'ga.example.org',
      'POST',
      '/api/GA/en/0/password/forgot',
      {},
      { email: person.email },
    );
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const mail = await lastMailTo(person.email);
    expect(mail.text_body).toContain(`The Jaliya Georgia team\n${GEORGIA_URL}\n`);
    expect(mail.text_body).not.toContain('Michigan');
    expect(mail.text_body).not.toContain('mi.example.org');
  });

  it("links a Michigan subscription's confirmation and one-click unsubscribe to Michigan", async () => {
    const email = `reader.${++people}@example.org`;
    const subscribed = await call('mi.example.org', 'POST', '/api/MI/en/0/subscribes', {}, { email });
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
    const mail = await lastMailTo(email);
    const addresses = addressesIn(mail.text_body ?? '');
    expect(addresses.filter((url) => url.includes('/newsletter/')).length).toBe(2);
    expect(addresses.every((url) => url.startsWith(MICHIGAN_URL))).toBe(true);
    expect(mail.text_body).toContain(`The Jaliya Michigan team\n${MICHIGAN_URL}\n`);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${MICHIGAN_URL}/api/newsletter/one-click-unsubscribe\\?token=`),
    );
  });

  it("signs the notice of a message sent on Michigan with Michigan's name and address", async () => {
    const sent = await call(
      'mi.example.org',
      'POST',
      '/api/MI/en/0/contact',
      {},
      {
        name: 'Huda',
        email: `huda.${++people}@example.org`,
        phone: '',
        message: 'Is there an Arabic school in Dearborn?',
      },
    );
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const mail = await lastMailTo('team@mi.example.org');
    expect(mail.text_body).toContain(`The Jaliya Michigan team\n${MICHIGAN_URL}\n`);
  });

  it("links a Michigan post's approval and expiry warning to Michigan's own pages", async () => {
    const owner = await register('mi.example.org', 'MI', 'en');
    const created = await call('mi.example.org', 'POST', '/api/MI/en/0/jobs', owner.headers, {
      intent: 'offer',
      title: 'Cashier for a Dearborn bakery',
      description: 'Mornings and weekends.',
      cityId: michiganCity,
      phone: '+1 313 555 0123',
      email: 'hiring@example.com',
      jobType: 'part_time',
      workLocation: 'Dearborn, Warren Avenue',
      posterType: 'company',
      company: 'Cedar Bakery',
      salary: 15,
      salaryType: 'hour',
      experience: 'none',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = (created.json() as { data: OwnListing }).data;
    const approved = await call('mi.example.org', 'POST', `/api/MI/en/0/moderation/listings/${id}`, admin, {
      action: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const approval = await lastMailTo(owner.email);
    const approvalLinks = addressesIn(approval.text_body ?? '');
    expect(approvalLinks.some((url) => url.startsWith(`${MICHIGAN_URL}/`) && url.includes(String(id)))).toBe(
      true,
    );
    expect(approvalLinks.every((url) => url.startsWith(MICHIGAN_URL))).toBe(true);
    expect(approval.text_body).toContain(`The Jaliya Michigan team\n${MICHIGAN_URL}\n`);

    // The expiry warning is a background job: the post's own site signs it.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await t.db.updateTable('listings').set({ expires_at: tomorrow }).where('id', '=', id).execute();
    expect(await t.app.services.expiry.warnSoon()).toBeGreaterThanOrEqual(1);
    const warning = await lastMailTo(owner.email);
    expect(warning.subject).not.toBe(approval.subject);
    const warningLinks = addressesIn(warning.text_body ?? '');
    expect(warningLinks.length).toBeGreaterThanOrEqual(2);
    expect(warningLinks.every((url) => url.startsWith(MICHIGAN_URL))).toBe(true);
    expect(warning.text_body).toContain(`The Jaliya Michigan team\n${MICHIGAN_URL}\n`);
  });
});
