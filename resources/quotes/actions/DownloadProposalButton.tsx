/** "Download proposal": GET /api/docs/v1/quote/{id}/proposal with the bearer token, saved as the server's file name. */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadProposal, refusalLines } from './quoteActionsApi';
import { useActionText } from './useActionText';

export function DownloadProposalButton({ quoteId }: { quoteId: string }) {
  const text = useActionText();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      notify(text('proposal.downloaded', { name: await downloadProposal(quoteId) }), { type: 'success' });
    } catch (failure) {
      notify(`${text('proposal.failed')}: ${refusalLines(failure)[0]}`, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={pending}>
      {text('proposal.download')}
    </Button>
  );
}
