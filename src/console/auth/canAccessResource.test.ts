import { accountsResource } from '../../../resources/accounts/declaration';
import { canAccessResource } from './canAccessResource';

const resources = [accountsResource];

describe('canAccessResource', () => {
  it.each([
    ['list', 'account:read'],
    ['show', 'account:read'],
    ['create', 'account:create'],
    ['edit', 'account:update'],
    ['delete', 'account:delete'],
  ])('maps the %s action to the declared %s permission', (action, permission) => {
    expect(canAccessResource(resources, [permission], 'accounts', action)).toBe(true);
    expect(canAccessResource(resources, ['quote:read'], 'accounts', action)).toBe(false);
  });

  it('lets a wildcard through', () => {
    expect(canAccessResource(resources, ['account:*'], 'accounts', 'delete')).toBe(true);
  });

  it('refuses unknown actions and resources', () => {
    expect(canAccessResource(resources, ['*'], 'accounts', 'export')).toBe(false);
    expect(canAccessResource(resources, ['*'], 'accounts', 'toString')).toBe(false);
    expect(canAccessResource(resources, ['*'], 'ghosts', 'list')).toBe(false);
  });
});
