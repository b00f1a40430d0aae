import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { accountsResource } from '../declaration';
import { domainMethods } from './domainMethods';

describe("the domain input's data provider method", () => {
  it('verifyDomain asks the server about one entry', async () => {
    const { dataProvider, requests } = recordingDataProvider([accountsResource], [domainMethods], () => ({
      json: { domain: 'example.com', message: 'Valid domain found!' },
    }));
    await dataProvider.verifyDomain('example.com');
    expect(requests).toEqual([
      {
        path: `${accountsResource.apiBase}/domain/verify?domain=example.com`,
        method: 'GET',
        headers: {},
        body: undefined,
      },
    ]);
  });
});
