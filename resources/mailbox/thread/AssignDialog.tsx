/**
 * Assign a thread (spec 001 §6 "Mailbox"): staff pick the agency (or MSSP), then its agent; an agency user
 * picks one of its teams. The server applies the rules (resources/mailbox/assignment.ts) and answers 400 naming
 * the field otherwise, shown under it.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { decodeAccessClaims } from '../../../src/console/auth/tokenStore';
import { useIsStaff } from '../../../src/console/resourceViews/useCallerKind';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useNotifyFailure } from '../../../src/console/notifications/useNotifyFailure';
import { mailboxResource } from '../declaration';
import { useMailboxCalls, type Choice, type Message } from './mailboxMethods';

interface Props {
  message: Message;
  open: boolean;
  onClose: () => void;
  onAssigned: () => void;
}

const fieldErrors = (error: unknown): Record<string, string> =>
  Object.fromEntries(
    ((error as { body?: { errors?: { field: string; detail: string }[] } }).body?.errors ?? []).map((e) => [
      e.field,
      e.detail,
    ]),
  );

function Select({
  label,
  value,
  choices,
  onChange,
  error,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (id: string) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function AssignDialog({ message, open, onClose, onAssigned }: Props) {
  const text = useScreenTexts('mailbox');
  const notify = useNotify();
  const staff = useIsStaff();
  const ownAgency = decodeAccessClaims()?.acc ?? '';
  const calls = useMailboxCalls();
  const [agencyId, setAgencyId] = useState(staff ? (message.agencyId ?? '') : ownAgency);
  const [agentUserId, setAgentUserId] = useState('');
  const [teamId, setTeamId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const organisations = useQuery({
    queryKey: [mailboxResource.name, 'assignableOrganisations'],
    queryFn: () => calls.assignableOrganisations(),
    enabled: open && staff,
    retry: false,
  });
  // Staff choose the organisation's agent; an agency user one of its teams.
  const members = useQuery({
    queryKey: [mailboxResource.name, staff ? 'assignableUsers' : 'assignableTeams', agencyId],
    queryFn: () => (staff ? calls.assignableUsers(agencyId) : calls.assignableTeams(agencyId)),
    enabled: open && Boolean(agencyId),
    retry: false,
  });
  useNotifyFailure(organisations.error ?? members.error);
  const people = (staff && members.data) || [];
  const teams = (!staff && members.data) || [];

  const assign = async () => {
    setBusy(true);
    setErrors({});
    try {
      await calls.assignThread(
        message.id,
        staff
          ? { agencyId: agencyId || undefined, agentUserId: agentUserId || undefined }
          : { teamId: teamId || undefined },
      );
      notify(text('assign.done'), { type: 'success' });
      onAssigned();
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      if (Object.keys(fieldErrors(error)).length === 0) notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{text('assign.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {staff ? (
            <>
              <Select
                label={text('assign.agency')}
                value={agencyId}
                choices={organisations.data ?? []}
                error={errors.agencyId}
                onChange={(id) => {
                  setAgencyId(id);
                  setAgentUserId('');
                }}
              />
              <Select
                label={text('assign.agent')}
                value={agentUserId}
                choices={people}
                error={errors.agentUserId ?? errors.teamId}
                onChange={setAgentUserId}
              />
            </>
          ) : (
            <Select
              label={text('assign.team')}
              value={teamId}
              choices={teams}
              error={errors.teamId}
              onChange={setTeamId}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void assign()}>
          {text('assign.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
