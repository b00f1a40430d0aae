import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { hasPermission } from '../../../src/shared/permissions/checkPermission';
import { ACCOUNT_DECLINE_REASONS, ACCOUNT_MESSAGES } from '../actions/messages';
import { ACCOUNT_ASSIGN_AGENCY, ACCOUNT_DECLINE } from '../actions/permissions';
import { AccountActionDialog, type AccountActionDialogProps } from './AccountActionDialog';
import { useAccountActionCalls } from './accountActionsMethods';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { ACCOUNT_SET_AGENT } from '../ownActions/permissions';
import { OWN_ACTION_MESSAGES as OWN } from '../ownActions/messages';
import { useOwnActionCalls } from '../ownActions/console/ownActionsMethods';
import { AddressVerifyDialog } from '../address/AddressVerifyDialog';
import { DomainCheckDialog } from '../domains/DomainCheckDialog';
import type { AccountAnswer } from '../accountAnswer';

const text = 'resources.accountActions.actions';
type Open =
  | 'contact'
  | 'decline'
  | 'undecline'
  | 'agent'
  | 'agency'
  | 'refresh'
  | 'myAgent'
  | 'removeMyAgent'
  | 'scan'
  | 'attest'
  | undefined;

/**
 * The account page's actions (spec 001 §2 account dialogs): contact, decline / undecline (underwriting), update
 * agent, assign agency (staff). Offered by the signed-in user's permissions and the account's status; the server
 * decides (resources/accounts/actions).
 */
