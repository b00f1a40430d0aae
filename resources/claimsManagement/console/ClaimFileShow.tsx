import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EditButton, Show, useNotify, useShowContext } from 'react-admin';
import { useFeatureFlags } from '../../../src/console/flags/useFeatureFlags';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useRegionFormat } from '../../../src/console/format/useRegionFormat';
import { useIsStaff } from '../../../src/console/resourceViews/useCallerKind';
import { RESERVE_TYPES } from '../declaration';
import { lossRunPath, useClaimFileCalls, type ClaimFile } from './claimFilesMethods';
import { ItemSection } from './ItemSection';

/** A claim file: its details, reserves by kind, invoices, tasks, notes (and diaries with `claims_diary`), its actions. */
export function ClaimFileShow() {
  return (
    <Show actions={false}>
      <ClaimFilePage />
    </Show>
  );
}

function ClaimFilePage() {
  const { record, refetch } = useShowContext<ClaimFile>();
  const t = useScreenTexts('claimsManagement');
  const format = useRegionFormat();
  const money = (amount: unknown) => format.money(Number(amount ?? 0));
  const day = (value: unknown) => (typeof value === 'string' && value ? format.date(value) : undefined);
  const notify = useNotify();
  const staff = useIsStaff();
  const { claims_diary: diaries } = useFeatureFlags();
  const [reason, setReason] = useState('');
  const calls = useClaimFileCalls();
  const action = useMutation({
    mutationFn: ({
      id,
      name,
      data,
    }: {
      id: string;
      name: 'close' | 'reopen' | 'noticeonly';
      data: Record<string, unknown>;
    }) => calls.act('claimsManagement', { id, path: `/:id/${name}`, method: 'POST', data }),
  });
  const busy = action.isPending;
  if (!record) return null;
  const changed = () => void refetch();
  const closed = record.status === 'CLOSED';

  const act = async (name: 'close' | 'reopen' | 'noticeonly', done: string) => {
    try {
      await action.mutateAsync({
        id: record.id,
        name,
        data: { version: record.version, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      });
      setReason('');
      notify(t(done), { type: 'success' });
      changed();
    } catch (error) {
      notify(
        t(
          (error as { status?: number }).status === 409 && String((error as Error).message).includes('changed')
            ? 'stale'
            : 'actionFailed',
        ),
        { type: 'error' },
      );
    }
  };

  const details: [string, unknown][] = [
    ['accountName', record.accountName],
    ['policyNumber', record.policyNumber],
    ['incidentType', record.incidentType ? t(`incidentTypes.${String(record.incidentType)}`) : undefined],
    ['severity', record.severity ? t(`severities.${String(record.severity)}`) : undefined],
    ['litigationStatus', record.litigationStatus ? t(`litigation.${String(record.litigationStatus)}`) : undefined],
    ['reportedDate', day(record.reportedDate)],
    ['incidentDate', day(record.incidentDate)],
    ['closedDate', day(record.closedDate)],
    ['handlerName', record.handlerName ?? record.handlerEmail],
    ['description', record.description],
  ];
  const reserveChoices = { choices: RESERVE_TYPES, group: 'reserveTypes' as const };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="h5" component="h1">
          {String(record.claimNumber ?? t(`incidentTypes.${String(record.incidentType)}`))}
        </Typography>
        <Chip
          label={t(`statuses.${record.status}`)}
          color={closed ? 'default' : 'primary'}
          data-testid="claim-file-status"
        />
        <Box sx={{ flex: 1 }} />
        {staff ? <EditButton /> : null}
        <Button
          variant="outlined"
          onClick={() =>
            calls
              .download(lossRunPath(record.accountId), { fileName: 'loss-run.pdf', accept: 'application/pdf' })
              .catch(() => notify(t('lossRunFailed'), { type: 'error' }))
          }
        >
          {t('lossRun')}
        </Button>
      </Stack>

      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {details.map(([field, value]) => [
          <Typography key={`${field}-l`} component="dt" variant="body2" color="text.secondary">
            {t(`fields.${field}`)}
          </Typography>,
          <Typography key={`${field}-v`} component="dd" variant="body2" sx={{ m: 0 }}>
            {value === undefined || value === null || value === '' ? '—' : String(value)}
          </Typography>,
        ])}
      </Box>

      <Box component="section" aria-label={t('fields.totalReserve')}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {RESERVE_TYPES.map((type) => (
            <Chip
              key={type}
              variant="outlined"
              label={`${t(`reserveTypes.${type}`)}: ${money(record.reserves?.[type])}`}
            />
          ))}
          <Chip
            color="secondary"
            data-testid="total-reserve"
            label={`${t('fields.totalReserve')}: ${money(record.totalReserve)}`}
          />
          <Chip variant="outlined" label={`${t('fields.paidTotal')}: ${money(record.paidTotal)}`} />
        </Stack>
      </Box>

      {staff ? (
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <TextField
            size="small"
            label={t('fields.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            sx={{ minWidth: 320 }}
          />
          {closed ? (
            <Button variant="contained" disabled={busy} onClick={() => act('reopen', 'reopened')}>
              {t('reopen')}
            </Button>
          ) : (
            <>
              <Button variant="contained" color="warning" disabled={busy} onClick={() => act('close', 'closed')}>
                {t('close')}
              </Button>
              {record.status !== 'NOTICE_ONLY' ? (
                <Button variant="outlined" disabled={busy} onClick={() => act('noticeonly', 'markedNoticeOnly')}>
                  {t('noticeOnly')}
                </Button>
              ) : null}
            </>
          )}
        </Stack>
      ) : null}
      {closed ? <Alert severity="info">{t('closedNotice')}</Alert> : null}

      <ItemSection
        fileId={record.id}
        segment="reserves"
        disabled={closed || !staff}
        onChanged={changed}
        columns={['reserveType', 'amount', 'description']}
        fields={[
          { name: 'reserveType', type: 'select', required: true, ...reserveChoices },
          { name: 'amount', type: 'number', required: true },
          { name: 'description', type: 'text' },
        ]}
      />
      <ItemSection
        fileId={record.id}
        segment="invoices"
        disabled={closed || !staff}
        onChanged={changed}
        columns={['invoiceNumber', 'vendorName', 'amount', 'invoiceDate', 'reserveType', 'status']}
        fields={[
          { name: 'invoiceNumber', type: 'text', required: true },
          { name: 'vendorName', type: 'text', required: true },
          { name: 'amount', type: 'number', required: true },
          { name: 'invoiceDate', type: 'date', required: true },
          { name: 'reserveType', type: 'select', required: true, ...reserveChoices },
          { name: 'status', type: 'select', choices: ['PENDING', 'APPROVED', 'PAID', 'REJECTED'], group: 'choices' },
        ]}
      />
      <ItemSection
        fileId={record.id}
        segment="tasks"
        disabled={closed || !staff}
        completable
        onChanged={changed}
        columns={['title', 'dueDate', 'category', 'status']}
        fields={[
          { name: 'title', type: 'text', required: true },
          { name: 'dueDate', type: 'date', required: true },
          {
            name: 'category',
            type: 'select',
            required: true,
            choices: ['FOLLOW_UP', 'DOCUMENTS', 'PAYMENT', 'VENDOR', 'COVERAGE', 'LITIGATION', 'OTHER'],
            group: 'choices',
          },
        ]}
      />
      <ItemSection
        fileId={record.id}
        segment="notes"
        disabled={!staff}
        onChanged={changed}
        successText="noteSaved"
        failureText="noteFailed"
        columns={['noteType', 'text']}
        fields={[
          {
            name: 'noteType',
            type: 'select',
            choices: ['GENERAL', 'COVERAGE', 'RESERVE', 'LITIGATION', 'CORRESPONDENCE'],
            group: 'choices',
          },
          { name: 'text', type: 'multiline', required: true },
        ]}
      />
      {diaries ? (
        <ItemSection
          fileId={record.id}
          segment="diaries"
          disabled={closed || !staff}
          completable
          onChanged={changed}
          columns={['dueDate', 'text', 'status']}
          fields={[
            { name: 'dueDate', type: 'date', required: true },
            { name: 'text', type: 'text', required: true },
          ]}
        />
      ) : null}
    </Stack>
  );
}
