import { validateRecord, toFormErrors } from '../../src/shared/validation/validateRecord';
import accountSchema from './account.schema.json';

type Country = 'US' | 'UK' | 'AU';

const VALID: Record<Country, Record<string, unknown>> = {
  US: {
    name: 'Acme Corp',
    country: 'US',
    address1: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
  },
  UK: { name: 'Acme Ltd', country: 'UK', address1: '10 Downing Street', city: 'London', zipCode: 'SW1A 2AA' },
  AU: {
    name: 'Acme Pty Ltd',
    country: 'AU',
    address1: '1 George Street',
    city: 'Sydney',
    state: 'NSW',
    zipCode: '2000',
  },
};

/** Every detail any test produced; none may carry ajv's own wording. */
const seenDetails: string[] = [];
const AJV_WORDING = ['must match', 'must have required', 'must be equal to', 'must NOT', 'must be string', 'must pass'];

function run(record: Record<string, unknown>, options?: { partial?: boolean }) {
  const result = validateRecord(accountSchema, record, options);
  for (const { detail } of result.errors) {
    seenDetails.push(detail);
    for (const words of AJV_WORDING) expect(detail).not.toContain(words);
  }
  return { ...result, byField: toFormErrors(result.errors) };
}

const withCountry = (country: Country, changes: Record<string, unknown>) => ({ ...VALID[country], ...changes });

/** The message for `field`, or undefined when that field is fine. */
const errorOf = (country: Country, field: string, value: unknown) =>
  run(withCountry(country, { [field]: value })).byField[field];

