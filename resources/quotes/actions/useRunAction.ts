/**
 * Runs one action from a dialog: the call, then the spec's success message, the record refreshed (status and
 * premium shown update; again after the action's `refreshAgainAfterMs`) and the dialog closed; a refusal stays in the dialog as the server's message.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { OfferedAction } from './offeredActions';
import { refusalLines, runAction } from './quoteActionsApi';
import type { QuoteRecord } from './quoteRecord';
import { useActionText } from './useActionText';

export interface ActionRun {
  run: (body: Record<string, unknown>) => Promise<void>;
  pending: boolean;
  refusal: string[];
}

export function useRunAction(action: OfferedAction, record: QuoteRecord, onDone: () => void): ActionRun {
  const text = useActionText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const run = async (body: Record<string, unknown>) => {
    setPending(true);
    setRefusal([]);
    try {
      await runAction(action.path, action.method, record.id, body);
      notify(text(`messages.${action.success}`), { type: 'success' });
      refresh();
      // Read once more after the spec's delay (reassess risk: 5 s), the answer being shown at once meanwhile.
      if (action.refreshAgainAfterMs) setTimeout(refresh, action.refreshAgainAfterMs);
      onDone();
    } catch (failure) {
      setRefusal(refusalLines(failure));
    } finally {
      setPending(false);
    }
  };
  return { run, pending, refusal };
}
