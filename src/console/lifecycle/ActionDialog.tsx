/** The frame every action dialog shares: title, the form, the server's refusal inline, Cancel and OK. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useLifecycleKit, useLifecycleText } from './lifecycleKit';
import type { ActionRun } from './useRunAction';

export interface ActionDialogProps {
  title: string;
  run: ActionRun;
  /** OK is enabled only when the form is complete (e.g. the attest box ticked). */
  canSubmit?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}

export function ActionDialog({ title, run, canSubmit = true, onSubmit, onClose, children }: ActionDialogProps) {
  const text = useLifecycleText();
  const titleId = `${useLifecycleKit().name}-action-title`;
  return (
    <Dialog open onClose={run.pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {run.refusal.length > 0 && (
              <Alert severity="error" role="alert" data-testid="action-refusal">
                {run.refusal.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={run.pending}>
            {text('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit || run.pending}>
            {run.pending ? text('working') : text('ok')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
