import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { claimMethods } from './claimMethods';
import { CLAIM_FILING_PATH, claimsResource } from './declaration';

describe("the claim form's data provider method", () => {
  it('createClaim posts the answers to the claim filing path', async () => {
    const { dataProvider, requests } = recordingDataProvider([claimsResource], [claimMethods], () => ({
      json: { id: 'c1', status: 'UN_FILED' },
    }));
    expect(await dataProvider.createClaim({ accountId: 'a1', isFiled: false })).toEqual({
      id: 'c1',
      status: 'UN_FILED',
    });
    expect(requests).toEqual([
      { path: CLAIM_FILING_PATH, method: 'POST', headers: {}, body: { accountId: 'a1', isFiled: false } },
    ]);
  });
});
