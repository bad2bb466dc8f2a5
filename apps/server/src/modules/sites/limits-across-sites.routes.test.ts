import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createSettings, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';
import { CONTACT_LIMITS } from '../contact/contact.service';
import { SitesRepository } from './sites.repository';

// Issue 36: a person's limits count across sites. They are keyed by the person (account, e-mail
// address or IP address), never by site, so one account or one address cannot multiply its
// allowance by the number of states.
const POSTS_PER_DAY = 20;

describe.skipIf(isEngineUnavailable())(`rate limits across sites (${testEngine})`, () => {
  let t: TestApp;
  const cities = { GA: 0, MI: 0 };
  const hosts = { GA: 'ga.example.org', MI: 'mi.example.org' } as const;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://jaliya.example' });
    const sites = new SitesRepository(t.db);
    const georgia = await createSite(t.db, { code: 'GA' });
    const michigan = await createSite(t.db, {
      code: 'MI',
      name_en: 'Michigan',
      name_ar: 'ميشيغان',
      sort_order: 1,
    });
    await sites.replaceHosts(georgia.id, [hosts.GA]);
    await sites.replaceHosts(michigan.id, [hosts.MI]);
    for (const site of [georgia, michigan])
      await createSettings(t.db, {
        site_id: site.id,
        contact_email: `team@${site.code.toLowerCase()}.example.org`,
      });
    cities.GA = (
      await createCity(t.db, { site_id: georgia.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    cities.MI = (
      await createCity(t.db, { site_id: michigan.id, name_en: 'Dearborn', name_ar: 'ديربورن', sort_order: 0 })
    ).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("counts one account's posts on every site against one daily allowance", async () => {
    const poster = await registerTestUser(t);
    const post = (code: 'GA' | 'MI', index: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${code}/en/0/jobs`,
        headers: { host: hosts[code], ...poster.headers },
        payload: {
          intent: 'offer',
          title: `Cashier number ${index}`,
          description: 'Mornings and weekends.',
          cityId: cities[code],
          phone: '+1 313 555 0123',
          email: 'hiring@example.com',
          jobType: 'part_time',
          workLocation: 'Main street',
          posterType: 'company',
          company: 'Cedar Bakery',
          salary: 15,
          salaryType: 'hour',
          experience: 'none',
        },
      });
    // Half the allowance on each site: every post goes through.
    for (let index = 0; index < POSTS_PER_DAY; index++) {
      const response = await post(index % 2 === 0 ? 'GA' : 'MI', index);
      expect(response.statusCode, response.body).toBe(200);
    }
    // The next, on either site, is one too many for the person.
    for (const code of ['MI', 'GA'] as const) {
      const refused = await post(code, POSTS_PER_DAY);
      expect(refused.statusCode, code).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
    }
    // Another account is not held back by it.
    const other = await registerTestUser(t);
    poster.headers = other.headers;
    const theirs = await post('MI', 0);
    expect(theirs.statusCode, theirs.body).toBe(200);
  });

  it('counts contact messages from one e-mail address, and from one IP address, across sites', async () => {
    const send = (code: 'GA' | 'MI', email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${code}/en/0/contact`,
        headers: { host: hosts[code] },
        remoteAddress,
        payload: { name: 'Huda', email, phone: '', message: 'Is there an Arabic school nearby?' },
      });
    // One e-mail address, from a new IP address each time, alternating sites.
    const perEmail = CONTACT_LIMITS.messagesPerEmail.max;
    for (let index = 0; index < perEmail; index++) {
      const sent = await send(index % 2 === 0 ? 'GA' : 'MI', 'huda@example.org', `203.0.113.${index + 1}`);
      expect(sent.statusCode, sent.body).toBeLessThan(300);
    }
    expect((await send('MI', 'huda@example.org', '203.0.113.100')).statusCode).toBe(429);
    expect((await send('GA', 'huda@example.org', '203.0.113.101')).statusCode).toBe(429);

    // One IP address, with a new e-mail address each time, alternating sites.
    const perAddress = CONTACT_LIMITS.messagesPerAddress.max;
    for (let index = 0; index < perAddress; index++) {
      const sent = await send(index % 2 === 0 ? 'MI' : 'GA', `visitor.${index}@example.org`, '198.51.100.7');
      expect(sent.statusCode, sent.body).toBeLessThan(300);
    }
    expect((await send('GA', 'visitor.new@example.org', '198.51.100.7')).statusCode).toBe(429);
    expect((await send('MI', 'visitor.newer@example.org', '198.51.100.7')).statusCode).toBe(429);
  });
});
