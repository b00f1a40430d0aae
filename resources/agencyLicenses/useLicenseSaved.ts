import { useNotify, useRedirect, useResourceContext } from 'react-admin';

/**
 * Spec 001 §8: "License {number} Updated or Created successfully" after a create or an edit, naming the
 * licence; react-admin's own notice cannot carry a record field.
 */
export function useLicenseSaved() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: (data: { id: string; number?: string }) => {
      notify(`resources.${resource}.notifications.saved`, { type: 'info', messageArgs: { number: data.number ?? '' } });
      redirect('show', resource, data.id);
    },
  };
}
