import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** Applied by name, so the tag is created in the account's agency: no tag id is needed up front. */
export const accountTagsFixtures: ResourceFixtures = {
  resource: 'accountTags',
  validBody: (tenant, unique) => ({ accountId: tenant.accountId, tagName: `Fixture ${unique}`.slice(0, 50) }),
  invalidBody: (tenant) => ({
    body: { accountId: tenant.accountId, tagId: 'not-a-tag', tagName: 'x'.repeat(51) },
    fields: ['tagId', 'tagName'],
  }),
  tenantField: 'accountId',
};
