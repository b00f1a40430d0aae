import { paymentDueDate, policyAmounts } from './amounts';
import { addressRule } from './certificateBody';
import { policyDocumentFileName } from './fileNames';
import { addressLines } from './policyFacts';

describe('policy document amounts', () => {
  it('take the stored premium when the policy has one, else the total premium less the fees', () => {
    expect(policyAmounts({ totalPremium: 2600, brokerFee: 100, mgaFee: 50 }, { premium: 2450 }).premium).toBe(2450);
    // 2,200.10 − 100 − 50.05 − 25 = 2,025.05
    expect(
      policyAmounts({ totalPremium: 2200.1, brokerFee: 100, mgaFee: 50.05 }, { additionalBrokerFee: 25 }).premium,
    ).toBe(2025.05);
    expect(policyAmounts({ totalPremium: '1500.00', brokerFee: null, mgaFee: null }, {})).toEqual({
      premium: 1500,
      brokerFee: null,
      additionalBrokerFee: null,
      mgaFee: null,
      totalPremium: 1500,
    });
    expect(policyAmounts({}, {}).premium).toBeNull();
  });

  it('due 7 days after the creation day, across a month and a year end', () => {
    expect(paymentDueDate('2026-11-23T22:15:00.000Z')).toBe('2026-11-30');
    expect(paymentDueDate('2026-12-28T00:00:00Z')).toBe('2027-01-04');
    expect(paymentDueDate('2028-02-25')).toBe('2028-03-03');
    expect(paymentDueDate(null)).toBeUndefined();
  });
});

describe('policy document names and addresses', () => {
  it('file names after the company', () => {
    expect(policyDocumentFileName('certificate', 'Bayou Dental Group')).toBe(
      'bayou-dental-group-certificate-of-insurance.pdf',
    );
    expect(policyDocumentFileName('invoice', 'Zoë & Söhne')).toBe('zoe-sohne-invoice.pdf');
    expect(policyDocumentFileName('receipt', '')).toBe('company-receipt.pdf');
  });

  it('address lines: street lines, then city, state and zip', () => {
    expect(
      addressLines({ address1: '400 Pier Street', address2: '', city: 'Baltimore', state: 'MD', zip: '21202' }),
    ).toEqual(['400 Pier Street', 'Baltimore, MD 21202']);
    expect(addressLines({ address1: '1 High St', city: 'Leeds', zipCode: 'LS1 4AP' })).toEqual([
      '1 High St',
      'Leeds, LS1 4AP',
    ]);
    expect(addressLines({})).toEqual([]);
  });

  it("the certificate holder's state list and postal rule are the account record's for the region", () => {
    expect(addressRule('US').states).toContain('MD');
    expect(addressRule('US').zipMessage).toBe('Invalid ZIP Code');
    expect(addressRule('UK').states).toBeUndefined();
    expect(addressRule('UK').zipMessage).toBe('Invalid UK postal code');
  });
});
