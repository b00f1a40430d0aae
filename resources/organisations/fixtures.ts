import type { ResourceFixtures } from '../../src/server/resources/fixtures';
import { organisationType } from './organisationTypes';

/** An organisation is itself a tenant: a new one belongs to no existing tenant, so there is no tenant field. */
const organisationFixtures = (name: string): ResourceFixtures => {
  const type = organisationType(name);
  return {
    resource: name,
    validBody: (_tenant, unique) => ({
      name: `Fixture ${type.label} ${unique}`,
      description: `${type.label} made by a test`,
      hostname: `fx-${type.segment}-${unique.toLowerCase().replace(/[^a-z0-9]/g, '')}`.slice(0, 63),
    }),
    invalidBody: () =>
      type.strict
        ? { body: { name: 'X', hostname: 'Not A Host' }, fields: ['name', 'description', 'hostname'] }
        : { body: { name: '', hostname: 'Not A Host' }, fields: ['name', 'hostname'] },
  };
};

export const carriersFixtures = organisationFixtures('carriers');
export const reinsurersFixtures = organisationFixtures('reinsurers');
export const premiumProcessorsFixtures = organisationFixtures('premiumProcessors');
export const clustersFixtures = organisationFixtures('clusters');
export const vendorsFixtures = organisationFixtures('vendors');
export const msspsFixtures = organisationFixtures('mssps');
export const aggregatorsFixtures = organisationFixtures('aggregators');
export const accountGroupsFixtures = organisationFixtures('accountGroups');
export const poolsFixtures = organisationFixtures('pools');
