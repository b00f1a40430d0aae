import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetIdentity } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { useRegionFormat } from '../format/useRegionFormat';
import { PendingMigration } from './PendingMigration';
import { useFormAnswersText } from './useFormAnswersText';

/**
 * Staff only: each form's versions with how many stored answers are on each, and the dry run of each migration
 * that still has answers to move (GET /api/forms/v1/versions).
 */
export function FormVersionsPage() {
  const t = useFormAnswersText();
  const format = useRegionFormat();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const staff = (identity as { account?: { accountType?: string } } | undefined)?.account?.accountType === 'PROVIDER';
  const overview = useQuery({
    queryKey: ['forms', 'versions'],
    queryFn: () => dataProvider.formVersions(),
    enabled: staff,
  });

  if (identity && !staff) return <Alert severity="warning">{t('versions.staffOnly')}</Alert>;
  if (overview.isError) return <Alert severity="error">{t('versions.loadFailed')}</Alert>;
  if (!overview.data) return <CircularProgress aria-label="Loading" />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('versions.title')} />
      <Stack spacing={2}>
        {overview.data.map(({ form, versions, pending }) => (
          <Card key={form} variant="outlined" component="section" aria-label={form} data-testid="form-versions">
            <CardContent>
              <Typography variant="h6" component="h2">
                {form}
              </Typography>
              <Table size="small" aria-label={form} sx={{ maxWidth: 360, mb: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('versions.version')}</TableCell>
                    <TableCell align="right">{t('versions.records')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {versions.map(({ version, records }) => (
                    <TableRow key={version}>
                      <TableCell>v{version}</TableCell>
                      <TableCell align="right">{format.number(records, 0)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {pending.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('versions.noPending')}
                </Typography>
              ) : (
                pending.map((report) => <PendingMigration key={report.migrationId} report={report} />)
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
