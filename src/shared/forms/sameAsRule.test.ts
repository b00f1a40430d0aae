import { applySameAsRules, withSameAsDefaults } from './sameAsRule';

const schema = {
  properties: {
    address1: { type: 'string' },
    city: { type: 'string' },
    isSameAddress: {
      type: 'boolean',
      default: true,
      'x-sameAs': { target: 'mailingAddress', fields: ['address1', 'city'] },
    },
  },
};
const physical = { address1: '1 Main St', city: 'Austin', isSameAddress: true };

describe('"same as" answers (mailing address)', () => {
  it('editing a physical field ends the equality and keeps the old address as the mailing one', () => {
    expect(applySameAsRules(schema, physical, { ...physical, city: 'Dallas' })).toEqual({
      address1: '1 Main St',
      city: 'Dallas',
      isSameAddress: false,
      mailingAddress: { address1: '1 Main St', city: 'Austin' },
    });
  });

  it('leaves other edits, and answers already different, alone', () => {
    expect(applySameAsRules(schema, physical, { ...physical, other: 1 })).toEqual({ ...physical, other: 1 });
    const different = { ...physical, isSameAddress: false };
    expect(applySameAsRules(schema, different, { ...different, city: 'Dallas' })).toEqual({
      ...different,
      city: 'Dallas',
    });
  });

  it('lets the person tick the box in the same edit', () => {
    const before = { ...physical, isSameAddress: false, mailingAddress: { address1: 'PO Box 1' } };
    expect(applySameAsRules(schema, before, { ...before, isSameAddress: true })).toEqual({
      ...before,
      isSameAddress: true,
    });
  });
});

describe('an unanswered "same as" question', () => {
  it('starts at its default, and an answer stays', () => {
    expect(withSameAsDefaults(schema, { city: 'Austin' })).toEqual({ city: 'Austin', isSameAddress: true });
    expect(withSameAsDefaults(schema, { isSameAddress: false })).toEqual({ isSameAddress: false });
  });
});
