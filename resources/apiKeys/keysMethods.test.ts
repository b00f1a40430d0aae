import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { activityMethods, periodStart } from './activity/activityMethods';
import { API_ACTIVITY_API, apiKeysResource } from './declaration';
import { keysMethods } from './keysMethods';

const get = (path: string) => ({ path, method: 'GET', headers: {}, body: undefined });
const setup = () =>
  recordingDataProvider([apiKeysResource], [keysMethods, activityMethods], (request) => ({
    json: request.path.includes('/search')
      ? { content: [], totalElements: 0 }
      : request.path.includes('/graph')
        ? { days: [] }
        : { secret: 's', totalCalls: 0 },
  }));

describe("the API keys' data provider methods", () => {
  it("regenerateKey puts the version seen to the key's regenerate path", async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.regenerateKey('k 1', 3);
    expect(requests).toEqual([
      { path: `${apiKeysResource.apiBase}/regenerate/k%201`, method: 'PUT', headers: {}, body: { version: 3 } },
    ]);
  });

  it("keyActivity reads the key's totals and latest calls", async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.keyActivity('k1');
    expect(requests).toEqual([
      get(`${API_ACTIVITY_API}/agg/stats?keyId=k1`),
      get(`${API_ACTIVITY_API}/search?size=20&sort=created,desc&f[keyId][in]=k1`),
    ]);
  });

  it("activitySummary and activityCalls read the period's totals, graph and calls", async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.activitySummary(7);
    await dataProvider.activityCalls(7, 1, 20);
    const from = periodStart(7);
    expect(requests).toEqual([
      get(`${API_ACTIVITY_API}/agg/stats?from=${from}`),
      get(`${API_ACTIVITY_API}/graph?from=${from}`),
      get(
        `${API_ACTIVITY_API}/search?page=1&size=20&sort=created,desc&f[created][after]=${encodeURIComponent(`${from}T00:00:00Z`)}`,
      ),
    ]);
  });
});
