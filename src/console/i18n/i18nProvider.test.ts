import { createI18nProvider, loadTexts, mergeMessages } from './i18nProvider';

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
    expect(us.translate('ra.notification.item_doesnt_exist')).toBe(
      'This record does not exist, or you do not have access to it.',
    );
  });

  it('interpolates the page title', async () => {
    const us = await createI18nProvider('en-US');
    expect(us.translate('app.pageTitle', { account: 'Acme' })).toBe('Acme - Adaptive Insurance Platform');
  });
});

describe('the locale files as the provider reads them', () => {
  it('chooses the plural form by count or smart_count, in the files and in react-admin texts', async () => {
    const us = await createI18nProvider('en-US');
    expect(us.translate('resources.teams.name', { smart_count: 1 })).toBe('Team');
    expect(us.translate('resources.teams.name', { smart_count: 2 })).toBe('Teams');
    expect(us.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(us.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected');
  });

  it("fills react-admin's %{placeholders}, falls back to `_`, then to the key itself", async () => {
    const us = await createI18nProvider('en-US');
    expect(us.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 60 })).toBe(
      '1-25 of 60',
    );
    expect(us.translate('no.such.key', { _: 'Hello {{name}}', name: 'Ann' })).toBe('Hello Ann');
    expect(us.translate('Not a key. Shown as written')).toBe('Not a key. Shown as written');
  });

  it('follows the locale chosen later and keeps en-US for what a region does not change', async () => {
    const provider = await createI18nProvider('en-US');
    await provider.changeLocale('en-AU');
    expect(provider.getLocale()).toBe('en-AU');
    expect(provider.translate('resources.accounts.fields.zipCode')).toBe('Postcode');
    expect(provider.translate('ra.action.save')).toBe('Save');
  });
});

describe('plural rules and formats of the locale', () => {
  // A locale only this test has: Polish has four plural forms (one, few, many, other), English two.
  const polish = {
    pl: {
      files: {
        count_one: '{{count}} plik',
        count_few: '{{count}} pliki',
        count_many: '{{count}} plików',
        count_other: '{{count}} pliku',
      },
    },
  };

  it('picks the Polish form for each count, from count or smart_count', async () => {
    const pl = await createI18nProvider('pl', { texts: polish });
    expect(pl.translate('files.count', { smart_count: 1 })).toBe('1 plik');
    expect(pl.translate('files.count', { smart_count: 3 })).toBe('3 pliki');
    expect(pl.translate('files.count', { count: 22 })).toBe('22 pliki');
    expect(pl.translate('files.count', { smart_count: 5 })).toBe('5 plików');
    expect(pl.translate('files.count', { smart_count: 12 })).toBe('12 plików');
    expect(pl.translate('files.count', { smart_count: 1.5 })).toBe('1.5 pliku');
    // What the test locale lacks comes from en-US.
    expect(pl.translate('ra.action.save')).toBe('Save');
  });

  it('formats numbers, money and dates in the locale through Intl', async () => {
    const us = await createI18nProvider('en-US');
    const gb = await createI18nProvider('en-GB', { currency: 'GBP' });
    const text = (n: number) => ({ _: 'Premium {{amount, money}}', amount: n });
    expect(us.translate('no.such.key', text(1234.5))).toBe('Premium $1,234.50');
    expect(gb.translate('no.such.key', text(1234.5))).toBe('Premium £1,234.50');
    expect(us.translate('no.such.key', { _: '{{n, number}} rows', n: 12000 })).toBe('12,000 rows');
    const due = new Date(Date.UTC(2026, 2, 31, 12));
    expect(
      gb.translate('no.such.key', { _: 'Due {{due, datetime}}', due, formatParams: { due: { timeZone: 'UTC' } } }),
    ).toBe('Due 31/03/2026');
    expect(
      us.translate('no.such.key', { _: 'Due {{due, datetime}}', due, formatParams: { due: { timeZone: 'UTC' } } }),
    ).toBe('Due 3/31/2026');
  });
});

describe('placeholders and keys', () => {
  it('formats in a currency named in the placeholder and keeps a placeholder that has no value', async () => {
    const gb = await createI18nProvider('en-GB', { currency: 'GBP' });
    expect(gb.translate('no.such.key', { _: '{{fee, currency(EUR)}} due', fee: 12 })).toBe('€12.00 due');
    expect(gb.translate('no.such.key', { _: 'Hello {{name}}, {{missing}}', name: 'Ann' })).toBe(
      'Hello Ann, {{missing}}',
    );
  });

  it('finds a key that holds dots itself, and gives a branch of the tree as its key', async () => {
    const us = await createI18nProvider('en-US', { texts: { 'en-US': { notes: { 'Saved. Thank you': 'Noted.' } } } });
    expect(us.translate('notes.Saved. Thank you')).toBe('Noted.');
    expect(us.translate('resources.accounts')).toBe('resources.accounts');
  });
});

describe('texts only some screens read', () => {
  it('has the sign-in texts once they are loaded, in every provider and with their regional wording', async () => {
    const us = await createI18nProvider('en-US');
    const gb = await createI18nProvider('en-GB');
    expect(us.translate('signin.invite.agency')).toBe('signin.invite.agency');
    await loadTexts('signin');
    expect(us.translate('signin.invite.agency')).toBe('Agency');
    expect(gb.translate('signin.invite.agency')).toBe('Brokerage');
    const au = await createI18nProvider('en-US');
    await au.changeLocale('en-AU');
    expect(au.translate('signin.invite.agency')).toBe('Brokerage');
  });
});

describe('mergeMessages', () => {
  it('merges key by key, later trees winning', () => {
    expect(mergeMessages({ a: { b: 1, c: 2 } }, { a: { c: 3 } })).toEqual({ a: { b: 1, c: 3 } });
  });
});
