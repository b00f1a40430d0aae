/**
 * Runs one action from a dialog: the call, then the success message, the record refreshed (the status shown
 * updates) and the dialog closed; a refusal stays in the dialog as the server's message.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { OfferedAction } from './offeredActions';
import { refusalLines, runAction } from './policyActionsApi';
import type { PolicyRecord } from './policyRecord';
import { useActionText } from './useActionText';

export interface ActionRun {
  run: (body: Record<string, unknown>) => Promise<void>;
  pending: boolean;
  refusal: string[];
}

export function useRunAction(action: OfferedAction, record: PolicyRecord, onDone: () => void): ActionRun {
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
      notify(text(`messages.${action.success}`, { number: record.policyNumber }), { type: 'success' });
      refresh();
      onDone();
    } catch (failure) {
      setRefusal(refusalLines(failure));
    } finally {
      setPending(false);
    }
  };
  return { run, pending, refusal };
}
