import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** Industry codes are one shared catalogue per country. */
export const industryCodesFixtures: ResourceFixtures = {
  resource: 'industryCodes',
  shared: true,
  validBody: (_tenant, unique) => ({
    country: 'US',
    naicsCode: 999990,
    primaryIndustry: 'Fixture Industry',
    secondaryIndustry: `Fixture ${unique}`,
  }),
  invalidBody: () => ({
    body: { country: 'US', naicsCode: 9, primaryIndustry: '', secondaryIndustry: 'x' },
    fields: ['naicsCode', 'primaryIndustry'],
  }),
};
