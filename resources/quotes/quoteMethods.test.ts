import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { quoteActionMethods } from './actions/quoteActionMethods';
import { quotesResource } from './declaration';
import { signingMethods } from './signing/signingMethods';
import { uwInboxMethods } from './uwInbox/uwInboxMethods';

const setup = (answer: unknown) =>
  recordingDataProvider([quotesResource], [quoteActionMethods, signingMethods, uwInboxMethods], () => ({
    json: answer,
  }));

describe("the quotes' data provider methods", () => {
  it("irpmBounds reads the rater's rules of the industry for the product and state, answering their IRPM bounds", async () => {
    const { dataProvider, requests } = setup({ irpm: { min: 0.75, max: 1.25 } });
    expect(await dataProvider.irpmBounds({ product: 'P100', naicsCode: '541511', state: 'NY' })).toEqual({
      min: 0.75,
      max: 1.25,
    });
    expect(requests).toEqual([
      { path: '/api/rater/v1/rules/541511?product=P100&state=NY', method: 'GET', headers: {}, body: undefined },
    ]);
  });

  it('quoteApplication reads GET /api/quote/v1/{id}/application', async () => {
    const { dataProvider, requests } = setup({ id: 'q 1', quoteNumber: 'Q-1' });
    expect(await dataProvider.quoteApplication('q 1')).toEqual({ id: 'q 1', quoteNumber: 'Q-1' });
    expect(requests).toEqual([
      { path: '/api/quote/v1/q%201/application', method: 'GET', headers: {}, body: undefined },
    ]);
  });

  it('signQuoteApplication posts the signature, the agreement and the version seen', async () => {
    const { dataProvider, requests } = setup({ id: 'q1' });
    await dataProvider.signQuoteApplication('q1', { signature: 'Ann Smith', agreed: true, version: 4 });
    expect(requests).toEqual([
      {
        path: '/api/quote/v1/action/sign-application/q1',
        method: 'POST',
        headers: {},
        body: { signature: 'Ann Smith', agreed: true, version: 4 },
      },
    ]);
  });

  it('uwInbox searches the inbox the longest waiting first, narrowed to one status when asked', async () => {
    const { dataProvider, requests } = setup({ content: [], totalElements: 0 });
    expect(await dataProvider.uwInbox({ page: 1, size: 25, status: 'REFERRED', search: 'acme' })).toEqual({
      content: [],
      totalElements: 0,
    });
    expect(requests).toEqual([
      {
        path: '/api/quote/v1/search/uw-inbox?page=1&size=25&sort=created%2Casc&search=*acme*&f%5Bstatus%5D%5Bin%5D=REFERRED',
        method: 'GET',
        headers: {},
        body: undefined,
      },
    ]);
  });
});
