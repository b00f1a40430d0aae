import { SelectArrayInput } from 'react-admin';
import { choicesOf } from '../../src/console/resourceViews/listDefaults';
import { ResourceList } from '../../src/console/resourceViews/ResourceList';
import { CLAIM_STATUSES, claimsResource } from './declaration';
import { ClaimGrid } from './list/ClaimGrid';

const COLUMNS = [
  { source: 'claimNumber' },
  { source: 'name' },
  { source: 'accountName' },
  { source: 'status' },
  { source: 'created' },
];
const filters = [<SelectArrayInput key="status" source="status" choices={choicesOf(CLAIM_STATUSES)} />];

/** Claims, newest first: search by reporter or claim number, filter UN_FILED / FILED. */
export function ClaimList() {
  return (
    <ResourceList declaration={claimsResource} columns={COLUMNS} filters={filters}>
      <ClaimGrid />
    </ResourceList>
  );
}
