import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { policiesResource } from '../declaration';
import { policyMethods } from './policyMethods';

describe("the policy actions' data provider method", () => {
  it('policyCancelReasons reads GET /api/policy/v1/reasons', async () => {
    const { dataProvider, requests } = recordingDataProvider([policiesResource], [policyMethods], () => ({
      json: ['Non-payment', 'Other'],
    }));
    expect(await dataProvider.policyCancelReasons()).toEqual(['Non-payment', 'Other']);
    expect(requests).toEqual([{ path: '/api/policy/v1/reasons', method: 'GET', headers: {}, body: undefined }]);
  });
});
