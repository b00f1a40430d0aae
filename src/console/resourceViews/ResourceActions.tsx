import type { ReactNode } from 'react';
import {
  CreateButton,
  DeleteButton,
  EditButton,
  ExportButton,
  TopToolbar,
  useCanAccess,
  useResourceContext,
} from 'react-admin';

/** List toolbar: Create only for those who may create, and the CSV export. */
export function ListActions() {
  const resource = useResourceContext();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
}

/** Show toolbar: `extra` actions, then Edit and Delete only for those allowed (the server refuses the rest anyway). */
export function ShowActions({
  deletable = true,
  editable = true,
  extra,
}: {
  deletable?: boolean;
  editable?: boolean;
  extra?: ReactNode;
}) {
  const resource = useResourceContext();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return (
    <TopToolbar>
      {extra}
      {editable && canEdit && <EditButton />}
      {deletable && canDelete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}
