import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useCanAccess, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../src/console/notifications/useNotifyFailure';
import { useOrganisationCalls } from './organisationMethods';
import type { Member } from './membership';
import type { OrganisationType } from './organisationTypes';
import type { StoredRecord } from '../../src/shared/api/types';
import type { OrganisationRecord } from '../../src/shared/generated/records';

/** Where the candidates for a member come from, by the type's member kind. */
const CANDIDATES = {
  AGENCY: { resource: 'agencies', label: 'fullName' },
  CUSTOMER: { resource: 'accounts', label: 'name' },
  CARRIER: { resource: 'carriers', label: 'name' },
} as const;

/**
 * An organisation's members on its show page (spec 001 §2 "add agency to aggregator / cluster"): the table,
 * an add row for those who may update the organisation, and Remove per member.
 */
export function MembersPanel({ type }: { type: OrganisationType }) {
  const record = useRecordContext<StoredRecord<OrganisationRecord>>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const calls = useOrganisationCalls();
  const { canAccess: canUpdate } = useCanAccess({ resource: type.name, action: 'edit' });
  const candidates = CANDIDATES[type.members!.accountType];
  const { data: options = [] } = useGetList(
    candidates.resource,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !!canUpdate },
  );
  const [chosen, setChosen] = useState<{ id: string; label: string } | null>(null);
  const [error, setError] = useState<string>();
  const organisationId = record ? String(record.id) : '';
  const listed = useQuery({
    queryKey: [type.name, 'members', organisationId],
    queryFn: () => calls.organisationMembers(type.name, organisationId),
    enabled: Boolean(record),
    retry: false,
  });
  useNotifyFailure(listed.error);
  const members = listed.data;
  const load = () => listed.refetch();

  const change = async (request: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await request();
      notify(done, { type: 'success' });
      setChosen(null);
      await load();
      refresh();
    } catch (failure) {
      // The server's words (the field's message on a 400, the conflict on a 409), else the generic fallback.
      const body = (failure as { body?: { fieldErrors?: { detail: string }[] } }).body;
      setError(
        body?.fieldErrors?.[0]?.detail ??
          ((failure as Error).message || translate('resources.organisations.memberFailed')),
      );
    }
  };
  const add = () =>
    change(
      () => calls.addOrganisationMember(type.name, organisationId, { [type.members!.field]: chosen?.id }),
      translate(`resources.organisations.memberAdded.${type.members!.accountType}`),
    );
  const remove = (member: Member) =>
    change(
      () => calls.removeOrganisationMember(type.name, organisationId, member.id),
      translate('resources.organisations.memberRemoved'),
    );

  const heading = translate(`resources.organisations.members.${type.members!.accountType}`);
  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-testid="organisation-members">
      <Typography variant="subtitle1" component="h2">
        {heading}
      </Typography>
      <Table size="small" aria-label={heading}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.organisations.memberName')}</TableCell>
            {canUpdate && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {members?.length === 0 && (
            <TableRow>
              <TableCell colSpan={2}>{translate('resources.organisations.noMembers')}</TableCell>
            </TableRow>
          )}
          {members?.map((member) => (
            <TableRow key={member.id}>
              <TableCell>{member.name}</TableCell>
              {canUpdate && (
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => void remove(member)}
                    aria-label={translate('resources.organisations.removeMember', { name: member.name })}
                  >
                    {translate('resources.organisations.remove')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {canUpdate && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Autocomplete
            sx={{ minWidth: 320 }}
            options={options.map((option) => ({
              id: String(option.id),
              label: String(option[candidates.label] ?? option.name),
            }))}
            value={chosen}
            onChange={(_event, value) => setChosen(value)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <MuiTextField
                {...params}
                label={translate(`resources.organisations.choose.${type.members!.accountType}`)}
                size="small"
              />
            )}
          />
          <Button variant="contained" onClick={() => void add()}>
            {translate('resources.organisations.addMember')}
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
