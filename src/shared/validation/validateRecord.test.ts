import type { FieldError } from '../api/types';
import accountSchema from '../../../schemas/records/account.schema.json';
import { schemaPropertyNames } from './schemaRegistry';
import { NOT_AN_OBJECT_DETAIL, toFormErrors, validateRecord } from './validateRecord';

// The generic mapping is exercised on fixture schemas standing in for record schemas.
const fixtures = vi.hoisted(() => {
  /** A mailing address: the nested object both fixture schemas define. */
  const ADDRESS = {
    type: 'object',
    properties: {
      address1: { type: 'string', title: 'Mailing Address' },
      city: { type: 'string', title: 'Mailing City', pattern: '^[A-Za-z ]+$' },
    },
    required: ['address1', 'city'],
    additionalProperties: false,
  };
  return {
    fixture: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'fixture',
      title: 'Fixture',
      type: 'object',
      definitions: {
        address: ADDRESS,
      },
      properties: {
        label: { type: 'string', title: 'Label', minLength: 3, maxLength: 5, pattern: '^[a-z]+$' },
        kind: { type: 'string', title: 'Kind', enum: ['alpha', 'beta'], default: 'alpha' },
        count: { type: 'integer', title: 'Count', minimum: 1, maximum: 10 },
        ratio: { type: 'number', title: 'Ratio', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        email: { type: 'string', title: 'Email', format: 'email' },
        website: { type: 'string', title: 'Website', format: 'uri' },
        noTitleField: { type: 'string', pattern: '^x$' },
        shout: { type: 'string', title: 'Shout', pattern: '^[A-Z]+$', errorMessage: 'Use capitals only' },
        nick: { type: 'string', title: 'Nick', errorMessage: { required: 'Please enter a nickname' } },
        choice: { title: 'Choice', oneOf: [{ type: 'string' }, { type: 'string', maxLength: 10 }] },
        mode: { type: 'string', title: 'Mode' },
        detail: { type: 'string', title: 'Detail' },
        flag: { type: 'boolean', title: 'Flag' },
        mailingAddress: { $ref: '#/definitions/address' },
        tags: { type: 'array', items: { type: 'string', title: 'Tag', maxLength: 3 } },
      },
      required: ['label', 'nick'],
      additionalProperties: false,
      allOf: [
        {
          if: { properties: { mode: { const: 'strict' } }, required: ['mode'] },
          then: {
            required: ['detail'],
            properties: {
              detail: { minLength: 4, errorMessage: { minLength: 'Detail is too short for strict mode' } },
            },
          },
        },
      ],
    },
    other: {
      $id: 'other',
      type: 'object',
      properties: {
        owner: { type: 'string', title: 'Owner' },
        home: { $ref: '#/definitions/home' },
      },
      // Record schemas are self-contained: each is imported by its resource, none refers into another.
      definitions: {
        home: ADDRESS,
      },
      required: ['owner'],
      errorMessage: { required: { owner: 'Who owns this?' } },
    },
  };
});

const VALID = { label: 'abcd', nick: 'Ace' };

function fieldErrors(data: unknown, options?: { partial?: boolean }): Record<string, string> {
  return toFormErrors(validateRecord(fixtures.fixture, data, options).errors);
}

