import { policiesResource } from '../../policies/declaration';
import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { savedMethodMethods } from './savedMethodMethods';

describe("the saved payment methods' data provider method", () => {
  it('deleteSavedMethod sends DELETE to the method by its id and answers the server message', async () => {
    const { dataProvider, requests } = recordingDataProvider([policiesResource], [savedMethodMethods], () => ({
      json: { id: 'm 1', message: 'Payment method deleted.' },
    }));
    expect(await dataProvider.deleteSavedMethod('m 1')).toEqual({ id: 'm 1', message: 'Payment method deleted.' });
    expect(requests).toEqual([
      { path: '/api/billing/v1/payment-method/m%201', method: 'DELETE', headers: {}, body: undefined },
    ]);
  });
});
