import { formatPhone, normalisePhone, normalisePhoneFields } from './phoneNumbers';

// Expected values worked by hand from the national numbering plans (Ofcom, ACMA, NANP).
describe('UK phones (spec 001 §5: trunk 0 dropped, +44 prefixed)', () => {
  it.each([
    ['020 7946 0018', '+442079460018'],
    ['2079460018', '+442079460018'],
    ['+44 (0)20 7946 0018', '+442079460018'],
    ['01632 960018', '+441632960018'],
    ['07700 900123', '+447700900123'],
  ])('stores %s as %s', (typed, stored) => {
    expect(normalisePhone(typed, 'UK')).toBe(stored);
  });

  it('keeps an extension in a form the schema accepts', () => {
    expect(normalisePhone('020 7946 0018 ext. 123', 'UK')).toBe('+442079460018 ext. 123');
  });

  it('shows the stored number in the UK national format', () => {
    expect(formatPhone('+442079460018', 'UK')).toBe('020 7946 0018');
    expect(formatPhone('+441632960018', 'UK')).toBe('01632 960018');
    expect(formatPhone('+447700900123', 'UK')).toBe('07700 900123');
  });

  it('keeps what it cannot read as typed', () => {
    expect(normalisePhone(' 12 ', 'UK')).toBe('12');
    expect(formatPhone('12', 'UK')).toBe('12');
  });
});

describe('AU phones (mobile 3+3+3 after 04, landline 4+4 after the area code)', () => {
  it('stores a mobile and a landline with +61', () => {
    expect(normalisePhone('0412 345 678', 'AU')).toBe('+61412345678');
    expect(normalisePhone('(02) 9876 5432', 'AU')).toBe('+61298765432');
    expect(normalisePhone('+61 2 9876 5432', 'AU')).toBe('+61298765432');
  });

  it('shows them in the AU national format', () => {
    expect(formatPhone('+61412345678', 'AU')).toBe('0412 345 678');
    expect(formatPhone('+61298765432', 'AU')).toBe('(02) 9876 5432');
  });
});

describe('US phones (spec 000 §5)', () => {
  it('are stored as typed', () => {
    expect(normalisePhone(' (512) 555-0134 ', 'US')).toBe('(512) 555-0134');
  });

  it('read (xxx) xxx-xxxx only with exactly 10 digits', () => {
    expect(formatPhone('5125550134', 'US')).toBe('(512) 555-0134');
    expect(formatPhone('512.555.0134')).toBe('(512) 555-0134');
    expect(formatPhone('+1 512 555 0134', 'US')).toBe('+1 512 555 0134');
    expect(formatPhone(undefined, 'US')).toBe('');
  });
});

describe('normalisePhoneFields', () => {
  it('normalises only the named string fields', () => {
    expect(normalisePhoneFields({ phone: '020 7946 0018', name: '020', fax: null }, ['phone', 'fax'], 'UK')).toEqual({
      phone: '+442079460018',
      name: '020',
      fax: null,
    });
  });
});
