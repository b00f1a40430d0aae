import { DeleteButton, useCanAccess, useNotify, type RaRecord } from 'react-admin';

/** Spec 001 §8: a claim that could not be deleted says "Failed to delete claim". */
export const CLAIM_DELETE_FAILED = 'Failed to delete claim';

/** Delete for a claim, shown only to those allowed; asks first and waits for the server. */
export function ClaimDeleteButton({ record }: { record?: RaRecord }) {
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'claims', action: 'delete' });
  if (!canAccess) return null;
  return (
    <DeleteButton
      record={record}
      resource="claims"
      mutationMode="pessimistic"
      mutationOptions={{ onError: () => notify(CLAIM_DELETE_FAILED, { type: 'error' }) }}
    />
  );
}
