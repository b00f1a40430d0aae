/**
 * The policy page's billing panel (spec 002 §7 Billing, §2 modals "edit transaction", "close payment with
 * comments"): total premium, amount paid, balance and payment status; the transactions with their statuses and
 * methods (the last four digits only); for those who pay, send the invoice to accounting (spec 002 §5 "Accounting
 * send"); for agency and servicing users, add an outside premium financer (spec 002 §2 "add premium financer"); and, for those who manage billing, edit transaction, apply payment, close
 * payment with a comment, send the payment link and the invoice reminders switch. Its own chunk.
 */
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { hasPermission } from '../../../../src/shared/permissions/checkPermission';
import { PAYMENT_METHODS, TRANSACTION_STATUSES } from '../../catalogue';
import { BILLING_MANAGE, POLICY_PAY } from '../../permissions';
import { Figures } from '../Figures';
import { useRegionFormat } from '../../../../src/console/format/useRegionFormat';
import { usePaymentText } from '../usePaymentText';
import { refusalOf, useBillingCalls, type Transaction } from './billingMethods';
import { BillingFormDialog, type FieldSpec } from './BillingFormDialog';
import type { StoredRecord } from '../../../../src/shared/api/types';
import type { PolicyRecord } from '../../../../src/shared/generated/records';

const TRANSACTION_FIELDS: readonly FieldSpec[] = [
  { name: 'transactionId' },
  { name: 'invoiceNumber' },
  { name: 'status', type: 'select', options: TRANSACTION_STATUSES },
  { name: 'paymentDate', type: 'date' },
  { name: 'paymentMethod', type: 'select', options: PAYMENT_METHODS },
  { name: 'processorName' },
  { name: 'amountPaid', type: 'amount' },
  { name: 'paymentDesc', type: 'multiline' },
];
const APPLY_FIELDS: readonly FieldSpec[] = [
  { name: 'amountPaid', type: 'amount' },
  { name: 'paymentMethod', type: 'select', options: PAYMENT_METHODS },
  { name: 'paymentDate', type: 'date' },
  { name: 'transactionId' },
  { name: 'paymentDesc', type: 'multiline' },
];
const CLOSE_FIELDS: readonly FieldSpec[] = [{ name: 'description', type: 'multiline' }];
const ACCOUNTING_FIELDS: readonly FieldSpec[] = [
  { name: 'firstName' },
  { name: 'lastName' },
  { name: 'email' },
  { name: 'phone' },
];

const FINANCER_FIELDS: readonly FieldSpec[] = [
  { name: 'financerName' },
  { name: 'apr', type: 'amount' },
  { name: 'numberOfInstallments', type: 'amount' },
  { name: 'downPayment', type: 'amount' },
  { name: 'customerEmail' },
];
/** Who adds an outside premium financer's plan: the billing API's permission (resources/financing/permissions.ts). */
const ADD_FINANCER = 'policy:add-financer';

type Open =
  | { kind: 'edit'; line: Transaction }
  | { kind: 'apply' }
  | { kind: 'close' }
  | { kind: 'accounting' }
  | { kind: 'financer' }
  | null;

