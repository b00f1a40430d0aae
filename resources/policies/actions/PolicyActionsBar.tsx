/**
 * The policy show page's actions bar: the actions the server's machine (GET /api/policy/v1/statuses)
 * allows from the policy's status and product to the signed-in user's permissions, each opening its dialog.
 */
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import { CONSOLE_ACTIONS } from './catalogue';
import { DIALOGS } from './dialogOf';
import { offeredActions, type OfferedAction } from './offeredActions';
import { fetchMachine } from './policyActionsApi';
import type { PolicyRecord } from './policyRecord';
import { useActionText } from './useActionText';

export function PolicyActionsBar() {
  const record = useRecordContext<PolicyRecord>();
  const { permissions } = usePermissions<string[]>();
  const text = useActionText();
  const { data: machine } = useQuery({ queryKey: ['policyActions', 'machine'], queryFn: fetchMachine, staleTime: 10 * 60_000 });
  const [open, setOpen] = useState<OfferedAction | null>(null);
  if (!record) return null;
  const offered = machine ? offeredActions(CONSOLE_ACTIONS, machine, record.status, record.product, permissions ?? []) : [];
  const Dialog = open ? DIALOGS[open.dialog] : undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="toolbar" aria-label={text('bar')} data-testid="policy-actions" data-status={record.status}>
      {offered.map((action) => (
        <Button key={action.key} size="small" variant="outlined" onClick={() => setOpen(action)}>
          {text(`actions.${action.key}.button`)}
        </Button>
      ))}
      {open && Dialog && <Dialog key={open.key} action={open} record={record} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
