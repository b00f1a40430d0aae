import { Card, CardContent, CircularProgress, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetList, useNotify, useRedirect, useRefresh } from 'react-admin';
import type { FieldError } from '../../src/shared/api/types';
import { fieldErrorsOf } from '../../src/console/forms/errorSchema';
import { SchemaForm, type SchemaFormAction } from '../../src/console/forms/SchemaForm';
import { useComposedForm } from '../../src/console/forms/useComposedForm';
import { isStaleEdit } from '../../src/console/staleEdit/isStaleEdit';
import { useStaleEdit } from '../../src/console/staleEdit/useStaleEdit';
import { ClaimDeleteButton } from './ClaimDeleteButton';
import { useClaimCalls } from './claimMethods';
import { CLAIM_FORM, claimsResource } from './declaration';
import type { StoredRecord } from '../../src/shared/api/types';
import type { AccountRecord } from '../../src/shared/generated/records';

type ClaimRecord = Record<string, unknown> & {
  id: string;
  version: number;
  schemaVersion: number;
  status: string;
  accountId: string;
};

/** Texts of spec 001 §4 (Claim) and §7 (messages). */
export const CLAIM_SAVED = 'Claim progress saved';
export const CLAIM_FILED = 'Claim successfully filed';
export const CLAIM_SAVE_FAILED = 'Error saving claim';

const ACTIONS: readonly SchemaFormAction[] = [
  { intent: 'save', label: 'Save', variant: 'outlined' },
  { intent: 'file', label: 'File Claim' },
];

const RECORD_ONLY = [
  'id',
  'claimNumber',
  'status',
  'schemaId',
  'schemaVersion',
  'accountName',
  'created',
  'modified',
  'version',
];

const answersOf = (record: ClaimRecord | undefined, accountId: string | undefined) => {
  if (!record) return accountId ? { accountId } : {};
  return Object.fromEntries(
    Object.entries(record).filter(([key, value]) => !RECORD_ONLY.includes(key) && value !== null),
  );
};

function AccountPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { data = [] } = useGetList<StoredRecord<AccountRecord>>('accounts', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <MuiTextField
      select
      label="Account"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 320, mb: 2 }}
      required
    >
      {data.map((account) => (
        <MenuItem key={account.id} value={String(account.id)}>
          {String(account.name)}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

/**
 * The first-notice-of-loss form (spec 001 §3 Claim): Save keeps it UN_FILED, File Claim files it. A new
 * claim is created on its first save and the page switches to editing that claim; an existing one is
 * updated and read back to show its status.
 */
export function ClaimFormPage({ record, initialAccountId }: { record?: ClaimRecord; initialAccountId?: string }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [current, setCurrent] = useState<ClaimRecord | undefined>(record);
  const refresh = useRefresh();
  // The page's record, read again after a save (by this form or by the one it replaced on the switch from
  // creating to editing), wins when it is newer than what the form shows.
  useEffect(() => {
    if (record && (!current || record.id !== current.id || Number(record.version) > Number(current.version)))
      setCurrent(record);
  }, [record, current]);
  const [accountId, setAccountId] = useState(initialAccountId ?? '');
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const staleEdit = useStaleEdit();
  const dataProvider = useClaimCalls();
  const { data: form, error } = useComposedForm(CLAIM_FORM, { version: current?.schemaVersion });

  const save = async (answers: Record<string, unknown>, intent: string) => {
    const body = {
      ...answers,
      ...(current ? {} : { accountId: accountId || answers.accountId }),
      isFiled: intent === 'file' || current?.status === 'FILED',
      ...(current ? { version: current.version } : {}),
    };
    setSaving(true);
    try {
      const saved = current
        ? (
            await dataProvider.update<ClaimRecord>(claimsResource.name, {
              id: current.id,
              data: body,
              previousData: current,
            })
          ).data
        : await dataProvider.createClaim(body);
      // Re-read to show the status the server decided.
      const reread = (await dataProvider.getOne<ClaimRecord>(claimsResource.name, { id: saved.id })).data;
      setServerErrors([]);
      notify(reread.status === 'FILED' && intent === 'file' ? CLAIM_FILED : CLAIM_SAVED, { type: 'success' });
      setCurrent(reread);
      // The page's own read of the claim follows (it may have been made before this save committed).
      refresh();
      if (!current) redirect('edit', 'claims', reread.id);
    } catch (failure) {
      setServerErrors(fieldErrorsOf(failure));
      notify(CLAIM_SAVE_FAILED, { type: 'error' });
      // Changed by someone else since it was opened: say so above the form, with Reload.
      if (isStaleEdit(failure)) staleEdit.mutationOptions.onError(failure);
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Typography color="error">{String((error as Error).message)}</Typography>;
  if (!form) return <CircularProgress aria-label="Loading" />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={current ? `Claim ${String(current.claimNumber ?? '')}`.trim() : 'New Claim'} />
      <CardContent>
        {current ? (
          <Typography variant="subtitle1" gutterBottom data-testid="claim-status">
            Status: {current.status}
          </Typography>
        ) : (
          !initialAccountId && <AccountPicker value={accountId} onChange={setAccountId} />
        )}
        {staleEdit.banner}
        <SchemaForm
          key={`${current?.id ?? 'new'}-${form.version}-${current?.version ?? 0}`}
          form={form}
          initialAnswers={{
            ...answersOf(current, initialAccountId),
            ...(current ? {} : accountId ? { accountId } : {}),
          }}
          actions={ACTIONS}
          onSubmit={(answers, intent) => void save(answers, intent)}
          serverErrors={serverErrors}
          disabled={saving}
          toolbar={current ? <ClaimDeleteButton record={current} /> : undefined}
        />
      </CardContent>
    </Card>
  );
}
