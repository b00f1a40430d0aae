import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ResourceContext, ServerResource } from './serverResource';
import { mergeGrants, withExtensions, type ServerExtension } from './serverExtension';

const migration: Migration = { up: async () => undefined };

const host = (name: string, more: Partial<ServerResource> = {}): ServerResource =>
  ({
    declaration: { name },
    grants: { 'AGENCY/Agent': ['policy:read'] },
    permissions: ['policy:cancel'],
    ...more,
  }) as unknown as ServerResource;

describe('server extensions', () => {
  it('merge grants role by role, in order, without repeats', () => {
    expect(
      mergeGrants({ 'AGENCY/Agent': ['a', 'b'] }, undefined, {
        'AGENCY/Agent': ['b', 'c'],
        'CUSTOMER/Policy Holder': ['d'],
      }),
    ).toEqual({
      'AGENCY/Agent': ['a', 'b', 'c'],
      'CUSTOMER/Policy Holder': ['d'],
    });
  });

  it('apply to the resource they name: grants, permissions, migrations, then their routes after the host’s', () => {
    const calls: string[] = [];
    const financing: ServerExtension = {
      name: 'financing',
      extends: 'policies',
      grants: { 'AGENCY/Agent': ['policy:finance'] },
      permissions: ['policy:finance'],
      migrations: { '20261201_policy_financing': migration },
      routes: () => calls.push('financing'),
    };
    const [policies, quotes] = withExtensions(
      [host('policies', { routes: () => calls.push('policies') }), host('quotes')],
      [financing],
    );
    expect(policies.grants).toEqual({ 'AGENCY/Agent': ['policy:read', 'policy:finance'] });
    expect(policies.permissions).toEqual(['policy:cancel', 'policy:finance']);
    expect(Object.keys(policies.migrations ?? {})).toEqual(['20261201_policy_financing']);
    policies.routes?.({} as FastifyInstance, {} as ResourceContext);
    expect(calls).toEqual(['policies', 'financing']);
    expect(quotes).toEqual(host('quotes'));
  });

  it('refuse an extension of no resource, and a migration name its host already has', () => {
    expect(() => withExtensions([host('quotes')], [{ name: 'financing', extends: 'policy' }])).toThrow(
      'Extension financing extends policy, which is no resource',
    );
    const taken = host('policies', { migrations: { '20261201_policy_financing': migration } });
    expect(() =>
      withExtensions(
        [taken],
        [{ name: 'financing', extends: 'policies', migrations: { '20261201_policy_financing': migration } }],
      ),
    ).toThrow('Migration 20261201_policy_financing of financing is already declared by policies');
  });
});
