import policySchema from '../../../schemas/records/policy.schema.json';
import { policyActions } from './actions';
import { POLICY_STATUS_GROUPS } from './statusFilters';
import { POLICY_HELD_STATUSES, POLICY_LIFECYCLE_STATUSES } from './statuses';

const machine: readonly string[] = POLICY_LIFECYCLE_STATUSES;
const everyStatus = [...machine, ...POLICY_HELD_STATUSES];

describe('policy statuses: one source, the machine', () => {
  it('every action starts from and leads to statuses of the machine, never a held one', () => {
    for (const action of policyActions) {
      for (const from of action.from ?? []) expect(machine).toContain(from);
      if (action.to) expect(machine).toContain(action.to);
    }
  });

  it('the record schema accepts every status a policy can have', () => {
    const schemaEnum: readonly string[] = policySchema.properties.status.enum;
    for (const status of everyStatus) expect(schemaEnum).toContain(status);
    expect(new Set(everyStatus).size).toBe(everyStatus.length);
  });

  it('the lists offer each status a policy can have, and the groups only statuses of the machine', () => {
    const single = POLICY_STATUS_GROUPS.filter(
      (group) => group.statuses.length === 1 && group.label === group.statuses[0],
    );
    expect(single.map((group) => group.statuses[0])).toEqual(everyStatus);
    const named = POLICY_STATUS_GROUPS.filter((group) => !single.includes(group));
    expect(named.map((group) => group.label)).toEqual([
      'resources.policies.filters.active',
      'resources.policies.filters.cancellations',
      'resources.policies.filters.inactive',
    ]);
    for (const group of named) for (const status of group.statuses) expect(machine).toContain(status);
  });
});
