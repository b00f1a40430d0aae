import { HttpError } from 'react-admin';
import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { commissionsResource } from '../declaration';
import { STATEMENT_MESSAGES } from '../statementPeriod';
import { agencyBilledInvoicePath, commissionsMethods, statementFailure, statementPath } from './commissionsMethods';

const API = commissionsResource.apiBase;

describe("the commissions' data provider methods", () => {
  it('reads the statements and the aggregate by page', async () => {
    const { dataProvider, requests } = recordingDataProvider([commissionsResource], [commissionsMethods], () => ({
      json: { content: [], totalElements: 0 },
    }));
    await dataProvider.commissionStatements(1, 25);
    await dataProvider.commissionAggregate(0, 50);
    expect(requests).toEqual([
      { path: `${API}/statements?page=1&size=25`, method: 'GET', headers: {}, body: undefined },
      { path: `${API}/aggregate?page=0&size=50`, method: 'GET', headers: {}, body: undefined },
    ]);
  });

  it('applies a payment, toggles payouts, saves and deletes the bank account', async () => {
    const { dataProvider, requests } = recordingDataProvider([commissionsResource], [commissionsMethods], () => ({
      json: { message: 'ok' },
    }));
    await dataProvider.applyCommissionPayment({ agencyId: 'g1', commissionsAmount: 10, description: 'May' });
    await dataProvider.toggleCommissionPayouts('g1', true);
    await dataProvider.saveCommissionBank('g1', { bank: 'B' });
    await dataProvider.deleteCommissionBank('g1');
    expect(requests).toEqual([
      {
        path: `${API}/payment`,
        method: 'POST',
        headers: {},
        body: { agencyId: 'g1', commissionsAmount: 10, description: 'May' },
      },
      { path: `${API}/toggle/g1`, method: 'PUT', headers: {}, body: { paused: true } },
      { path: `${API}/g1/ach`, method: 'PUT', headers: {}, body: { bank: 'B' } },
      { path: `${API}/g1/ach`, method: 'DELETE', headers: {}, body: undefined },
    ]);
  });

  it('commissionBank reads the bank account; none on file (404) is null', async () => {
    const { dataProvider, requests } = recordingDataProvider([commissionsResource], [commissionsMethods], () => {
      throw new HttpError('Not found', 404, {});
    });
    expect(await dataProvider.commissionBank('g1')).toBeNull();
    expect(requests).toEqual([{ path: `${API}/g1/ach`, method: 'GET', headers: {}, body: undefined }]);
  });

  it("a statement is at /api/docs/v1/commissions?year&month; its failures speak the spec's texts", () => {
    expect(statementPath(2025, 4, 'g1')).toBe('/api/docs/v1/commissions?year=2025&month=4&agencyId=g1');
    expect(agencyBilledInvoicePath(2025, 4)).toBe('/api/billing/v1/agencyBillInvoice/4/2025');
    expect(agencyBilledInvoicePath(2025, 4, 'g 1')).toBe('/api/billing/v1/agencyBillInvoice/4/2025?agencyId=g+1');
    expect(statementFailure(new HttpError('x', 404, {}))).toBe(STATEMENT_MESSAGES.notFound);
    expect(statementFailure(new HttpError('x', 0, null))).toBe(STATEMENT_MESSAGES.failed);
    expect(statementFailure(new HttpError('x', 500, {}))).toBe(STATEMENT_MESSAGES.unavailable);
  });
});
