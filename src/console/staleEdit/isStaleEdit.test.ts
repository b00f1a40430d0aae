import { isStaleEdit } from './isStaleEdit';

describe('isStaleEdit', () => {
  it('recognises the 409 of a stale version and nothing else', () => {
    expect(isStaleEdit({ status: 409, message: 'changed' })).toBe(true);
    expect(isStaleEdit({ status: 400 })).toBe(false);
    expect(isStaleEdit(new Error('x'))).toBe(false);
    expect(isStaleEdit(null)).toBe(false);
  });
});