export function AccountActionsBar() {
  useScreenTexts('accountActions');
  const translate = useTranslate();
  const record = useRecordContext<AccountAnswer>();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState<Open>();
  const calls = useAccountActionCalls();
  const own = useOwnActionCalls();
  const agencies = useQuery({
    queryKey: ['accountActions', 'agencies'],
    queryFn: () => calls.agencyChoices(),
    enabled: open === 'agency',
  });
  const interested = useQuery({
    queryKey: ['accountActions', 'agents', record?.id, record?.version],
    queryFn: () => own.accountAgents(String(record?.id)),
    enabled: open === 'myAgent',
  });
  const [other, setOther] = useState<'address' | 'domain' | undefined>();
  const teams = useQuery({
    queryKey: ['accountActions', 'teams', record?.agencyId],
    queryFn: () => calls.agencyTeamChoices(String(record?.agencyId)),
    enabled: open === 'agent' && Boolean(record?.agencyId),
  });
  if (!record) return null;
  const may = (permission: string) => hasPermission(permissions ?? [], permission);
  const declined = record.status === 'Declined';
  const label = (key: string) => translate(`${text}.${key}`);
  const close = () => setOpen(undefined);
  const base = { initial: { version: record.version } };
  const hasContact = Boolean(record.policyContactFirstName);

  const dialogs: Record<NonNullable<Open>, Omit<AccountActionDialogProps, 'onClose'>> = {
    contact: {
      ...base,
      title: label(hasContact ? 'editContact' : 'addContact'),
      path: `/${record.id}/contact`,
      success: hasContact ? ACCOUNT_MESSAGES.contactUpdated : ACCOUNT_MESSAGES.contactAdded,
      initial: {
        version: record.version,
        contactFirstName: record.policyContactFirstName ?? '',
        contactLastName: record.policyContactLastName ?? '',
        contactEmail: record.policyContactEmail ?? '',
        contactPhone: record.policyContactPhone ?? '',
      },
      fields: [
        { name: 'contactFirstName', label: label('firstName') },
        { name: 'contactLastName', label: label('lastName') },
        { name: 'contactEmail', label: label('email') },
        { name: 'contactPhone', label: label('phone') },
      ],
    },
    decline: {
      ...base,
      title: label('decline'),
      path: `/decline/${record.id}`,
      success: ACCOUNT_MESSAGES.declined,
      fields: [
        {
          name: 'reasonSummary',
          label: label('reasonSummary'),
          choices: ACCOUNT_DECLINE_REASONS.map((reason) => ({ id: reason, name: reason })),
        },
        { name: 'reason', label: label('reason'), multiline: true },
        { name: 'fillInText', label: label('fillInText'), when: (values) => values.reasonSummary === 'Fill-in option' },
      ],
    },
    undecline: {
      ...base,
      title: label('undecline'),
      path: `/undecline/${record.id}`,
      success: label('undeclined'),
      fields: [],
    },
    refresh: {
      ...base,
      title: label('refresh'),
      path: `/${record.id}/firmographics/refresh`,
      success: ACCOUNT_MESSAGES.refreshed,
      fields: [],
    },
    agent: {
      ...base,
      title: label('updateAgent'),
      path: `/${record.id}/agent`,
      success: label('agentUpdated'),
      fields: [
        { name: 'agentEmail', label: label('agentEmail') },
        { name: 'team', label: label('team'), choices: teams.data ?? [] },
      ],
    },
    agency: {
      ...base,
      title: label('assignAgency'),
      path: `/${record.id}/agency`,
      success: label('agencyAssigned'),
      fallback: ACCOUNT_MESSAGES.assignFailed,
      fields: [
        { name: 'agencyId', label: label('agency'), choices: agencies.data ?? [] },
        { name: 'agentFirstName', label: label('agentFirstName') },
        { name: 'agentLastName', label: label('agentLastName') },
        { name: 'agentEmail', label: label('agentEmail') },
        { name: 'link', label: label('link'), checkbox: true },
      ],
    },
    // The accounts' own actions (ownActions/): set / remove my agent, the on-demand scan, the attestation.
    myAgent: {
      ...base,
      title: label('setMyAgent'),
      path: `/${record.id}/my-agent`,
      success: label('myAgentSet'),
      fallback: OWN.setMyAgentFailed,
      fields: [{ name: 'agencyId', label: label('agency'), choices: interested.data?.interestedAgencies ?? [] }],
    },
    removeMyAgent: {
      ...base,
      title: label('removeMyAgent'),
      path: `/${record.id}/my-agent/remove`,
      success: label('myAgentRemoved'),
      fallback: OWN.setMyAgentFailed,
      fields: [],
    },
    scan: { ...base, title: label('scan'), path: `/${record.id}/scan`, success: OWN.scanned, fields: [] },
    attest: {
      ...base,
      title: label('attest'),
      path: `/${record.id}/attest-no-domain`,
      success: label('attested'),
      fallback: OWN.attestFailed,
      refreshAfter: 3000,
      fields: [{ name: 'attested', label: label('attestBox'), checkbox: true }],
    },
  };

  return (
    <Stack direction="row" spacing={1} data-testid="account-actions" data-status={String(record.status ?? '')}>
      {may('account:update') && (
        <Button size="small" onClick={() => setOpen('contact')}>
          {label(hasContact ? 'editContact' : 'addContact')}
        </Button>
      )}
      {may('account:update') && record.agencyId && (
        <Button size="small" onClick={() => setOpen('agent')}>
          {label('updateAgent')}
        </Button>
      )}
      {may('account:update') && record.cbid && (
        <Button size="small" onClick={() => setOpen('refresh')}>
          {label('refresh')}
        </Button>
      )}
      {may(ACCOUNT_ASSIGN_AGENCY) && (
        <Button size="small" onClick={() => setOpen('agency')}>
          {label('assignAgency')}
        </Button>
      )}
      {may(ACCOUNT_DECLINE) && !declined && (
        <Button size="small" onClick={() => setOpen('decline')}>
          {label('decline')}
        </Button>
      )}
      {may(ACCOUNT_DECLINE) && declined && (
        <Button size="small" onClick={() => setOpen('undecline')}>
          {label('undecline')}
        </Button>
      )}
      {may(ACCOUNT_SET_AGENT) && (
        <Button size="small" onClick={() => setOpen('myAgent')}>
          {label('setMyAgent')}
        </Button>
      )}
      {may(ACCOUNT_SET_AGENT) && record.myAgencyId && (
        <Button size="small" onClick={() => setOpen('removeMyAgent')}>
          {label('removeMyAgent')}
        </Button>
      )}
      {may('account:update') && (
        <Button size="small" onClick={() => setOpen('scan')}>
          {label('scan')}
        </Button>
      )}
      {may('account:update') && !record.noPrimaryDomain && (
        <Button size="small" onClick={() => setOpen('attest')}>
          {label('attest')}
        </Button>
      )}
      <Button size="small" onClick={() => setOther('domain')}>
        {label('checkDomain')}
      </Button>
      {record.country === 'UK' && (
        <Button size="small" onClick={() => setOther('address')}>
          {label('verifyAddress')}
        </Button>
      )}
      {open && <AccountActionDialog {...dialogs[open]} onClose={close} />}
      {other === 'address' && <AddressVerifyDialog onClose={() => setOther(undefined)} />}
      {other === 'domain' && <DomainCheckDialog onClose={() => setOther(undefined)} />}
    </Stack>
  );
}
