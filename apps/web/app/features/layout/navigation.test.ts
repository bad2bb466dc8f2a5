import type { GeneralSetting } from '@jaliya/contract';
import { describe, expect, it } from 'vitest';
import { serviceMenuItems, withoutSubcategoryLists } from './navigation';

const services: GeneralSetting['services'] = {
  service_provider: {
    id: 1,
    name: 'Service Providers',
    subcategories: [{ id: 11, name: 'Auto Repair', type: 'service' }],
  },
  shops: { id: 2, name: 'Shops', subcategories: [{ id: 21, name: 'Halal Markets', type: 'business' }] },
  market_place: null,
  rent: { id: 4, name: 'Rent', subcategories: [] },
  jobs: null,
};

describe('serviceMenuItems', () => {
  it('lists only the sections the settings give an id, in menu order', () => {
    expect(serviceMenuItems(services).map((item) => [item.to, item.state.id])).toEqual([
      ['/Category/services', 1],
      ['/Category/shops', 2],
      ['/rents', 4],
    ]);
  });

  it('builds subcategory links without spaces and with the page mode', () => {
    const [providers, shops] = serviceMenuItems(services);
    expect(providers?.subcategories[0]?.to).toBe('/SubCategory/AutoRepair/11/?Page=service');
    expect(shops?.subcategories[0]?.to).toBe('/SubCategory/HalalMarkets/21/?Page=shops');
  });

  it('shows nothing before settings have loaded', () => {
    expect(serviceMenuItems(undefined)).toEqual([]);
  });
});

describe('withoutSubcategoryLists', () => {
  it('keeps every section and the rest of the settings, without the subcategory lists', () => {
    const settings = { site: { code: 'GA' }, services } as unknown as GeneralSetting;
    const sent = withoutSubcategoryLists(settings);
    expect(sent.site).toBe(settings.site);
    expect(serviceMenuItems(sent.services).map((item) => [item.key, item.subcategories])).toEqual([
      ['service_provider', []],
      ['shops', []],
      ['rent', []],
    ]);
    // The settings given are left as they were.
    expect(settings.services.service_provider?.subcategories).toHaveLength(1);
  });
});
