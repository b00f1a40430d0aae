import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { claimsManagementResource } from '../declaration';
import { CLAIM_HANDLERS_PATH, claimFilesMethods, lossRunPath } from './claimFilesMethods';

const FILES = claimsManagementResource.apiBase;
const setup = (json?: unknown) =>
  recordingDataProvider([claimsManagementResource], [claimFilesMethods], () => ({ json }));

describe("the claim files' data provider methods", () => {
  it('claimItems reads the items of one part of a file', async () => {
    const { dataProvider, requests } = setup({ content: [{ id: 'n1' }] });
    expect(await dataProvider.claimItems('f1', 'notes')).toEqual([{ id: 'n1' }]);
    expect(requests).toEqual([{ path: `${FILES}/f1/notes`, method: 'GET', headers: {}, body: undefined }]);
  });

  it('addClaimItem posts the item, updateClaimItem puts its change', async () => {
    const { dataProvider, requests } = setup({ id: 't1' });
    await dataProvider.addClaimItem('f1', 'tasks', { title: 'Call the insured' });
    await dataProvider.updateClaimItem('f1', 'tasks', 't1', { status: 'DONE' });
    expect(requests).toEqual([
      { path: `${FILES}/f1/tasks`, method: 'POST', headers: {}, body: { title: 'Call the insured' } },
      { path: `${FILES}/f1/tasks/t1`, method: 'PUT', headers: {}, body: { status: 'DONE' } },
    ]);
  });

  it("claimHandlers reads the provider's claim handlers", async () => {
    const handlers = [{ id: 'u1', email: 'handler@demo.test', firstName: 'Hal' }];
    const { dataProvider, requests } = setup({ content: handlers });
    expect(await dataProvider.claimHandlers()).toEqual(handlers);
    expect(requests).toEqual([{ path: CLAIM_HANDLERS_PATH, method: 'GET', headers: {}, body: undefined }]);
  });

  it('countClaimFiles asks one row of the matching files and answers their total', async () => {
    const { dataProvider, requests } = setup({ content: [{ id: 'f1' }], totalElements: 7 });
    expect(await dataProvider.countClaimFiles({ 'f[hasClaimNumber][in]': 'false' })).toBe(7);
    expect(requests).toEqual([
      { path: `${FILES}?f%5BhasClaimNumber%5D%5Bin%5D=false&size=1`, method: 'GET', headers: {}, body: undefined },
    ]);
  });

  it("a file's actions go through act: POST {apiBase}/{id}/{action} with the version", async () => {
    const { dataProvider, requests } = setup({ id: 'f1', status: 'CLOSED' });
    await dataProvider.act('claimsManagement', {
      id: 'f1',
      path: '/:id/close',
      method: 'POST',
      data: { version: 2, reason: 'Paid' },
    });
    expect(requests).toEqual([
      { path: `${FILES}/f1/close`, method: 'POST', headers: {}, body: { version: 2, reason: 'Paid' } },
    ]);
  });

  it('the loss run of an account is at /api/claimsmgmt/v1/lossrun?accountId', () => {
    expect(lossRunPath('a 1')).toBe('/api/claimsmgmt/v1/lossrun?accountId=a%201');
  });
});
