import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { legacyCall } from '../../test/legacy-client';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

describe.skipIf(isEngineUnavailable())(
  `old client's choices, filters and looking-for pages (${testEngine})`,
  () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp();
      await seedDemoIfEmpty(t.db, t.storage);
    });
    afterAll(() => t?.close());

    const data = async (path: string, language: 'en' | 'ar' = 'en') => {
      const response = await legacyCall(t, 'GET', path, { language });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      return response.json().data;
    };

    it('jobs and rents looking_for: one section per intent, with its looking flag and count', async () => {
      const jobs = await data('jobs/web/looking_for');
      expect(
        jobs.sections.map((section: { type: string; looking: string }) => [section.type, section.looking]),
      ).toEqual([
        ['jobs', '0'],
        ['employees', '1'],
      ]);
      expect(jobs.sections[0].title).toBe('Looking for an employee');
      expect(jobs.slider.model).toHaveLength(2);
      // The old web client links each section and slide to `url` and the first section's
      // "+ Add post" to `create_url`: its own routes, or the links lead back to the same page.
      expect(jobs.sections.map((section: { url: string }) => section.url)).toEqual(['/jobs', '/jobs']);
      expect(jobs.sections[0].create_url).toBe('/post-job');
      expect(jobs.slider.main.url).toBe('/jobs');
      expect(jobs.slider.model.map((slide: { url: string }) => slide.url)).toEqual(['/jobs', '/jobs']);
      const rents = await data('rents/web/looking_for', 'ar');
      expect(rents.sections.map((section: { type: string }) => section.type)).toEqual(['rent', 'other']);
      expect(rents.sections.map((section: { url: string }) => section.url)).toEqual(['/rents', '/rents']);
      expect(rents.slider.main.url).toBe('/rents');
      expect(rents.sections[0].title).toMatch(/[\u0600-\u06FF]/);
      const total = (await data('jobs/web?looking=0')).jobs.total;
      expect(jobs.sections[0].count).toBe(total);
    });

    it('filters: selects with choices and from-to pairs, as the old panels read them', async () => {
      const jobs = await data('jobs/web/filter');
      expect(jobs.map((filter: { name: string }) => filter.name)).toEqual([
        'type',
        'experience',
        'salary_from',
        'place',
      ]);
      expect(jobs[0]).toMatchObject({ fields_num: '1', type: '1' });
      expect(jobs[0].subtitle).toContainEqual({ name: 'Full time', value: 'full_time' });
      expect(jobs[2]).toMatchObject({ name_to: 'salary_to', fields_num: '2', type: '2' });
      expect(jobs[3].subtitle.length).toBeGreaterThan(0);
      const rents = await data('rents/web/filter');
      expect(rents.map((filter: { name: string }) => filter.name)).toEqual([
        'type',
        'price_from',
        'room_from',
        'place',
      ]);
      const market = await data('filter-market/all?main_id=&sub_id=');
      expect(market.map((filter: { name: string }) => filter.name)).toEqual([
        'condition',
        'model_id',
        'color',
        'year_from',
        'price_from',
        'place',
        'looking',
      ]);
      // Each list names its own price: a product's is not a monthly rent.
      const title = (list: { name: string; title: string }[]) =>
        list.find((filter) => filter.name === 'price_from')?.title;
      expect(title(market)).toBe('Price');
      expect(title(rents)).toBe('Rent per month');
      expect(title(await data('filter-market/all?main_id=&sub_id=', 'ar'))).toBe('السعر');
    });

    it('create pages, cities, years, colours, models and categories of the marketplace', async () => {
      const job = await data('jobs/web/create_page');
      expect(job.job_type.map((choice: { value: string }) => choice.value)).toEqual([
        'full_time',
        'part_time',
        'both',
      ]);
      expect(job.type_salary.map((choice: { value: string }) => choice.value)).toEqual([
        'hour',
        'day',
        'week',
        'month',
      ]);
      expect(job.cities.length).toBeGreaterThan(0);
      const rent = await data('rents/web/create_page', 'ar');
      expect(rent.gender.map((choice: { value: string }) => choice.value)).toEqual(['male', 'female', 'any']);
      expect(rent.type[0].name).toMatch(/[\u0600-\u06FF]/);
      const years = await data('year');
      expect(years[0].id).toBe(new Date().getUTCFullYear() + 1);
      const colors = await data('color');
      expect(colors[0]).toEqual(
        expect.objectContaining({ name_en: expect.any(String), name_ar: expect.any(String) }),
      );
      const { main } = await data('main-market/categories');
      expect(main.length).toBeGreaterThan(0);
      const [first] = main as { id: number; categories: { id: number; main_id: number }[] }[];
      expect(first?.categories.every((sub) => sub.main_id === first.id)).toBe(true);
      const subs = await data(`category-market?main_id=${first?.id}`);
      expect(subs.map((sub: { id: number }) => sub.id)).toEqual(first?.categories.map((sub) => sub.id));
      expect(Array.isArray(await data(`product-model?sub_id=${first?.categories[0]?.id}`))).toBe(true);
      // The old "All" tile sends sub_id=all: every subcategory's models (of the main category, if sent).
      const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
      const ofMain: number[] = [];
      for (const sub of first?.categories ?? [])
        ofMain.push(...idsOf(await data(`product-model?sub_id=${sub.id}`)));
      expect(idsOf(await data('product-model?sub_id=all')).length).toBeGreaterThanOrEqual(ofMain.length);
      const allOfMain = await data(`filter-market/all?main_id=${first?.id}&sub_id=all`);
      const models = allOfMain.find((filter: { name: string }) => filter.name === 'model_id');
      expect(
        models.subtitle
          .map((choice: { value: string }) => Number(choice.value))
          .sort((a: number, b: number) => a - b),
      ).toEqual(ofMain.sort((a, b) => a - b));
      expect((await data('cities'))[0]).toEqual(expect.objectContaining({ city: expect.any(String) }));
      const states = await data('state_page/business');
      expect(states).toHaveLength(1);
      expect(states[0].city.length).toBeGreaterThan(0);
    });
  },
);
