import type { EventCard, Home, KeysetPage, WelcomeScreen } from '@jaliya/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { createHeroEntry, createImage, createSite } from '../../seed/factories';
import { emblemSvg } from '../../seed/artwork';
import { mediaDirectory } from '../../services';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

describe.skipIf(isEngineUnavailable())(`GET home and welcome_screen (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(() => t?.close());

  const home = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Home }).data;
  };

  it('returns the hero, welcome screen and user guides in English', async () => {
    const data = await home('/api/GA/en/0/site/home');
    expect(data.hero).toHaveLength(1);
    const [hero] = data.hero;
    expect(hero?.title).toBe('Your Arab community in Georgia, all in one place');
    expect(hero?.description).toMatch(/^<p>Find <strong>trusted businesses/);
    // From a phone's width (768 at about two pixels per CSS pixel) to a large desktop's.
    expect(hero?.media.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '640w',
      '768w',
      '1024w',
      '1440w',
      '1920w',
    ]);
    expect(hero?.media.alt).toMatch(/skyline of Atlanta/);
    expect(data.welcomeScreenData).toMatchObject({ type: 'image', title: 'Welcome to Jaliya Georgia' });
    expect(data.userGuidData.map((guide) => guide.slug)).toEqual([
      'add-your-business',
      'post-a-job',
      'find-a-home',
    ]);
  });

  it('returns the soonest upcoming events, as the events list orders them', async () => {
    const data = await home('/api/GA/en/0/site/home');
    const list = await t.app.inject({ method: 'GET', url: '/api/GA/en/0/events?limit=4' });
    const soonest = (list.json() as { data: KeysetPage<EventCard> }).data.items;
    // The demo seeds a dozen events across the next two months.
    expect(soonest).toHaveLength(4);
    expect(data.upcomingEvents.map((event) => event.id)).toEqual(soonest.map((event) => event.id));
    const starts = data.upcomingEvents.map((event) => event.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const event of data.upcomingEvents) {
      expect(event.kind).toBe('event');
      expect(event.isPast).toBe(false);
      expect(Date.parse(event.endsAt)).toBeGreaterThan(Date.now());
    }
  });

  it('returns the same content in Arabic', async () => {
    const data = await home('/api/GA/ar/0/site/home');
    expect(data.hero[0]?.title).toBe('جاليتك العربية في جورجيا، كلها في مكان واحد');
    expect(data.hero[0]?.media.alt).toMatch(/أفق أتلانتا/);
    expect(data.welcomeScreenData?.title).toBe('أهلًا بك في جالية جورجيا');
    expect(data.userGuidData[0]?.title).toBe('كيف تضيف نشاطك التجاري إلى جالية');
    const english = await home('/api/GA/en/0/site/home');
    expect(data.upcomingEvents.map((event) => event.id)).toEqual(
      english.upcomingEvents.map((event) => event.id),
    );
    // A post is in the language it was written in; its category is named in the reader's.
    expect(data.upcomingEvents[0]?.category?.name).toMatch(/\p{Script=Arabic}/u);
    expect(english.upcomingEvents[0]?.category?.name).not.toMatch(/\p{Script=Arabic}/u);
  });

  it('serves every image variant it names', async () => {
    const data = await home('/api/GA/en/0/site/home');
    for (const candidate of data.hero[0]?.media.srcset.split(', ') ?? []) {
      const url = candidate.split(' ')[0] ?? '';
      expect(existsSync(path.join(mediaDirectory(t.config), path.basename(url)))).toBe(true);
    }
  });

  it('returns the welcome screen on its own address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/GA/ar/0/site/welcome' });
    const data = (response.json() as { data: WelcomeScreen }).data;
    expect(data.type).toBe('image');
    expect(data.link).toMatch(/^\/media\/.+\.webp$/);
    expect(data.description).toContain('الجالية العربية');
  });

  it('leaves out unpublished hero entries and answers null without a welcome screen', async () => {
    const site = await createSite(t.db, {
      code: 'TX',
      name_en: 'Jaliya Texas',
      name_ar: 'جالية تكساس',
      time_zone: 'America/Chicago',
    });
    const imageId = await createImage(t.db, t.storage, { svg: emblemSvg(64), widths: [64] });
    await createHeroEntry(t.db, {
      site_id: site.id,
      image_id: imageId,
      title_en: 'Hidden',
      title_ar: 'مخفي',
      description_en: '<p>x</p>',
      description_ar: '<p>x</p>',
      sort_order: 0,
      is_published: 0,
    });
    await createHeroEntry(t.db, {
      site_id: site.id,
      image_id: imageId,
      title_en: 'Shown',
      title_ar: 'ظاهر',
      description_en: '<p onclick="steal()">Safe<script>alert(1)</script></p>',
      description_ar: '<p>آمن</p>',
      sort_order: 1,
      is_published: 1,
    });
    const data = await home('/api/TX/en/0/site/home');
    expect(data.hero.map((entry) => entry.title)).toEqual(['Shown']);
    expect(data.hero[0]?.description).toBe('<p>Safe</p>');
    expect(data.welcomeScreenData).toBeNull();
    expect(data.userGuidData).toEqual([]);
    expect(data.upcomingEvents).toEqual([]);
    const welcome = await t.app.inject({ method: 'GET', url: '/api/TX/en/0/site/welcome' });
    expect(welcome.json()).toEqual({ data: null });
  });

  it('answers an unknown site with a 404, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/NOPE/en/0/site/home' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'SITE_NOT_FOUND' } });
  });
});
