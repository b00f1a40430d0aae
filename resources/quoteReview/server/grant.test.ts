import { quoteOfRedirect } from './grant';

const ID = '417a0288-8678-4d7c-93ab-56fa352ba131';

describe('the quote a workflow redirect opens', () => {
  it('reads the review and surplus notice pages, as a path or an absolute address, with or without a query', () => {
    expect(quoteOfRedirect(`/quote/${ID}/request-to-bind/P100`)).toBe(ID);
    expect(quoteOfRedirect(`/quote/${ID}/request-to-bind/P250?agencyName=Alpha`)).toBe(ID);
    expect(quoteOfRedirect(`https://console.example.test/quote/${ID}/attest-surplus-notice`)).toBe(ID);
  });

  it('grants nothing for any other page', () => {
    expect(quoteOfRedirect(`/customer/quotes/${ID}/show`)).toBeUndefined();
    expect(quoteOfRedirect(`/quote/${ID}/request-to-bind`)).toBeUndefined();
    expect(quoteOfRedirect(`/quote/${ID}/request-to-bind/P100/extra`)).toBeUndefined();
    expect(quoteOfRedirect(`/other/quote/${ID}/attest-surplus-notice`)).toBeUndefined();
  });
});
