/**
 * The quote show page's actions bar: the actions the server's machine (GET /api/quote/v1/statuses)
 * allows from the quote's status to the signed-in user's permissions, each opening its dialog, and the proposal.
 */
import { Stack, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import { CONSOLE_ACTIONS } from './catalogue';
import { DIALOGS } from './dialogOf';
import { DownloadProposalButton } from './DownloadProposalButton';
import { offeredActions, type OfferedAction } from './offeredActions';
import { fetchMachine } from './quoteActionsApi';
import type { QuoteRecord } from './quoteRecord';
import { useActionText } from './useActionText';

export function QuoteActionsBar() {
  const record = useRecordContext<QuoteRecord>();
  const { permissions } = usePermissions<string[]>();
  const text = useActionText();
  const { data: machine } = useQuery({ queryKey: ['quoteActions', 'machine'], queryFn: fetchMachine, staleTime: 10 * 60_000 });
  const [open, setOpen] = useState<OfferedAction | null>(null);
  if (!record) return null;
  const offered = machine ? offeredActions(CONSOLE_ACTIONS, machine, record.status, permissions ?? []) : [];
  const Dialog = open ? DIALOGS[open.dialog] : undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="toolbar" aria-label={text('bar')} data-testid="quote-actions" data-status={record.status}>
      {offered.map((action) => (
        <Button key={action.key} size="small" variant="outlined" onClick={() => setOpen(action)}>
          {text(`actions.${action.key}.button`)}
        </Button>
      ))}
      <DownloadProposalButton quoteId={record.id} />
      {open && Dialog && <Dialog key={open.key} action={open} record={record} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
