/** The agency page's logos: the agency shown, changed by whoever may edit it. */
import { useCanAccess, useRecordContext } from 'react-admin';
import { LogoSlots } from '../../../src/console/pictures/LogoSlots';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { AgencyRecord } from '../../../src/shared/generated/records';

export function AgencyLogos() {
  const record = useRecordContext<StoredRecord<AgencyRecord>>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'agencies', action: 'edit' });
  if (!record) return null;
  return <LogoSlots agencyId={String(record.id)} canChange={canEdit === true} />;
}
