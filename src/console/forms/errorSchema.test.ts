import { fieldErrorsOf, toErrorSchema } from './errorSchema';

describe('toErrorSchema', () => {
  it('nests dotted fields and keeps every message of a field', () => {
    expect(
      toErrorSchema([
        { field: 'zipCode', detail: 'Invalid ZIP Code' },
        { field: 'mailingAddress.city', detail: 'Invalid City' },
        { field: 'zipCode', detail: 'second' },
      ]),
    ).toEqual({
      zipCode: { __errors: ['Invalid ZIP Code', 'second'] },
      mailingAddress: { city: { __errors: ['Invalid City'] } },
    });
  });
});

describe('fieldErrorsOf', () => {
  it("reads the server's list, a flat dotted map, or a nested map; ignores root", () => {
    expect(fieldErrorsOf({ body: { errors: [{ field: 'a', detail: 'x' }] } })).toEqual([{ field: 'a', detail: 'x' }]);
    expect(fieldErrorsOf({ body: { errors: { 'm.city': 'Invalid City', root: { serverError: 'no' } } } })).toEqual([
      { field: 'm.city', detail: 'Invalid City' },
    ]);
    expect(fieldErrorsOf({ body: { errors: { m: { city: 'Invalid City' } } } })).toEqual([
      { field: 'm.city', detail: 'Invalid City' },
    ]);
    expect(fieldErrorsOf(new Error('x'))).toEqual([]);
  });
});
