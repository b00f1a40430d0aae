import { accountsResource } from '../../../accounts/declaration';
import { recordingDataProvider } from '../../../../src/console/providers/methods.fixture';
import { contactMethods } from './contactMethods';

const CONTACT = '/api/billing/v1/contact';
const ann = { firstName: 'Ann', lastName: 'Ledger', email: 'ann@example.com', phone: '512-555-0101' };

describe("the billing contacts' data provider methods", () => {
  it('lists, adds, updates and removes the contacts of an account', async () => {
    const { dataProvider, requests } = recordingDataProvider([accountsResource], [contactMethods], (request) => ({
      json: request.method === 'GET' ? { content: [{ id: 'c1', ...ann }] } : { message: 'done' },
    }));
    expect(await dataProvider.billingContacts('a 1')).toEqual([{ id: 'c1', ...ann }]);
    expect(await dataProvider.addBillingContact('a1', ann)).toEqual({ message: 'done' });
    await dataProvider.updateBillingContact('c 1', 3, { ...ann, lastName: 'Books' });
    await dataProvider.removeBillingContact('c1');
    expect(requests).toEqual([
      { path: `${CONTACT}?accountId=a%201`, method: 'GET', headers: {}, body: undefined },
      { path: CONTACT, method: 'POST', headers: {}, body: { accountId: 'a1', ...ann } },
      { path: `${CONTACT}/c%201`, method: 'PUT', headers: {}, body: { ...ann, lastName: 'Books', version: 3 } },
      { path: `${CONTACT}/c1`, method: 'DELETE', headers: {}, body: undefined },
    ]);
  });
});