export function PolicyBilling() {
  const record = useRecordContext<StoredRecord<PolicyRecord>>();
  const { permissions } = usePermissions<string[]>();
  const text = usePaymentText();
  const notify = useNotify();
  const refresh = useRefresh();
  const queries = useQueryClient();
  const calls = useBillingCalls();
  const format = useRegionFormat();
  const [open, setOpen] = useState<Open>(null);
  const policyId = String(record?.id ?? '');
  const { data, isError } = useQuery({
    queryKey: ['policyBilling', policyId],
    queryFn: () => calls.policyBilling(policyId),
    enabled: !!policyId,
  });
  if (!record) return null;
  const manages = hasPermission(permissions ?? [], [BILLING_MANAGE]);
  const pays = hasPermission(permissions ?? [], [POLICY_PAY]);
  const finances = hasPermission(permissions ?? [], [ADD_FINANCER]);
  /** The panel's buttons: who sees each, what it opens or sends, and whether it waits for something due. */
  const panelActions = [
    { label: 'billing.accounting', shown: pays, run: () => setOpen({ kind: 'accounting' }), whenDue: false },
    { label: 'billing.financer', shown: finances, run: () => setOpen({ kind: 'financer' }), whenDue: true },
    { label: 'billing.apply', shown: manages, run: () => setOpen({ kind: 'apply' }), whenDue: true },
    { label: 'billing.close', shown: manages, run: () => setOpen({ kind: 'close' }), whenDue: true },
    {
      label: 'billing.sendLink',
      shown: manages,
      run: () => void quick(() => calls.sendPaymentLink(policyId)),
      whenDue: true,
    },
  ];

  const done = async (message: string) => {
    notify(message, { type: 'success' });
    setOpen(null);
    await queries.invalidateQueries({ queryKey: ['policyBilling', policyId] });
    refresh();
  };
  const quick = async (call: () => Promise<{ message: string }>) => {
    try {
      await done((await call()).message);
    } catch (error) {
      notify(refusalOf(error).message ?? text('billing.failure'), { type: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="billing-title" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="billing-title" variant="h6" component="h2">
            {text('billing.title')}
          </Typography>
          {isError && <Typography color="error">{text('billing.failure')}</Typography>}
          {data && (
            <>
              <Figures
                label={text('billing.balance')}
                rows={[
                  [text('billing.totalPremium'), format.money(data.balance.totalPremium)],
                  [text('billing.amountPaid'), format.money(data.balance.amountPaid)],
                  [text('billing.balanceDue'), format.money(data.balance.balance)],
                  [text('billing.paymentStatus'), data.balance.paymentStatus],
                ]}
              />
              {(pays || finances || manages) && (
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
                  {panelActions.map(
                    ({ label, shown, run, whenDue }) =>
                      shown && (
                        <Button
                          key={label}
                          size="small"
                          variant="outlined"
                          onClick={run}
                          disabled={whenDue && data.balance.isPaid}
                        >
                          {text(label)}
                        </Button>
                      ),
                  )}
                  {manages && (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={data.invoiceReminders}
                          onChange={() => void quick(() => calls.toggleInvoiceReminders(policyId))}
                        />
                      }
                      label={text('billing.reminders')}
                    />
                  )}
                </Stack>
              )}
              <Table size="small" aria-label={text('billing.transactions')}>
                <TableHead>
                  <TableRow>
                    {[
                      'transactionId',
                      'invoiceNumber',
                      'status',
                      'paymentDate',
                      'paymentMethod',
                      'processorName',
                      'amountPaid',
                      'lastFourDigits',
                    ].map((field) => (
                      <TableCell key={field}>{text(`billing.fields.${field}`)}</TableCell>
                    ))}
                    {manages && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.transactions.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={9}>{text('billing.none')}</TableCell>
                    </TableRow>
                  )}
                  {data.transactions.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell>{line.transactionId}</TableCell>
                      <TableCell>{line.invoiceNumber}</TableCell>
                      <TableCell title={line.failure ?? undefined}>{line.status}</TableCell>
                      <TableCell>{line.paymentDate ? format.date(line.paymentDate) : '—'}</TableCell>
                      <TableCell>{line.paymentMethod}</TableCell>
                      <TableCell>{line.processorName}</TableCell>
                      <TableCell>{format.money(line.amountPaid)}</TableCell>
                      <TableCell>{line.lastFourDigits ? `•••• ${line.lastFourDigits}` : '—'}</TableCell>
                      {manages && (
                        <TableCell>
                          <Button size="small" onClick={() => setOpen({ kind: 'edit', line })}>
                            {text('billing.edit')}
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      </CardContent>
      {open?.kind === 'edit' && (
        <BillingFormDialog
          title={text('billing.editTitle')}
          fields={TRANSACTION_FIELDS}
          initial={Object.fromEntries(
            TRANSACTION_FIELDS.map(({ name }) => [
              name,
              String((open.line as unknown as Record<string, unknown>)[name] ?? ''),
            ]),
          )}
          submitLabel={text('billing.save')}
          onClose={() => setOpen(null)}
          onSubmit={async (values) =>
            done((await calls.editTransaction({ id: open.line.id, version: open.line.version, ...values })).message)
          }
        />
      )}
      {open?.kind === 'apply' && (
        <BillingFormDialog
          title={text('billing.applyTitle')}
          fields={APPLY_FIELDS}
          initial={{ amountPaid: String(data?.balance.dueAmount ?? ''), paymentMethod: 'Check' }}
          submitLabel={text('billing.apply')}
          onClose={() => setOpen(null)}
          onSubmit={async (values) => done((await calls.applyExternalPayment({ policyId, ...values })).message)}
        />
      )}
      {open?.kind === 'close' && (
        <BillingFormDialog
          title={text('billing.closeTitle')}
          fields={CLOSE_FIELDS}
          initial={{}}
          submitLabel={text('billing.close')}
          onClose={() => setOpen(null)}
          onSubmit={async (values) => done((await calls.closePayment({ policyId, ...values })).message)}
        />
      )}
      {open?.kind === 'financer' && (
        <BillingFormDialog
          title={text('billing.financerTitle')}
          fields={FINANCER_FIELDS}
          initial={{ customerEmail: String(record.customerEmail ?? '') }}
          submitLabel={text('billing.financerAdd')}
          onClose={() => setOpen(null)}
          onSubmit={async (values) => done((await calls.addPremiumFinancer({ policyId, ...values })).message)}
        />
      )}
      {open?.kind === 'accounting' && (
        <BillingFormDialog
          title={text('billing.accountingTitle')}
          fields={ACCOUNTING_FIELDS}
          initial={{}}
          submitLabel={text('billing.accountingSend')}
          onClose={() => setOpen(null)}
          onSubmit={async (values) => done((await calls.sendInvoiceToAccounting({ policyId, ...values })).message)}
        />
      )}
    </Card>
  );
}
