import { SelectInput } from 'react-admin';

export interface StatusGroup {
  /** Translation key of the choice label. */
  label: string;
  statuses: readonly string[];
}

/**
 * A status filter whose choices stand for groups of statuses (spec 002 §2: "inactive = Invalid or
 * Declined"): the form holds one choice, the list request gets `f[status][in]=…` with the whole group.
 */
export function StatusGroupInput({
  groups,
  source = 'status',
  alwaysOn,
}: {
  groups: readonly StatusGroup[];
  source?: string;
  alwaysOn?: boolean;
}) {
  const choices = groups.map((group) => ({ id: group.statuses.join('|'), name: group.label }));
  return (
    <SelectInput
      source={source}
      alwaysOn={alwaysOn}
      choices={choices}
      format={(value: unknown) => (Array.isArray(value) ? value.join('|') : (value ?? ''))}
      parse={(value: string) => (value ? value.split('|') : '')}
    />
  );
}
