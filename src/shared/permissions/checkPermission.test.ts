import { hasPermission } from './checkPermission';

const user = ['account:read', 'account:update', 'quote:create'];

describe('hasPermission', () => {
  it('passes a single held permission and fails a missing one', () => {
    expect(hasPermission(user, 'account:read')).toBe(true);
    expect(hasPermission(user, 'account:delete')).toBe(false);
  });

  it('needs one match by default', () => {
    expect(hasPermission(user, ['account:delete', 'quote:create'])).toBe(true);
    expect(hasPermission(user, ['account:delete', 'policy:read'])).toBe(false);
  });

  it('needs every match with requireAll', () => {
    expect(hasPermission(user, ['account:read', 'quote:create'], { requireAll: true })).toBe(true);
    expect(hasPermission(user, ['account:read', 'account:delete'], { requireAll: true })).toBe(false);
  });

  it('always passes "any", even with no permissions', () => {
    expect(hasPermission([], 'any')).toBe(true);
    expect(hasPermission([], ['policy:read', 'any'])).toBe(true);
  });

  it('treats "any" as met inside a requireAll list', () => {
    expect(hasPermission(user, ['any', 'account:read'], { requireAll: true })).toBe(true);
    expect(hasPermission(user, ['any', 'policy:read'], { requireAll: true })).toBe(false);
  });

  it('always fails "none", even for a full wildcard or next to "any"', () => {
    expect(hasPermission(['*'], 'none')).toBe(false);
    expect(hasPermission(user, ['none', 'account:read'])).toBe(false);
    expect(hasPermission(user, ['any', 'none'])).toBe(false);
  });

  it('denies an empty requirement', () => {
    expect(hasPermission(user, [])).toBe(false);
    expect(hasPermission(user, [], { requireAll: true })).toBe(false);
  });

  it('lets an area wildcard grant every action of that area only', () => {
    expect(hasPermission(['account:*'], 'account:delete')).toBe(true);
    expect(hasPermission(['account:*'], 'accounts:read')).toBe(false);
    expect(hasPermission(['account:*'], 'quote:read')).toBe(false);
  });

  it('lets "*" grant everything', () => {
    expect(hasPermission(['*'], ['policy:bind', 'claim:read'], { requireAll: true })).toBe(true);
  });

  it('does not expand a wildcard on the required side', () => {
    expect(hasPermission(['account:read'], 'account:*')).toBe(false);
    expect(hasPermission(['account:*'], 'account:*')).toBe(true);
  });

  it('matches exactly, case included', () => {
    expect(hasPermission(['Account:Read'], 'account:read')).toBe(false);
    expect(hasPermission(['account:read'], 'account')).toBe(false);
  });
});
