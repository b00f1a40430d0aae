/**
 * `/{persona}/manage/account/import`: the accounts' bulk upload (spec 001 §2 "bulk upload"). The job's id stays in
 * the address (`?job=`), so a reload or a second tab follows the same import while the server runs it.
 */
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../../src/console/providers/dataProvider';
import { useSearchParams } from 'react-router-dom';
import { templatePath } from './importMethods';
import type { ImportJobAnswer } from './wire';
import { ImportJobPanel } from './ImportJobPanel';
import { UploadPanel } from './UploadPanel';
import { useImportText } from './useImportText';

export function AccountImportPage() {
  const text = useImportText();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const [params, setParams] = useSearchParams();
  const [queued, setQueued] = useState<ImportJobAnswer | undefined>();
  const jobId = params.get('job');
  const onQueued = (job: ImportJobAnswer) => {
    setQueued(job);
    setParams({ job: job.id });
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={text('title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {text('title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {text('intro')}{' '}
          <Button
            size="small"
            onClick={() =>
              void dataProvider.download(templatePath, { fileName: 'accounts-template.csv', accept: 'text/csv' })
            }
          >
            {text('template')}
          </Button>
        </Typography>
        <UploadPanel onQueued={onQueued} />
        {jobId && <ImportJobPanel key={jobId} jobId={jobId} initial={queued?.id === jobId ? queued : undefined} />}
      </CardContent>
    </Card>
  );
}
