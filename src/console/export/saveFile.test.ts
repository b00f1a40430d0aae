import { fileNameOf } from './saveFile';

describe('fileNameOf', () => {
  it('reads the plain and the RFC 5987 forms of Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="company-quote-proposal.pdf"', 'x.pdf')).toBe('company-quote-proposal.pdf');
    expect(fileNameOf('attachment; filename=invoice.pdf', 'x.pdf')).toBe('invoice.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''receipt.pdf", 'x.pdf')).toBe('receipt.pdf');
  });

  it('answers the fallback without a header or a name', () => {
    expect(fileNameOf(null, 'statement.pdf')).toBe('statement.pdf');
    expect(fileNameOf('inline', 'statement.pdf')).toBe('statement.pdf');
  });
});
