import { inspectInput } from './inspectInput';

describe('inspectInput', () => {
  it('walks 100,000 levels without overflowing the stack and names where it goes too deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const errors = inspectInput({ answers: deep }, 'body');
    expect(errors).toHaveLength(1);
    expect(errors[0].field).toBe(`answers${'.0'.repeat(31)}`);
  });

  it('names NUL characters, lone surrogates, long strings, unsafe numbers and prototype keys by path', () => {
    const body = JSON.parse(
      '{"a": "x\\u0000", "b": {"c": ["ok", "\\ud800"]}, "d": 1e400, "e": 100000000000000000000, "__proto__": {}, "f": {"constructor": 1}}',
    );
    const fields = inspectInput(
      { ...body, long: 'x'.repeat(10_001), fine: 'x'.repeat(10_000), pair: '\ud83d\ude00' },
      'body',
    ).map((e) => e.field);
    expect(fields.sort()).toEqual(['__proto__', 'a', 'b.c.1', 'd', 'e', 'f.constructor', 'long']);
  });

  it('names the query parameter itself', () => {
    expect(inspectInput({ search: '*a\u0000*' }, 'query')).toEqual([
      { field: 'search', detail: expect.stringContaining('cannot be stored') },
    ]);
  });
});
