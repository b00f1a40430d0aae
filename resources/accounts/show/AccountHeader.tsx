import { useRecordContext } from 'react-admin';
import { RecordHeader } from '../../../src/console/resourceViews/RecordHeader';
import type { AccountAnswer } from '../accountAnswer';

/** The account page's header: its name, status, agency, agent and where it is, above the tabs. */
export function AccountHeader() {
  const record = useRecordContext<AccountAnswer>();
  if (!record) return null;
  const agent = [record.agentFirstName, record.agentLastName].filter(Boolean).join(' ') || record.agentEmail;
  return (
    <RecordHeader
      title={record.name}
      status={record.status}
      facts={[
        ['resources.accounts.header.agency', record.agencyName],
        ['resources.accounts.header.agent', agent],
        ['resources.accounts.header.location', [record.city, record.state, record.country].filter(Boolean).join(', ')],
      ]}
    />
  );
}
