/**
 * The account page's billing contacts (spec 002 §7 Billing "contact CRUD"): who receives the account's invoices,
 * listed for whoever sees the account; added, edited and removed by those who may update it, through the contact
 * data provider methods, with the server's message under each field it names. Its own chunk.
 */
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, usePermissions, useRecordContext } from 'react-admin';
import { hasPermission } from '../../../../src/shared/permissions/checkPermission';
import { useNotifyFailure } from '../../../../src/console/notifications/useNotifyFailure';
import { CONTACT_PERMISSION } from '../../contacts/contactPermission';
import { usePaymentText } from '../usePaymentText';
import { BillingFormDialog, type FieldSpec } from './BillingFormDialog';
import { useContactCalls, type BillingContact, type ContactFields } from './contactMethods';

const FIELDS: readonly FieldSpec[] = [
  { name: 'firstName' },
  { name: 'lastName' },
  { name: 'email' },
  { name: 'phone' },
];

type Open =
  { kind: 'add' } | { kind: 'edit'; contact: BillingContact } | { kind: 'remove'; contact: BillingContact } | null;

export function BillingContacts() {
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  const text = usePaymentText();
  const notify = useNotify();
  const queries = useQueryClient();
  const calls = useContactCalls();
  const [open, setOpen] = useState<Open>(null);
  const accountId = String(record?.id ?? '');
  const key = ['billingContacts', accountId];
  const { data, error } = useQuery({
    queryKey: key,
    queryFn: () => calls.billingContacts(accountId),
    enabled: !!accountId,
  });
  useNotifyFailure(error);
  if (!record) return null;
  const edits = hasPermission(permissions ?? [], [CONTACT_PERMISSION]);

  const done = async (message: string) => {
    notify(message, { type: 'success' });
    setOpen(null);
    await queries.invalidateQueries({ queryKey: key });
  };
  const fields = (values: Record<string, unknown>) => values as unknown as ContactFields;

  return (
    <Card variant="outlined" aria-label={text('billing.contacts.title')}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {text('billing.contacts.title')}
          </Typography>
          {edits && (
            <Button variant="outlined" onClick={() => setOpen({ kind: 'add' })}>
              {text('billing.contacts.add')}
            </Button>
          )}
        </Stack>
        {data && data.length === 0 && <Typography color="text.secondary">{text('billing.contacts.none')}</Typography>}
        {data && data.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{text('billing.contacts.name')}</TableCell>
                <TableCell>{text('billing.fields.email')}</TableCell>
                <TableCell>{text('billing.fields.phone')}</TableCell>
                {edits && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((contact) => (
                <TableRow key={contact.id}>
                  <TableCell>{`${contact.firstName} ${contact.lastName}`}</TableCell>
                  <TableCell>{contact.email}</TableCell>
                  <TableCell>{contact.phone}</TableCell>
                  {edits && (
                    <TableCell align="right">
                      <Button size="small" onClick={() => setOpen({ kind: 'edit', contact })}>
                        {text('billing.edit')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setOpen({ kind: 'remove', contact })}>
                        {text('billing.contacts.remove')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {open?.kind === 'add' && (
        <BillingFormDialog
          title={text('billing.contacts.addTitle')}
          fields={FIELDS}
          initial={{}}
          submitLabel={text('billing.save')}
          onSubmit={async (values) => done((await calls.addBillingContact(accountId, fields(values))).message)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'edit' && (
        <BillingFormDialog
          title={text('billing.contacts.editTitle')}
          fields={FIELDS}
          initial={{
            firstName: open.contact.firstName,
            lastName: open.contact.lastName,
            email: open.contact.email,
            phone: open.contact.phone,
          }}
          submitLabel={text('billing.save')}
          onSubmit={async (values) =>
            done((await calls.updateBillingContact(open.contact.id, open.contact.version, fields(values))).message)
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'remove' && (
        <Confirm
          isOpen
          title={text('billing.contacts.removeTitle')}
          content={text('billing.contacts.removeQuestion', {
            name: `${open.contact.firstName} ${open.contact.lastName}`,
          })}
          onConfirm={async () => {
            try {
              await done((await calls.removeBillingContact(open.contact.id)).message);
            } catch (failure) {
              notify((failure as Error).message || text('billing.failure'), { type: 'error' });
            }
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}
