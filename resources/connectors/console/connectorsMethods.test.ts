import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { connectorsResource } from '../declaration';
import { connectorsMethods } from './connectorsMethods';

const API = '/api/connector/v1';
const get = (path: string) => ({ path, method: 'GET', headers: {}, body: undefined });

describe("the connectors' data provider methods", () => {
  it("reads the catalogue, an account's connections and consent, the client accounts and the AWS regions", async () => {
    const { dataProvider, requests } = recordingDataProvider([connectorsResource], [connectorsMethods], (request) => ({
      json: request.path.includes('/consent/')
        ? { agreement: true }
        : request.path.includes('/account')
          ? { content: [{ id: 'x' }] }
          : [{ value: 'v' }],
    }));
    expect(await dataProvider.connectorCatalogue()).toEqual([{ value: 'v' }]);
    expect(await dataProvider.connections('a 1')).toEqual([{ id: 'x' }]);
    expect(await dataProvider.connectorConsent('a1')).toBe(true);
    expect(await dataProvider.connectorAccounts()).toEqual([{ id: 'x' }]);
    await dataProvider.awsRegions();
    expect(requests).toEqual([
      get(`${API}/connectors/all`),
      get(`${API}/account/a%201?size=100`),
      get(`${API}/consent/a1`),
      get('/api/account/v1/account/search?size=100&sort=name,asc'),
      get(`${API}/aws/regions`),
    ]);
  });

  it('gives consent, adds a connection with its credentials and removes one', async () => {
    const { dataProvider, requests } = recordingDataProvider([connectorsResource], [connectorsMethods], () => ({
      json: {},
    }));
    await dataProvider.giveConnectorConsent('a1');
    await dataProvider.addConnection('AWS SECURITY', { accountId: 'a1', credentials: { key: 'k' } });
    await dataProvider.removeConnection('c1');
    expect(requests).toEqual([
      { path: `${API}/consent`, method: 'POST', headers: {}, body: { accountId: 'a1', agreement: true } },
      {
        path: `${API}/connections?connectorType=AWS%20SECURITY`,
        method: 'POST',
        headers: {},
        body: { accountId: 'a1', credentials: { key: 'k' } },
      },
      { path: `${API}/connections/c1`, method: 'DELETE', headers: {}, body: undefined },
    ]);
  });
});
