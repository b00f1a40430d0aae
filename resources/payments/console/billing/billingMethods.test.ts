import { policiesResource } from '../../../policies/declaration';
import { recordingDataProvider } from '../../../../src/console/providers/methods.fixture';
import { billingMethods } from './billingMethods';

const BILLING = '/api/billing/v1';
const get = (path: string) => ({ path, method: 'GET', headers: {}, body: undefined });

describe("the billing panel's data provider methods", () => {
  it('policyBilling reads the balance, the transactions and the reminders setting of the policy', async () => {
    const { dataProvider, requests } = recordingDataProvider([policiesResource], [billingMethods], (request) => ({
      json: request.path.includes('/balance/')
        ? { balance: 10 }
        : request.path.includes('/search')
          ? { content: [{ id: 't1' }] }
          : { invoiceReminders: true },
    }));
    expect(await dataProvider.policyBilling('p 1')).toEqual({
      balance: { balance: 10 },
      transactions: [{ id: 't1' }],
      invoiceReminders: true,
    });
    expect(requests).toEqual([
      get(`${BILLING}/balance/p%201`),
      get(`${BILLING}/search?policyId=p%201`),
      get(`${BILLING}/payment?policyId=p%201`),
    ]);
  });

  it('edits a transaction, applies and closes a payment, toggles reminders and sends the payment link', async () => {
    const { dataProvider, requests } = recordingDataProvider([policiesResource], [billingMethods], () => ({
      json: { message: 'ok' },
    }));
    await dataProvider.editTransaction({ id: 't1', version: 1, status: 'PAID' });
    await dataProvider.applyExternalPayment({ policyId: 'p1', amount: 5 });
    await dataProvider.closePayment({ policyId: 'p1' });
    await dataProvider.toggleInvoiceReminders('p1');
    await dataProvider.sendPaymentLink('p1');
    await dataProvider.sendInvoiceToAccounting({ policyId: 'p1', firstName: 'Ann' });
    await dataProvider.addPremiumFinancer({ policyId: 'p1', financerName: 'IPFS' });
    expect(requests).toEqual([
      { path: `${BILLING}/transaction`, method: 'PUT', headers: {}, body: { id: 't1', version: 1, status: 'PAID' } },
      { path: `${BILLING}/external/applyPayment`, method: 'POST', headers: {}, body: { policyId: 'p1', amount: 5 } },
      { path: `${BILLING}/close`, method: 'POST', headers: {}, body: { policyId: 'p1' } },
      { path: `${BILLING}/toggle/invoiceReminder?policyId=p1`, method: 'PUT', headers: {}, body: undefined },
      { path: `${BILLING}/invoiceReminder/p1`, method: 'POST', headers: {}, body: undefined },
      { path: `${BILLING}/accounting`, method: 'POST', headers: {}, body: { policyId: 'p1', firstName: 'Ann' } },
      { path: `${BILLING}/finance`, method: 'POST', headers: {}, body: { policyId: 'p1', financerName: 'IPFS' } },
    ]);
  });
});