describe('validateRecord', () => {
  it('accepts a valid record and applies defaults on create', () => {
    const result = validateRecord(fixtures.fixture, VALID);
    expect(result.errors).toEqual([]);
    expect(result.value).toEqual({ label: 'abcd', nick: 'Ace', kind: 'alpha' });
  });

  it('throws for an unknown schema name', () => {});

  it.each([null, undefined, 'text', 42, [VALID]])('refuses a body that is not an object (%j)', (body) => {
    expect(validateRecord(fixtures.fixture, body)).toEqual({
      value: {},
      errors: [{ field: '', detail: NOT_AN_OBJECT_DETAIL }],
    });
  });

  describe('normalisation', () => {
    it('trims strings, drops blank ones, recurses into objects and arrays, leaves other values alone', () => {
      const input = {
        label: '  abcd ',
        nick: 'Ace',
        mode: '   ',
        count: 3,
        flag: false,
        mailingAddress: { address1: ' 1 Main St ', city: ' Leeds' },
        tags: [' ab ', '  ', 'c'],
      };
      const { value, errors } = validateRecord(fixtures.fixture, input);
      expect(errors).toEqual([]);
      expect(value).toEqual({
        label: 'abcd',
        nick: 'Ace',
        kind: 'alpha',
        count: 3,
        flag: false,
        mailingAddress: { address1: '1 Main St', city: 'Leeds' },
        tags: ['ab', 'c'],
      });
    });

    it('does not modify the caller’s object', () => {
      const input = { label: ' abcd ', nick: 'Ace' };
      validateRecord(fixtures.fixture, input);
      expect(input).toEqual({ label: ' abcd ', nick: 'Ace' });
    });

    it('treats a blank required string as missing', () => {
      expect(fieldErrors({ ...VALID, label: ' \t ' }).label).toBe('Label is a required field');
    });
  });

  describe('generic texts', () => {
    it('required: "{title} is a required field"', () => {
      expect(fieldErrors({ nick: 'Ace' })).toEqual({ label: 'Label is a required field' });
    });

    it('enum lists the allowed values', () => {
      expect(fieldErrors({ ...VALID, kind: 'gamma' }).kind).toBe('Kind must be one of: alpha, beta');
    });

    it('maxLength and minLength give the limit', () => {
      expect(fieldErrors({ ...VALID, label: 'abcdef' }).label).toBe('Label must be at most 5 characters');
      expect(fieldErrors({ ...VALID, label: 'ab' }).label).toBe('Label must be at least 3 characters');
    });

    it('minimum and maximum give the bound', () => {
      expect(fieldErrors({ ...VALID, count: 0 }).count).toBe('Count must be greater than or equal to 1');
      expect(fieldErrors({ ...VALID, count: 11 }).count).toBe('Count must be less than or equal to 10');
      expect(fieldErrors({ ...VALID, ratio: 0 }).ratio).toBe('Ratio must be greater than 0');
      expect(fieldErrors({ ...VALID, ratio: 1 }).ratio).toBe('Ratio must be less than 1');
    });

    it('format email has the spec text; other formats are "{title} is invalid"', () => {
      expect(fieldErrors({ ...VALID, email: 'nobody' }).email).toBe('Please enter a valid Email Address');
      expect(fieldErrors({ ...VALID, website: 'not a uri' }).website).toBe('Website is invalid');
    });

    it('anything else is "{title} is invalid"', () => {
      expect(fieldErrors({ ...VALID, label: 'ABCD' }).label).toBe('Label is invalid');
      expect(fieldErrors({ ...VALID, count: 2.5 }).count).toBe('Count is invalid');
      expect(fieldErrors({ ...VALID, flag: 'yes' }).flag).toBe('Flag is invalid');
    });

    it('a property without a title is named from its key', () => {
      expect(fieldErrors({ ...VALID, noTitleField: 'y' }).noTitleField).toBe('No title field is invalid');
    });

    it('an unknown field is named as sent', () => {
      expect(fieldErrors({ ...VALID, secret: 1 })).toEqual({ secret: 'secret is not a known field' });
    });
  });

  describe('custom messages from errorMessage', () => {
    it('a string errorMessage covers every keyword of that property', () => {
      expect(fieldErrors({ ...VALID, shout: 'quiet' }).shout).toBe('Use capitals only');
      expect(fieldErrors({ ...VALID, shout: 3 }).shout).toBe('Use capitals only');
    });

    it('errorMessage.required on the property words its absence', () => {
      expect(fieldErrors({ label: 'abcd' }).nick).toBe('Please enter a nickname');
    });

    it('errorMessage.required on the object may be keyed by property', () => {
      expect(toFormErrors(validateRecord(fixtures.other, {}).errors)).toEqual({ owner: 'Who owns this?' });
    });

    it('a message inside an if/then branch is found on the failing subschema', () => {
      expect(fieldErrors({ ...VALID, mode: 'strict', detail: 'abc' })).toEqual({
        detail: 'Detail is too short for strict mode',
      });
    });
  });

  describe('paths', () => {
    it('nested objects (through $ref) use dotted fields and the nested titles', () => {
      expect(fieldErrors({ ...VALID, mailingAddress: { city: 'L33ds', extra: true } })).toEqual({
        'mailingAddress.address1': 'Mailing Address is a required field',
        'mailingAddress.city': 'Mailing City is invalid',
        'mailingAddress.extra': 'mailingAddress.extra is not a known field',
      });
    });

    it('array items use their index', () => {
      expect(fieldErrors({ ...VALID, tags: ['ok', 'toolong'] })).toEqual({
        'tags.1': 'Tag must be at most 3 characters',
      });
    });

    it("a $ref into a second schema's own definitions finds the titles there", () => {
      expect(
        toFormErrors(validateRecord(fixtures.other, { owner: 'Ann', home: { address1: 'x', city: '1' } }).errors),
      ).toEqual({
        'home.city': 'Mailing City is invalid',
      });
    });
  });

  describe('wrapper errors', () => {
    it('if/then reports only the inner error', () => {
      const { errors } = validateRecord(fixtures.fixture, { ...VALID, mode: 'strict' });
      expect(errors).toEqual([{ field: 'detail', detail: 'Detail is a required field' }]);
    });

    it('a wrapper with nothing under it is still reported, as "{title} is invalid"', () => {
      // Both oneOf branches match, so oneOf fails without any inner error.
      expect(fieldErrors({ ...VALID, choice: 'short' })).toEqual({ choice: 'Choice is invalid' });
    });

    it('gives at most one message per field, the first one', () => {
      const { errors } = validateRecord(fixtures.fixture, { ...VALID, label: 'A1' });
      expect(errors).toHaveLength(1);
      expect(errors[0].field).toBe('label');
    });

    it("lists errors in the schema's property order, unknown fields last", () => {
      const { errors } = validateRecord(fixtures.fixture, { zzz: 1, tags: ['long'], mode: 'strict', count: 0 });
      expect(errors.map((e) => e.field)).toEqual(['label', 'count', 'nick', 'detail', 'tags.0', 'zzz']);
    });

    it('never returns ajv wording', () => {
      const { errors } = validateRecord(fixtures.fixture, {
        label: 'ABCDEFG',
        kind: 1,
        count: 'x',
        ratio: 5,
        email: 'a@',
        website: '::',
        noTitleField: 'q',
        shout: 'q',
        choice: 'short',
        mode: 'strict',
        mailingAddress: { city: '9' },
        tags: [1, 'long'],
        unknown: true,
      });
      expect(errors.length).toBeGreaterThan(10);
      for (const { detail } of errors)
        expect(detail).not.toMatch(
          /must match|must have required|must NOT|must pass|must be (string|integer|number|boolean|equal)/,
        );
    });
  });

  describe('partial (patch)', () => {
    it('does not report missing top-level required fields, even conditional ones', () => {
      expect(validateRecord(fixtures.fixture, {}, { partial: true }).errors).toEqual([]);
      expect(validateRecord(fixtures.fixture, { mode: 'strict' }, { partial: true }).errors).toEqual([]);
    });

    it('still checks the fields it carries; a nested object is taken as a whole', () => {
      expect(fieldErrors({ count: 99, mailingAddress: { city: 'Leeds' } }, { partial: true })).toEqual({
        count: 'Count must be less than or equal to 10',
        'mailingAddress.address1': 'Mailing Address is a required field',
      });
    });

    it('does not apply defaults', () => {
      expect(validateRecord(fixtures.fixture, { nick: ' Bo ' }, { partial: true }).value).toEqual({ nick: 'Bo' });
    });
  });
});

describe('toFormErrors', () => {
  it('maps dotted fields to messages, keeping the first message of a field', () => {
    const errors: FieldError[] = [
      { field: 'name', detail: 'first' },
      { field: 'mailingAddress.city', detail: 'Invalid City' },
      { field: 'name', detail: 'second' },
    ];
    expect(toFormErrors(errors)).toEqual({ name: 'first', 'mailingAddress.city': 'Invalid City' });
  });

  it('is empty for no errors', () => {
    expect(toFormErrors([])).toEqual({});
  });
});

describe('schemaPropertyNames', () => {
  it('lists the top-level properties of a record schema', () => {
    expect(schemaPropertyNames(accountSchema)).toContain('zipCode');
  });
});
