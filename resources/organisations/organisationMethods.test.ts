import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { ORGANISATION_DECLARATIONS } from './declaration';
import { organisationMethods } from './organisationMethods';

const clusters = ORGANISATION_DECLARATIONS.clusters;
const provider = (json?: unknown) =>
  recordingDataProvider(Object.values(ORGANISATION_DECLARATIONS), [organisationMethods], () => ({ json }));

describe("the organisations' data provider methods", () => {
  it("organisationMembers reads the organisation's members under its type's address", async () => {
    const members = [{ id: 'a1', name: 'Alpha', accountType: 'AGENCY' }];
    const { dataProvider, requests } = provider({ content: members });
    expect(await dataProvider.organisationMembers('clusters', 'c1')).toEqual(members);
    expect(requests).toEqual([{ path: `${clusters.apiBase}/c1/members`, method: 'GET', headers: {}, body: undefined }]);
  });

  it('addOrganisationMember posts the member in its field', async () => {
    const { dataProvider, requests } = provider({ id: 'a1', name: 'Alpha', accountType: 'AGENCY' });
    await dataProvider.addOrganisationMember('clusters', 'c1', { agencyId: 'a1' });
    expect(requests).toEqual([
      { path: `${clusters.apiBase}/c1/members`, method: 'POST', headers: {}, body: { agencyId: 'a1' } },
    ]);
  });

  it('removeOrganisationMember deletes the member', async () => {
    const { dataProvider, requests } = provider();
    await dataProvider.removeOrganisationMember('clusters', 'c1', 'a1');
    expect(requests).toEqual([
      { path: `${clusters.apiBase}/c1/members/a1`, method: 'DELETE', headers: {}, body: undefined },
    ]);
  });
});
