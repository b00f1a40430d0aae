import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { accountActionsMethods } from './actionsBar/accountActionsMethods';
import { accountsResource } from './declaration';
import { quoteImpactMethods } from './details/quoteImpactMethods';
import { lookupMethods } from './lookup/lookupMethods';
import { ownActionsMethods } from './ownActions/console/ownActionsMethods';

const API = accountsResource.apiBase;
const get = (path: string) => ({ path, method: 'GET', headers: {}, body: undefined });
const setup = () =>
  recordingDataProvider(
    [accountsResource],
    [accountActionsMethods, ownActionsMethods, quoteImpactMethods, lookupMethods],
    () => ({
      json: { content: [{ id: 'g1', name: 'Alpha', extra: 1 }] },
    }),
  );

describe("the accounts' data provider methods", () => {
  it("accountAction puts the body to the action's path under the accounts API", async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.accountAction('/a1/contact', { version: 2, email: 'x@y.z' });
    expect(requests).toEqual([
      { path: `${API}/a1/contact`, method: 'PUT', headers: {}, body: { version: 2, email: 'x@y.z' } },
    ]);
  });

  it('agencyChoices and agencyTeamChoices answer id and name of each', async () => {
    const { dataProvider, requests } = setup();
    expect(await dataProvider.agencyChoices()).toEqual([{ id: 'g1', name: 'Alpha' }]);
    expect(await dataProvider.agencyTeamChoices('g1')).toEqual([{ id: 'g1', name: 'Alpha' }]);
    expect(requests).toEqual([
      get('/api/auth/v1/admin/agencies/search?size=100&sort=name,asc'),
      get('/api/auth/v1/teams/agency/g1'),
    ]);
  });

  it('accountAgents and validateAddress', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.accountAgents('a1');
    await dataProvider.validateAddress({ address1: '1 High St', country: 'UK' });
    expect(requests).toEqual([
      get(`${API}/a1/agents`),
      {
        path: '/api/account/v1/address/validate',
        method: 'POST',
        headers: {},
        body: { address1: '1 High St', country: 'UK' },
      },
    ]);
  });

  it('checkDetailsChange posts the answers; lookupCompanies asks ten rows of a name in a state', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.checkDetailsChange('a1', { revenue: 5 });
    await dataProvider.lookupCompanies('Acme', 'NY');
    expect(requests).toEqual([
      { path: `${API}/a1/details/check`, method: 'POST', headers: {}, body: { answers: { revenue: 5 } } },
      get(`${API}/lookup?name=Acme&size=10&state=NY`),
    ]);
  });
});