describe('account schema', () => {
  it('is draft-07 with $id "account" and refuses unknown properties', () => {
    expect(accountSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(accountSchema.$id).toBe('account');
    expect(accountSchema.additionalProperties).toBe(false);
    expect(Object.keys(accountSchema.properties)).toEqual([
      'name',
      'cbid',
      'status',
      'agencyId',
      'teamId',
      'country',
      'address1',
      'address2',
      'city',
      'state',
      'zipCode',
      'phone',
      'policyContactFirstName',
      'policyContactLastName',
      'policyContactEmail',
      'policyContactPhone',
      'isVerifiedByAgent',
      'profileScore',
    ]);
  });

  it.each(['US', 'UK', 'AU'] as const)('accepts a complete %s account with no errors', (country) => {
    expect(run(VALID[country]).errors).toEqual([]);
  });

  it('accepts a full record with every optional field', () => {
    const { errors } = run({
      ...VALID.US,
      cbid: 'CB-1001',
      status: 'Quoted',
      agencyId: '3f2b8c1e-4d5a-4b6c-9d7e-1f2a3b4c5d6e',
      teamId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      address2: 'Suite 200',
      phone: '(555) 123-4567',
      policyContactFirstName: 'Jane',
      policyContactLastName: 'Doe',
      policyContactEmail: 'jane.doe@example.com',
      policyContactPhone: '555-987-6543',
      isVerifiedByAgent: true,
      profileScore: 87,
    });
    expect(errors).toEqual([]);
  });

  describe('name', () => {
    it('is required, with the generic text', () => {
      const { name: _omit, ...rest } = VALID.US;
      expect(run(rest).byField.name).toBe('Account Name is a required field');
    });

    it('is trimmed; blank counts as missing', () => {
      const trimmed = run(withCountry('US', { name: '  Acme  ' }));
      expect(trimmed.errors).toEqual([]);
      expect(trimmed.value.name).toBe('Acme');
      const blank = run(withCountry('US', { name: '   ' }));
      expect(blank.value).not.toHaveProperty('name');
      expect(blank.byField.name).toBe('Account Name is a required field');
    });

    it('allows 100 characters and refuses 101', () => {
      expect(errorOf('US', 'name', 'a'.repeat(100))).toBeUndefined();
      expect(errorOf('US', 'name', 'a'.repeat(101))).toBe('Account Name must be at most 100 characters');
      // Trimming happens before the length check.
      expect(errorOf('US', 'name', ` ${'a'.repeat(100)} `)).toBeUndefined();
    });
  });

  describe('cbid', () => {
    it('is an optional string', () => {
      expect(errorOf('US', 'cbid', 'CB-42')).toBeUndefined();
      expect(run(VALID.US).value).not.toHaveProperty('cbid');
      expect(errorOf('US', 'cbid', 42)).toBe('CBID is invalid');
    });
  });

  describe('status', () => {
    it.each(['Open', 'Quoted', 'Active Policy', 'Declined', 'Lost'])('accepts "%s"', (status) => {
      expect(errorOf('US', 'status', status)).toBeUndefined();
    });

    it('refuses other values, listing the allowed ones', () => {
      expect(errorOf('US', 'status', 'Closed')).toBe(
        'Status must be one of: Open, Quoted, Active Policy, Declined, Lost',
      );
      expect(errorOf('US', 'status', 'open')).toBeDefined();
    });

    it('defaults to Open on create but not on a patch', () => {
      expect(run(VALID.US).value.status).toBe('Open');
      expect(run(withCountry('US', { status: 'Lost' })).value.status).toBe('Lost');
      expect(run({ name: 'Renamed' }, { partial: true }).value).toEqual({ name: 'Renamed' });
    });
  });

  describe('agencyId and teamId', () => {
    const uuid = '3f2b8c1e-4d5a-4b6c-9d7e-1f2a3b4c5d6e';

    it('agencyId is an optional uuid', () => {
      expect(errorOf('US', 'agencyId', uuid)).toBeUndefined();
      expect(errorOf('US', 'agencyId', 'agency-1')).toBe('Agency is invalid');
      // null is how the API answers an unset field: it means "no value", not a wrong one.
      expect(errorOf('US', 'agencyId', null)).toBeUndefined();
    });

    it('teamId is an optional uuid or null', () => {
      expect(errorOf('US', 'teamId', uuid)).toBeUndefined();
      expect(errorOf('US', 'teamId', null)).toBeUndefined();
      expect(run(withCountry('US', { teamId: null })).value).not.toHaveProperty('teamId');
      expect(errorOf('US', 'teamId', 'team-1')).toBe('Team is invalid');
      expect(errorOf('US', 'teamId', 7)).toBe('Team is invalid');
    });
  });

  describe('country', () => {
    it('is required', () => {
      const { country: _omit, ...rest } = VALID.UK;
      expect(run(rest).byField.country).toBe('Country is a required field');
    });

    it('is one of US, UK, AU', () => {
      expect(errorOf('US', 'country', 'CA')).toBe('Country must be one of: US, UK, AU');
      expect(errorOf('US', 'country', 'us')).toBe('Country must be one of: US, UK, AU');
    });
  });

  describe('address fields', () => {
    it.each(['US', 'UK', 'AU'] as const)('address1, city and zipCode are required in %s', (country) => {
      const { address1: _a, city: _c, zipCode: _z, ...rest } = VALID[country];
      const { byField } = run(rest);
      expect(byField.address1).toBe('Address is a required field');
      expect(byField.city).toBe('City is a required field');
      expect(byField.zipCode).toBe('ZIP Code is a required field');
    });

    it('address2 is optional and trimmed', () => {
      expect(run(VALID.US).value).not.toHaveProperty('address2');
      expect(run(withCountry('US', { address2: '  Suite 5 ' })).value.address2).toBe('Suite 5');
    });
  });

  describe('city', () => {
    it.each(['Winston-Salem', 'New York', 'Springfield', 'Stratford-upon-Avon', 'Wagga Wagga', 'Zürich'])(
      'accepts "%s"',
      (city) => {
        expect(errorOf('US', 'city', city)).toBeUndefined();
      },
    );

    it.each(['St. Louis', 'Apt 5', 'Town_1', "King's Lynn", '-', 'O/Hare'])(
      'refuses "%s" with "Invalid City"',
      (city) => {
        expect(errorOf('UK', 'city', city)).toBe('Invalid City');
      },
    );
  });

  describe('state', () => {
    it('is required for US and AU but not UK', () => {
      const { state: _us, ...us } = VALID.US;
      const { state: _au, ...au } = VALID.AU;
      expect(run(us).byField.state).toBe('State is a required field');
      expect(run(au).byField.state).toBe('State is a required field');
      expect(run(VALID.UK).errors).toEqual([]);
      expect(run(withCountry('US', { state: '  ' })).byField.state).toBe('State is a required field');
    });

    it('US takes the 50 states and DC as two-letter codes', () => {
      for (const code of ['AL', 'CA', 'DC', 'NY', 'TX', 'WY']) expect(errorOf('US', 'state', code)).toBeUndefined();
      for (const code of ['ZZ', 'ny', 'PR', 'NSW', 'California']) {
        expect(errorOf('US', 'state', code)).toMatch(/^State must be one of: AL, AK, /);
      }
    });

    it('AU takes the states and territories', () => {
      for (const code of ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT', 'AAT']) {
        expect(errorOf('AU', 'state', code)).toBeUndefined();
      }
      for (const code of ['NY', 'nsw', 'XYZ']) {
        expect(errorOf('AU', 'state', code)).toBe('State must be one of: NSW, VIC, QLD, WA, SA, TAS, ACT, NT, AAT');
      }
    });

    it('UK takes an optional free-text county', () => {
      expect(errorOf('UK', 'state', 'Greater London')).toBeUndefined();
      expect(errorOf('UK', 'state', 'NY')).toBeUndefined();
    });
  });

  describe('zipCode', () => {
    it.each(['12345', '12345-6789', '90210', '00501'])('US accepts "%s"', (zip) => {
      expect(errorOf('US', 'zipCode', zip)).toBeUndefined();
    });

    it.each(['00000', '00000-1234', '1234', '123456', '12345-678', '123456789', '12345 6789', 'ABCDE', 'SW1A 1AA'])(
      'US refuses "%s" with "Invalid ZIP Code"',
      (zip) => {
        expect(errorOf('US', 'zipCode', zip)).toBe('Invalid ZIP Code');
      },
    );

    it.each(['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'W1A 0AX', 'GIR 0AA'])(
      'UK accepts "%s"',
      (zip) => {
        expect(errorOf('UK', 'zipCode', zip)).toBeUndefined();
      },
    );

    it.each(['12345', '2000', 'SW1A', 'SW1A  1AA', '1AA 1AA', 'M1 1A', 'ABC123'])(
      'UK refuses "%s" with "Invalid UK postal code"',
      (zip) => {
        expect(errorOf('UK', 'zipCode', zip)).toBe('Invalid UK postal code');
      },
    );

    it('UK postcode is trimmed before the check', () => {
      const result = run(withCountry('UK', { zipCode: '  M1 1AE ' }));
      expect(result.errors).toEqual([]);
      expect(result.value.zipCode).toBe('M1 1AE');
    });

    it.each(['2000', '0800', '6000'])('AU accepts "%s"', (zip) => {
      expect(errorOf('AU', 'zipCode', zip)).toBeUndefined();
    });

    it.each(['200', '20000', 'ABCD', '2 000', '12345'])(
      'AU refuses "%s" with "Invalid Australian postal code"',
      (zip) => {
        expect(errorOf('AU', 'zipCode', zip)).toBe('Invalid Australian postal code');
      },
    );

    it('a number is not a postal code', () => {
      expect(errorOf('US', 'zipCode', 12345)).toBe('ZIP Code is invalid');
    });
  });

  describe('phones', () => {
    const GOOD: Record<Country, string[]> = {
      US: [
        '(555) 123-4567',
        '555-123-4567',
        '5551234567',
        '555.123.4567',
        '555 123 4567',
        '+1 555 123 4567',
        '+15551234567',
        '+1 (555) 123-4567',
        '555-123-4567 x123',
        '(555) 123-4567 ext. 123',
        '5551234567 ext 9',
      ],
      UK: [
        '01632 960123',
        '01632960123',
        '07700 900123',
        '+44 1632 960123',
        '+441632960123',
        '01632 960123 x12',
        '+44 7700 900123 ext. 4',
      ],
      AU: [
        '02 9876 5432',
        '0298765432',
        '(02) 9876 5432',
        '03 1234 5678',
        '+61 2 9876 5432',
        '0412 345 678',
        '0412345678',
        '+61 412 345 678',
        '+61412345678',
        '02 9876 5432 x12',
      ],
    };
    const BAD: Record<Country, string[]> = {
      US: [
        '555-1234',
        '55512345678',
        '555-123-45678',
        '(555 123-4567',
        'phone',
        '+44 1632 960123',
        '555-123-4567 x',
        '+2 555 123 4567',
      ],
      UK: ['1632 960123', '0163 296012', '01632 96012', '(555) 123-4567', '+44 01632 9601234', 'x123'],
      AU: [
        '9876 5432',
        '05 1234 5678',
        '041 234 567',
        '0412 345 67',
        '+61 512 345 678',
        '(555) 123-4567',
        '+44 1632 960123',
      ],
    };

    for (const country of ['US', 'UK', 'AU'] as const) {
      it.each(GOOD[country])(`${country} accepts "%s" for phone and policyContactPhone`, (phone) => {
        expect(run(withCountry(country, { phone, policyContactPhone: phone })).errors).toEqual([]);
      });

      it.each(BAD[country])(`${country} refuses "%s" with the spec's messages`, (phone) => {
        const { byField } = run(withCountry(country, { phone, policyContactPhone: phone }));
        expect(byField.phone).toBe('Please enter a valid phone number.');
        expect(byField.policyContactPhone).toBe('Please enter a valid Policy Holder Phone Number.');
      });
    }

    it('phones are optional and a non-string is refused with the same messages', () => {
      expect(run(VALID.AU).value).not.toHaveProperty('phone');
      const { byField } = run(withCountry('US', { phone: 5551234567, policyContactPhone: 5551234567 }));
      expect(byField.phone).toBe('Please enter a valid phone number.');
      expect(byField.policyContactPhone).toBe('Please enter a valid Policy Holder Phone Number.');
    });
  });

  describe('policy contact', () => {
    it('names are optional strings', () => {
      expect(run(withCountry('US', { policyContactFirstName: 'Jane', policyContactLastName: 'Doe' })).errors).toEqual(
        [],
      );
      expect(errorOf('US', 'policyContactFirstName', 1)).toBe('Policy Holder First Name is invalid');
    });

    it('email must be valid', () => {
      expect(errorOf('UK', 'policyContactEmail', 'jane.doe@example.co.uk')).toBeUndefined();
      for (const email of ['jane', 'jane@', 'jane@example', '@example.com', 'jane doe@example.com']) {
        expect(errorOf('UK', 'policyContactEmail', email)).toBe('Please enter a valid Email Address');
      }
    });
  });

  describe('isVerifiedByAgent and profileScore', () => {
    it('isVerifiedByAgent is a boolean', () => {
      expect(errorOf('US', 'isVerifiedByAgent', false)).toBeUndefined();
      expect(errorOf('US', 'isVerifiedByAgent', 'yes')).toBe('Verified by Agent is invalid');
    });

    it('profileScore is an integer from 0 to 100', () => {
      for (const score of [0, 55, 100]) expect(errorOf('US', 'profileScore', score)).toBeUndefined();
      expect(errorOf('US', 'profileScore', -1)).toBe('Profile Score must be greater than or equal to 0');
      expect(errorOf('US', 'profileScore', 101)).toBe('Profile Score must be less than or equal to 100');
      expect(errorOf('US', 'profileScore', 50.5)).toBe('Profile Score is invalid');
      expect(errorOf('US', 'profileScore', '50')).toBe('Profile Score is invalid');
    });
  });

  it('refuses unknown properties by name', () => {
    const { byField, value } = run(withCountry('US', { id: 'a1', firmographicData: {} }));
    expect(byField.id).toBe('id is not a known field');
    expect(byField.firmographicData).toBe('firmographicData is not a known field');
    expect(value.id).toBe('a1');
  });

  describe('patches (partial)', () => {
    it('do not report missing required fields, including state', () => {
      expect(run({}, { partial: true }).errors).toEqual([]);
      expect(run({ country: 'US', zipCode: '10001' }, { partial: true }).errors).toEqual([]);
      expect(run({ country: 'AU', zipCode: '3000' }, { partial: true }).errors).toEqual([]);
    });

    it('still check the fields they carry', () => {
      const { byField } = run(
        { country: 'AU', zipCode: '300', city: 'St. Kilda', name: 'x'.repeat(101) },
        { partial: true },
      );
      expect(byField).toEqual({
        zipCode: 'Invalid Australian postal code',
        city: 'Invalid City',
        name: 'Account Name must be at most 100 characters',
      });
    });
  });

  it('gives at most one message per field', () => {
    const { errors } = run({
      name: 'a'.repeat(101),
      country: 'US',
      zipCode: 5,
      city: '!',
      state: 'XX',
      phone: 'p',
      unknown: 1,
    });
    const fields = errors.map((e) => e.field);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('never lets ajv wording through', () => {
    const messy = run({
      name: 7,
      status: 1,
      country: 'FR',
      zipCode: [],
      address1: {},
      city: 3,
      isVerifiedByAgent: 'x',
      extra: 1,
    });
    expect(messy.errors.length).toBeGreaterThan(0);
    expect(seenDetails.length).toBeGreaterThan(50);
    for (const detail of seenDetails) {
      expect(detail).not.toMatch(/must match|must have required/);
    }
  });
});
