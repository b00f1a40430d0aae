import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import type { CalculatorRequest } from '../../../src/shared/generated/rating';
import { requestQuoteMethods } from './requestQuoteMethods';

const setup = (json?: unknown) => recordingDataProvider([], [requestQuoteMethods], () => ({ json }));
const calculator = { product: 'P100', state: 'MA' } as unknown as CalculatorRequest;

describe("the quote request flow's data provider methods", () => {
  it('reads the verification, the licence, the raters and the rules', async () => {
    const { dataProvider, requests } = setup({ content: [] });
    await dataProvider.quoteVerification('P100', 'a 1');
    await dataProvider.quoteLicence('P100', 'a1');
    await dataProvider.raters();
    await dataProvider.calculatorRules('P100', '541511', 'MA');
    expect(requests).toEqual([
      { path: '/api/quote/v1/P100/verify/a%201', method: 'GET', headers: {}, body: undefined },
      { path: '/api/quote/v1/P100/license/a1', method: 'GET', headers: {}, body: undefined },
      { path: '/api/rater/v1/all-raters', method: 'GET', headers: {}, body: undefined },
      { path: '/api/rater/v1/rules/541511?product=P100&state=MA', method: 'GET', headers: {}, body: undefined },
    ]);
  });

  it('calculatePremium posts the calculator request', async () => {
    const { dataProvider, requests } = setup({ totalPremium: 1200 });
    expect(await dataProvider.calculatePremium(calculator)).toEqual({ totalPremium: 1200 });
    expect(requests).toEqual([{ path: '/api/rater/v1/calculator', method: 'POST', headers: {}, body: calculator }]);
  });

  it('reads the cart, adds a variation, removes one and submits the cart', async () => {
    const { dataProvider, requests } = setup({ content: [{ id: 'c1' }] });
    expect(await dataProvider.quoteCart('a1')).toEqual([{ id: 'c1' }]);
    await dataProvider.addToQuoteCart('P100', 'a1', calculator, 'Standard');
    await dataProvider.addToQuoteCart('P100', 'a1', calculator);
    await dataProvider.removeFromQuoteCart('c1');
    const submission = {
      quoteIds: ['c1'],
      accountId: 'a1',
      agentFirstName: 'Ann',
      agentLastName: 'Agent',
      agentEmail: 'agent@alpha.demo.test',
    };
    await dataProvider.submitQuoteCart(submission);
    expect(requests).toEqual([
      { path: '/api/quote/v1/cart?accountId=a1', method: 'GET', headers: {}, body: undefined },
      {
        path: '/api/quote/v1/P100/cart/account',
        method: 'POST',
        headers: {},
        body: { accountId: 'a1', presetName: 'Standard', calculator },
      },
      { path: '/api/quote/v1/P100/cart/account', method: 'POST', headers: {}, body: { accountId: 'a1', calculator } },
      { path: '/api/quote/v1/cart/c1', method: 'DELETE', headers: {}, body: undefined },
      { path: '/api/quote/v1/cart', method: 'POST', headers: {}, body: submission },
    ]);
  });
});
