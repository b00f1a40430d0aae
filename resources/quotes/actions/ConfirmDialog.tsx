/** Refer, release, bind and issue: a question and OK; the body is only the version. */
import { Typography } from '@mui/material';
import { ActionDialog } from './ActionDialog';
import type { QuoteActionDialogProps } from './dialogProps';
import { baseBody } from './quoteRecord';
import { useActionText } from './useActionText';
import { useRunAction } from './useRunAction';

export function ConfirmDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useActionText();
  const run = useRunAction(action, record, onClose);
  return (
    <ActionDialog title={text(`actions.${action.key}.title`, { number: record.quoteNumber })} run={run} onClose={onClose} onSubmit={() => void run.run(baseBody(record))}>
      <Typography>{text(`actions.${action.key}.confirm`)}</Typography>
    </ActionDialog>
  );
}
