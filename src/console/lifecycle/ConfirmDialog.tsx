/** An action without a form: a question and OK; the body is only the version. */
import { Typography } from '@mui/material';
import { ActionDialog } from './ActionDialog';
import { baseBody, type LifecycleDialogProps } from './dialogProps';
import { useLifecycleKit, useLifecycleText } from './lifecycleKit';
import { useRunAction } from './useRunAction';

export function ConfirmDialog({ action, record, onClose }: LifecycleDialogProps) {
  const text = useLifecycleText();
  const { numberOf } = useLifecycleKit();
  const run = useRunAction(action, record, onClose);
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: numberOf(record) })}
      run={run}
      onClose={onClose}
      onSubmit={() => void run.run(baseBody(record))}
    >
      <Typography>{text(`actions.${action.key}.confirm`)}</Typography>
    </ActionDialog>
  );
}
