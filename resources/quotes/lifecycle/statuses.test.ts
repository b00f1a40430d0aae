import quoteSchema from '../../../schemas/records/quote.schema.json';
import { quoteActions } from './actions';
import { QUOTE_STATUS_GROUPS } from './statusFilters';
import { BINDER_STATUSES, QUOTE_HELD_STATUSES, QUOTE_LIFECYCLE_STATUSES } from './statuses';

const machine: readonly string[] = QUOTE_LIFECYCLE_STATUSES;
const everyStatus = [...machine, ...QUOTE_HELD_STATUSES];

describe('quote statuses: one source, the machine', () => {
  it('every action starts from and leads to statuses of the machine, never a held one', () => {
    for (const action of quoteActions) {
      for (const from of action.from ?? []) expect(machine).toContain(from);
      if (action.to) expect(machine).toContain(action.to);
    }
  });

  it('the record schema accepts every status a quote can have', () => {
    const schemaEnum: readonly string[] = quoteSchema.properties.status.enum;
    for (const status of everyStatus) expect(schemaEnum).toContain(status);
    expect(new Set(everyStatus).size).toBe(everyStatus.length);
  });

  it('the lists offer each status once: the spec groups, then every other status, binders among them', () => {
    const offered = QUOTE_STATUS_GROUPS.flatMap((group) => group.statuses);
    expect([...new Set(offered)].sort()).toEqual([...everyStatus].sort());
    expect(offered).toHaveLength(everyStatus.length);
    for (const binder of BINDER_STATUSES) expect(machine).toContain(binder);
  });
});
