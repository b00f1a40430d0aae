/** Undo a cancellation and void: a question and OK; the body is only the version. */
import { Typography } from '@mui/material';
import { ActionDialog } from './ActionDialog';
import type { PolicyActionDialogProps } from './dialogProps';
import { baseBody } from './policyRecord';
import { useActionText } from './useActionText';
import { useRunAction } from './useRunAction';

export function ConfirmDialog({ action, record, onClose }: PolicyActionDialogProps) {
  const text = useActionText();
  const run = useRunAction(action, record, onClose);
  return (
    <ActionDialog title={text(`actions.${action.key}.title`, { number: record.policyNumber })} run={run} onClose={onClose} onSubmit={() => void run.run(baseBody(record))}>
      <Typography>{text(`actions.${action.key}.confirm`)}</Typography>
    </ActionDialog>
  );
}
