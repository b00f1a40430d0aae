import { Alert, Button, Card, CardActions, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useCreatePath, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useConsoleConfig } from '../../../config/consoleConfig';
import { amountDue, type PolicySummary } from './amountDue';
import type { PlatformDataProvider } from '../../../providers/dataProvider';
import type { StoredRecord } from '../../../../shared/api/types';
import type { PolicyRecord } from '../../../../shared/generated/records';

const ACTIVE = ['IN FORCE', 'ISSUED', 'CANCEL REQUESTED', 'CANCEL PENDING', 'IN REINSTATEMENT PERIOD'];
const DOCS = '/api/docs/v1';

/**
 * The policyholder's home (customer persona): its policies in force with what is due on each, their documents
 * (certificate of insurance, invoice, receipt once paid) and a Report a claim action, instead of the charts.
 */
export default function CustomerHome() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess: canReportClaim } = useCanAccess({ resource: 'claims', action: 'create' });
  const { data, isPending, error } = useGetList<StoredRecord<PolicyRecord>>('policies', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'endDate', order: 'ASC' },
    filter: { status: ACTIVE },
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`shell.dashboard.customer.${key}`, options);
  return (
    <Stack spacing={2}>
      {canReportClaim && (
        <Stack direction="row">
          <Button
            variant="contained"
            color="secondary"
            component={RouterLink}
            to={createPath({ resource: 'claims', type: 'create' })}
          >
            {t('reportClaim')}
          </Button>
        </Stack>
      )}
      {isPending && <LinearProgress aria-label={t('loading')} />}
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && !data.length && <Typography>{t('noPolicy')}</Typography>}
      {data?.map((policy) => (
        <PolicyCard key={policy.id} policy={policy} />
      ))}
    </Stack>
  );
}

function PolicyCard({ policy }: { policy: PolicySummary }) {
  const translate = useTranslate();
  const { currency, locale } = useConsoleConfig();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const document = useMutation({
    mutationFn: ({ path, name }: { path: string; name: string }) =>
      dataProvider.download(path, { fileName: name, accept: 'application/pdf' }),
  });
  const failed = document.isError;
  const t = (key: string, options?: Record<string, unknown>) => translate(`shell.dashboard.customer.${key}`, options);
  const money = (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const due = amountDue(policy);
  const query = new URLSearchParams({ accountId: policy.accountId, policyId: policy.id });
  const download = (path: string, name: string) => () => document.mutate({ path, name });
  return (
    <Card data-testid="customer-policy">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('policyHeading', { number: policy.policyNumber })}
        </Typography>
        <Typography>
          {t('policyLine', {
            product: policy.product,
            status: policy.status,
            from: day(policy.effectiveDate),
            to: day(policy.endDate),
          })}
        </Typography>
        <Typography data-testid="customer-due" sx={{ mt: 1, fontWeight: 600 }}>
          {due ? t('due', { amount: money(due.amount), date: day(due.dueDate) }) : t('nothingDue')}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('documents')}
        </Typography>
        {failed && <Alert severity="error">{t('downloadFailed')}</Alert>}
      </CardContent>
      <CardActions>
        <Button onClick={download(`${DOCS}/policy/${policy.accountId}/${policy.id}`, 'policy.pdf')}>
          {t('policyDocument')}
        </Button>
        <Button
          onClick={download(
            `${DOCS}/policy/${policy.accountId}/certificate/${policy.id}`,
            'certificate-of-insurance.pdf',
          )}
        >
          {t('certificate')}
        </Button>
        <Button onClick={download(`${DOCS}/invoice?${query}`, 'invoice.pdf')}>{t('invoice')}</Button>
        {policy.isPaid && <Button onClick={download(`${DOCS}/receipt?${query}`, 'receipt.pdf')}>{t('receipt')}</Button>}
      </CardActions>
    </Card>
  );
}
