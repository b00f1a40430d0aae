/**
 * Runs one action from a dialog through the data provider's `act`: then the success message, the record refreshed
 * (the status shown updates; again after the action's `refreshAgainAfterMs`) and the dialog closed; a refusal
 * stays in the dialog as the server's message.
 */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { useLifecycleKit, useLifecycleText } from './lifecycleKit';
import type { OfferedAction } from './offeredActions';
import { refusalLines } from './refusalLines';

export interface ActionRun {
  run: (body: Record<string, unknown>) => Promise<void>;
  pending: boolean;
  refusal: string[];
}

export function useRunAction(action: OfferedAction, record: { id: string }, onDone: () => void): ActionRun {
  const kit = useLifecycleKit();
  const text = useLifecycleText();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const mutation = useMutation({
    mutationFn: (data: Record<string, unknown>) =>
      dataProvider.act(kit.resource, { id: record.id, path: action.path, method: action.method, data }),
    onSuccess: () => {
      notify(text(`messages.${action.success}`, { number: kit.numberOf(record) }), { type: 'success' });
      refresh();
      if (action.refreshAgainAfterMs) setTimeout(refresh, action.refreshAgainAfterMs);
      onDone();
    },
  });
  const run = async (body: Record<string, unknown>) => {
    await mutation.mutateAsync(body).catch(() => undefined);
  };
  return { run, pending: mutation.isPending, refusal: mutation.error ? refusalLines(mutation.error) : [] };
}
