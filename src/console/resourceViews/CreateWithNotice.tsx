import { Create, useNotify, type CreateProps } from 'react-admin';

/**
 * react-admin's Create, except that a refused save always says why. react-admin puts a 400's field messages
 * under the inputs and stays silent otherwise, so a refusal naming a field the form does not show (or the
 * record as a whole) would go unseen; here the server's message is notified too, and the caller's own
 * onError still runs.
 */
export function CreateWithNotice({ mutationOptions, ...props }: CreateProps) {
  const notify = useNotify();
  return (
    <Create
      {...props}
      mutationOptions={{
        ...mutationOptions,
        onError: (...args: unknown[]) => {
          const [error] = args;
          notify((error as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
          (mutationOptions?.onError as ((...all: unknown[]) => void) | undefined)?.(...args);
        },
      }}
    />
  );
}
