import { CreateButton, ExportButton, TopToolbar, useCanAccess } from 'react-admin';
import { InviteToSignUpButton } from '../../src/console/invitations/InviteToSignUpButton';

/** The users list toolbar: Create (which e-mails the new user an invitation), invite to sign up, export. */
export function UserListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'users', action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <CreateButton />}
      <InviteToSignUpButton />
      <ExportButton />
    </TopToolbar>
  );
}
