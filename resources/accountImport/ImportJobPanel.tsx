/**
 * One import as it runs on the server: rows done of the total with a progress bar (polled each second while the
 * job runs), then the outcome: the success text, or the rows that need fixing with the file to download.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PlatformDataProvider } from '../../src/console/providers/dataProvider';
import type { DataProviderWith } from '../../src/console/providers/methods';
import { invalidRowsPath, type importMethods } from './importMethods';
import { isRunning, type ImportJobAnswer } from './wire';
import { RefusedRowsTable } from './RefusedRowsTable';
import { useImportText } from './useImportText';

const POLL_MS = 1000;

export function ImportJobPanel({ jobId, initial }: { jobId: string; initial?: ImportJobAnswer }) {
  const dataProvider = useDataProvider<PlatformDataProvider & DataProviderWith<typeof importMethods>>();
  const text = useImportText();
  const notify = useNotify();
  const [job, setJob] = useState<ImportJobAnswer | undefined>(initial);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await dataProvider.importJob(jobId);
        if (!current) return;
        setJob(next);
        if (isRunning(next)) timer = setTimeout(() => void poll(), POLL_MS);
      } catch (failure) {
        console.error(failure);
        if (current) timer = setTimeout(() => void poll(), POLL_MS * 5);
      }
    };
    void poll();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, jobId]);

  if (!job) return <LinearProgress />;
  const percent = job.totalRows ? Math.round((job.processedRows / job.totalRows) * 100) : 0;
  const download = () =>
    dataProvider
      .download(invalidRowsPath(job.id), { fileName: 'invalid-rows.csv', accept: 'text/csv' })
      .catch((failure: unknown) =>
        notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' }),
      );

  return (
    <Box sx={{ mt: 3 }} data-testid="import-job">
      <Typography variant="subtitle1" component="p">
        {job.fileName} — {text(`status.${job.status}`)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={text('progress', { processed: job.processedRows, total: job.totalRows })}
        sx={{ my: 1, height: 8 }}
      />
      <Typography variant="body2">
        {text('progress', { processed: job.processedRows.toLocaleString(), total: job.totalRows.toLocaleString() })} ·{' '}
        {text('summary', { imported: job.importedRows.toLocaleString(), invalid: job.invalidRows.toLocaleString() })}
      </Typography>
      {job.status === 'FAILED' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {text('failed')}
        </Alert>
      )}
      {job.status === 'DONE' && job.invalidRows === 0 && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {text('added')}
        </Alert>
      )}
      {job.status === 'DONE' && job.invalidRows > 0 && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" startIcon={<DownloadIcon />} onClick={() => void download()}>
              {text('downloadInvalid')}
            </Button>
          }
        >
          {text('someInvalid', { imported: job.importedRows.toLocaleString(), count: job.invalidRows })}
        </Alert>
      )}
      {!isRunning(job) && job.invalidRows > 0 && <RefusedRowsTable jobId={job.id} total={job.invalidRows} />}
    </Box>
  );
}
