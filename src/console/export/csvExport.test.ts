import { toCsv } from './csvExport';

describe('toCsv', () => {
  const columns = [
    { source: 'name', label: 'Account Name' },
    { source: 'secret', label: 'Secret', omitFromExport: true },
    { source: 'city', label: 'City' },
  ];

  it('writes the column labels as the header and skips columns marked for omission', () => {
    expect(toCsv([{ name: 'Acme', secret: 'x', city: 'Austin' }], columns)).toBe(
      '"Account Name","City"\r\n"Acme","Austin"',
    );
  });

  it('escapes quotes by doubling them and keeps commas and line breaks inside quoted cells', () => {
    expect(toCsv([{ name: 'The "Best", Inc.', city: 'A\nB' }], columns)).toBe(
      '"Account Name","City"\r\n"The ""Best"", Inc.","A\nB"',
    );
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv([{ name: 'Solo' }], columns)).toBe('"Account Name","City"\r\n"Solo",""');
  });
});
