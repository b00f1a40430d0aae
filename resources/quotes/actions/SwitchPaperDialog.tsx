/**
 * Switch surplus / admitted (spec 002 §4 "all quote edits are lost on the switch"): the dialog says so first —
 * which paper the quote goes to and what is lost — then OK sends the other paper (`isSurplus`).
 */
import { Alert, Typography } from '@mui/material';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';

export function SwitchPaperDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const toSurplus = record.isSurplus !== true;
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.quoteNumber })}
      run={run}
      onClose={onClose}
      onSubmit={() => void run.run({ ...baseBody(record), isSurplus: toSurplus })}
    >
      <Typography>
        {text(toSurplus ? `actions.${action.key}.toSurplus` : `actions.${action.key}.toAdmitted`)}
      </Typography>
      <Alert severity="warning" data-testid="edits-lost">
        {text(`actions.${action.key}.editsLost`)}
      </Alert>
    </ActionDialog>
  );
}
