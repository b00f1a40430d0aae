import { userFieldVisibility } from './userFieldRules';

describe('userFieldVisibility (spec 001 §6)', () => {
  it('staff see the organisation selector and the Slack handle, except when viewing staff', () => {
    expect(userFieldVisibility('PROVIDER', 'Super Admin', 'AGENCY')).toEqual({
      organisation: true,
      slackHandle: true,
      primaryContact: true,
      billingContact: true,
    });
    expect(userFieldVisibility('PROVIDER', 'Super Admin', 'PROVIDER').organisation).toBe(false);
    expect(userFieldVisibility('PROVIDER', 'Super Admin', 'CUSTOMER').organisation).toBe(false);
  });

  it('agencies see neither the organisation selector nor the Slack handle', () => {
    expect(userFieldVisibility('AGENCY', 'Agency Admin', 'AGENCY')).toEqual({
      organisation: false,
      slackHandle: false,
      primaryContact: true,
      billingContact: true,
    });
  });

  it('hides the primary contact for carriers and technicians, the billing contact for mssp, insured, pool and technicians', () => {
    expect(userFieldVisibility('CARRIER', 'Administrator').primaryContact).toBe(false);
    expect(userFieldVisibility('PROVIDER', 'Technician')).toMatchObject({
      primaryContact: false,
      billingContact: false,
    });
    for (const type of ['MSSP', 'CUSTOMER', 'POOL'])
      expect(userFieldVisibility(type, 'Account Admin').billingContact).toBe(false);
  });
});
