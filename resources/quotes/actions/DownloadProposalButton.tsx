/** "Download proposal": GET /api/docs/v1/quote/{id}/proposal through the data provider's `download`, saved as the server's file name. */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { refusalLines, useLifecycleText } from '../../../src/console/lifecycle';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';

export const proposalPath = (quoteId: string): string => `/api/docs/v1/quote/${encodeURIComponent(quoteId)}/proposal`;

export function DownloadProposalButton({ quoteId }: { quoteId: string }) {
  const text = useLifecycleText();
  const notify = useNotify();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const download = useMutation({
    mutationFn: () =>
      dataProvider.download(proposalPath(quoteId), { fileName: 'quote-proposal.pdf', accept: 'application/pdf' }),
    onSuccess: (name) => notify(text('proposal.downloaded', { name }), { type: 'success' }),
    onError: (failure) => notify(`${text('proposal.failed')}: ${refusalLines(failure)[0]}`, { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => download.mutate()} disabled={download.isPending}>
      {text('proposal.download')}
    </Button>
  );
}
