import { companySlug } from '../../src/server/documents/fileName';
import { formatterFor } from '../../src/server/documents/formatting';
import { writePdf } from '../../src/server/documents/pdfWriter';
import { documentFileName } from './fileName';

describe('quote document file names', () => {
  it('slug the company name: lower case, ASCII, words joined by hyphens', () => {
    expect(documentFileName('proposal', 'Alpine Dental Group')).toBe('alpine-dental-group-quote-proposal.pdf');
    expect(documentFileName('binder', 'Zoë & Söhne, LLC.')).toBe('zoe-sohne-llc-binder.pdf');
    expect(companySlug('  ')).toBe('company');
    expect(companySlug(null)).toBe('company');
  });
});

describe('quote document formatting', () => {
  it('writes money and days in the region locale, a dash for what is missing', () => {
    const us = formatterFor('US');
    expect(us.money(1234.5)).toBe('$1,234.50');
    expect(us.money(null)).toBe('-');
    expect(us.day('2031-02-01')).toBe('2/1/2031');
    expect(us.day('2031-02-01T23:30:00.000Z')).toBe('2/1/2031');
    expect(formatterFor('UK').money(1234.5)).toBe('£1,234.50');
    expect(formatterFor('UK').day('2031-02-01')).toBe('01/02/2031');
  });
});

describe('the PDF writer', () => {
  it('writes text the standard font cannot encode as "?" instead of failing', async () => {
    const bytes = await writePdf(
      {
        title: 'Quote Proposal',
        subtitle: ['東京 Trading'],
        sections: [
          {
            heading: 'Summary',
            rows: [['Company', '東京 Trading']],
            table: { columns: ['A', 'B'], rows: [['x'.repeat(400), '1']] },
          },
        ],
        footer: 'f',
      },
      { author: 'Alpha', subject: 'Quote proposal' },
    );
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
  });
});
