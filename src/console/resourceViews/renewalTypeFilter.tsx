import { SelectInput } from 'react-admin';

/** Spec 002 §2 "by type (new business, renewals)": the record's `isRenewal`, for a resource's lists. */
export const renewalTypeFilter = (resource: string) => (
  <SelectInput
    key="isRenewal"
    source="isRenewal"
    label={`resources.${resource}.filters.type`}
    alwaysOn
    choices={[
      { id: 'false', name: `resources.${resource}.filters.newBusiness` },
      { id: 'true', name: `resources.${resource}.filters.renewals` },
    ]}
  />
);
