import { createI18nProvider, mergeMessages } from './i18nProvider';

describe('regional wording', () => {
  it('says Agency in en-US and Brokerage in en-GB and en-AU', async () => {
    const us = await createI18nProvider('en-US');
    const gb = await createI18nProvider('en-GB');
    const au = await createI18nProvider('en-AU');
    expect(us.translate('resources.accounts.fields.agencyName')).toBe('Agency');
    expect(gb.translate('resources.accounts.fields.agencyName')).toBe('Brokerage');
    expect(au.translate('resources.accounts.fields.agencyName')).toBe('Brokerage');
  });

  it('labels the city "City/Town" outside en-US and keeps en-AU postcodes', async () => {
    expect((await createI18nProvider('en-US')).translate('resources.accounts.fields.city')).toBe('City');
    expect((await createI18nProvider('en-AU')).translate('resources.accounts.fields.city')).toBe('City/Town');
    expect((await createI18nProvider('en-AU')).translate('resources.accounts.fields.zipCode')).toBe('Postcode');
  });

  it("keeps react-admin's own texts next to one the project overrides", async () => {
    const us = await createI18nProvider('en-US');
    expect(us.translate('ra.action.save')).toBe('Save');
    expect(us.translate('ra.notification.item_doesnt_exist')).toBe('This record does not exist, or you do not have access to it.');
  });

  it('interpolates the page title', async () => {
    const us = await createI18nProvider('en-US');
    expect(us.translate('app.pageTitle', { account: 'Acme' })).toBe('Acme - Adaptive Insurance Platform');
  });
});

describe('mergeMessages', () => {
  it('merges key by key, later trees winning', () => {
    expect(mergeMessages({ a: { b: 1, c: 2 } }, { a: { c: 3 } })).toEqual({ a: { b: 1, c: 3 } });
  });
});
