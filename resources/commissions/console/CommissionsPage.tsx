import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useGetIdentity, useNotify, usePermissions, useTranslate } from 'react-admin';
import { hasPermission } from '../../../src/shared/permissions/checkPermission';
import { useIsStaff } from '../../../src/console/resourceViews/useCallerKind';
import { BankAccountPanel } from './BankAccountPanel';
import { useCommissionsCalls, type AggregateRow } from './commissionsMethods';
import { DownloadDialog, type MonthlyDocument } from './DownloadDialog';
import { PaymentDialog } from './PaymentDialog';

/** Who may read the agency-billed invoices: the billing API's permission (resources/payments/permissions.ts). */
const BILLING_MANAGE = 'billing:manage';
import { useMoney } from './useMoney';
import { usePaged } from './usePaged';

/**
 * {base}/commissions: an agency's statements, the statement download (and the agency-billed invoice's, for those who
 * manage billing) and its payout bank account; staff see the
 * aggregate by agency with Make payment and Pause / Resume payments.
 */
export function CommissionsPage() {
  const translate = useTranslate();
  const staff = useIsStaff();
  const { identity } = useGetIdentity();
  const [downloading, setDownloading] = useState<MonthlyDocument | null>(null);
  const { permissions } = usePermissions<string[]>();
  const invoices = hasPermission(permissions ?? [], [BILLING_MANAGE]);
  const agencyId = (identity as { account?: { id?: string } } | undefined)?.account?.id;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('resources.commissions.page.title')} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {translate('resources.commissions.page.title')}
        </Typography>
        {!staff && (
          <Stack direction="row" spacing={1}>
            {invoices && (
              <Button variant="outlined" onClick={() => setDownloading('agencyBilledInvoice')}>
                {translate('resources.commissions.page.downloadInvoice')}
              </Button>
            )}
            <Button variant="contained" onClick={() => setDownloading('statement')}>
              {translate('resources.commissions.page.download')}
            </Button>
          </Stack>
        )}
      </Stack>
      {staff ? <AggregateTable /> : <StatementsTable />}
      {!staff && agencyId && <BankAccountPanel agencyId={agencyId} />}
      {downloading && <DownloadDialog open document={downloading} onClose={() => setDownloading(null)} />}
    </Stack>
  );
}

function StatementsTable() {
  const translate = useTranslate();
  const money = useMoney();
  const calls = useCommissionsCalls();
  const { data, failed, page, setPage, size } = usePaged('statements', calls.commissionStatements);
  const c = (key: string) => translate(`resources.commissions.page.columns.${key}`);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.commissions.page.statements')}
        </Typography>
        {failed && <Alert severity="error">{translate('resources.commissions.page.loadFailed')}</Alert>}
        <Table size="small" aria-label={translate('resources.commissions.page.statements')}>
          <TableHead>
            <TableRow>
              {['policyNumber', 'companyName', 'product', 'effectiveDate', 'totalPremium', 'commission'].map((key) => (
                <TableCell key={key} align={key === 'totalPremium' || key === 'commission' ? 'right' : 'left'}>
                  {c(key)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.content.map((line) => (
              <TableRow key={line.policyId}>
                <TableCell>{line.policyNumber}</TableCell>
                <TableCell>{line.companyName}</TableCell>
                <TableCell>{line.product}</TableCell>
                <TableCell>{line.effectiveDate}</TableCell>
                <TableCell align="right">{money(line.totalPremium)}</TableCell>
                <TableCell align="right">{money(line.commission)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data && !data.content.length && (
          <Typography color="text.secondary">{translate('resources.commissions.page.none')}</Typography>
        )}
        {data && (
          <TablePagination
            component="div"
            count={data.totalElements}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[size]}
            onPageChange={(_, next) => setPage(next)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function AggregateTable() {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const calls = useCommissionsCalls();
  const { data, failed, page, setPage, size, reload } = usePaged('aggregate', calls.commissionAggregate);
  const [paying, setPaying] = useState<AggregateRow | null>(null);
  const [downloadFor, setDownloadFor] = useState<string | null>(null);
  const c = (key: string) => translate(`resources.commissions.page.columns.${key}`);
  const toggle = async (row: AggregateRow) => {
    const answer = await calls.toggleCommissionPayouts(row.agencyId, !row.payoutsPaused);
    notify(
      translate(`resources.commissions.page.${answer.payoutsPaused ? 'paymentsPaused' : 'paymentsResumed'}`, {
        agency: row.agencyName,
      }),
      { type: 'info' },
    );
    reload();
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.commissions.page.aggregate')}
        </Typography>
        {failed && <Alert severity="error">{translate('resources.commissions.page.loadFailed')}</Alert>}
        <Table size="small" aria-label={translate('resources.commissions.page.aggregate')}>
          <TableHead>
            <TableRow>
              {[
                'agencyName',
                'policies',
                'totalPremium',
                'commissionEarned',
                'commissionPaid',
                'balance',
                'payouts',
                'actions',
              ].map((key) => (
                <TableCell key={key}>{c(key)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.content.map((row) => (
              <TableRow key={row.agencyId}>
                <TableCell>{row.agencyName}</TableCell>
                <TableCell>{row.policies}</TableCell>
                <TableCell>{money(row.totalPremium)}</TableCell>
                <TableCell>{money(row.commissionEarned)}</TableCell>
                <TableCell>{money(row.commissionPaid)}</TableCell>
                <TableCell>{money(row.balance)}</TableCell>
                <TableCell>
                  {translate(`resources.commissions.page.${row.payoutsPaused ? 'paused' : 'active'}`)}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setPaying(row)}>
                      {translate('resources.commissions.page.makePayment')}
                    </Button>
                    <Button size="small" onClick={() => toggle(row)}>
                      {translate(`resources.commissions.page.${row.payoutsPaused ? 'resume' : 'pause'}`)}
                    </Button>
                    <Button size="small" onClick={() => setDownloadFor(row.agencyId)}>
                      {translate('resources.commissions.page.download')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data && (
          <TablePagination
            component="div"
            count={data.totalElements}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[size]}
            onPageChange={(_, next) => setPage(next)}
          />
        )}
      </CardContent>
      {paying && (
        <PaymentDialog
          agency={paying}
          onClose={() => setPaying(null)}
          onPaid={() => {
            setPaying(null);
            reload();
          }}
        />
      )}
      {downloadFor && <DownloadDialog open agencyId={downloadFor} onClose={() => setDownloadFor(null)} />}
    </Card>
  );
}
