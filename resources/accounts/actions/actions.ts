/**
 * The accounts' own actions (spec 001 §2 dialogs, §3 payloads, §5 texts), each a declared action of the
 * one engine: permission, tenancy (another agency's account is 404), body (400 naming the field), version (409),
 * from-state (409), then the effect and a history entry of the account with its actor. The spec shows none of
 * their paths; they are decided under the account family.
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { invalid } from '../../../src/server/http/apiError';
import { isStaff } from '../../../src/server/tenancy/tenantRules';
import type { Region } from '../../../src/shared/region/regions';
import { normalisePhoneFields } from '../../../src/shared/region/phoneNumbers';
import { FILL_IN_OPTION } from '../../quotes/server';
import { accountsResource } from '../declaration';
import { assignAgencyBody, contactBody, declineBody, emptyBody, updateAgentBody } from './bodies';
import { ACCOUNT_MESSAGES as M } from './messages';
import { ACCOUNT_ASSIGN_AGENCY, ACCOUNT_DECLINE } from './permissions';
import { REFRESH_FIRMOGRAPHICS } from './refreshFirmographics';

const stamp = ({ principal }: ActionInput) => ({ by: principal.email, on: new Date().toISOString() });
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Decline: the account is not one to insure (spec 002 §9 account decline reasons); "Account Declined Successfully!". */
export const DECLINE_ACCOUNT: ResourceAction = {
  name: 'decline',
  method: 'PUT',
  path: '/decline/:id',
  permission: ACCOUNT_DECLINE,
  from: ['Open', 'Quoted', 'Lost'],
  to: 'Declined',
  body: declineBody,
  effect: (input) => ({
    declination: JSON.stringify({
      productType: text(input.body.productType),
      reasonSummary: input.body.reasonSummary,
      reason: input.body.reason,
      fillInText: input.body.reasonSummary === FILL_IN_OPTION ? input.body.fillInText : null,
      ...stamp(input),
    }),
  }),
};

/** Undecline (spec 002 §4 "Accounts can be declined, undeclined…"): back to Open; the declination is cleared. */
export const UNDECLINE_ACCOUNT: ResourceAction = {
  name: 'undecline',
  method: 'PUT',
  path: '/undecline/:id',
  permission: ACCOUNT_DECLINE,
  from: ['Declined'],
  to: 'Open',
  body: emptyBody,
  effect: () => ({ declination: null }),
};

/** Add or edit the account's policyholder contact (spec 001 §5 texts; phones stored as the account's country numbers them). */
export const contactAction = (region: Region): ResourceAction => ({
  name: 'contact',
  method: 'PUT',
  path: '/:id/contact',
  permission: accountsResource.permissions.update,
  body: contactBody(region),
  effect: ({ body, record }) => {
    const country = (record.country as Region | undefined) ?? region;
    const contact = {
      policyContactFirstName: body.contactFirstName,
      policyContactLastName: body.contactLastName,
      policyContactEmail: body.contactEmail,
      policyContactPhone: text(body.contactPhone),
    };
    return { ...contact, ...normalisePhoneFields(contact, ['policyContactPhone'], country) };
  },
});

/**
 * Assign agency (staff): the account becomes the agency's client, in the agency's default team (else none). With
 * `link`, the named agent is e-mailed a link to the account (the route does it after the action committed).
 */
export const ASSIGN_AGENCY: ResourceAction = {
  name: 'assign-agency',
  method: 'PUT',
  path: '/:id/agency',
  permission: ACCOUNT_ASSIGN_AGENCY,
  body: assignAgencyBody,
  effect: async ({ trx, principal, body }) => {
    if (!isStaff(principal)) throw invalid([{ field: 'agencyId', detail: M.selectAgency }]);
    const agency = await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', body.agencyId as string)
      .where('accountType', '=', 'AGENCY')
      .executeTakeFirst();
    if (!agency) throw invalid([{ field: 'agencyId', detail: M.selectAgency }]);
    const team = await trx
      .selectFrom('teams')
      .select('id')
      .where('agencyId', '=', agency.id)
      .orderBy('isDefault', 'desc')
      .orderBy('name')
      .executeTakeFirst();
    return {
      agencyId: agency.id,
      teamId: team?.id ?? null,
      agentEmail: text(body.agentEmail),
      agentFirstName: text(body.agentFirstName),
      agentLastName: text(body.agentLastName),
      agentPhone: text(body.agentPhoneNumber),
    };
  },
};

/**
 * Update agent: the account moves to `team` (a team of its agency) with the agent, who must be a user of the agency
 * in that team. An account without its organisation contact's name is refused first (spec 001 §8).
 */
export const UPDATE_AGENT: ResourceAction = {
  name: 'update-agent',
  method: 'PUT',
  path: '/:id/agent',
  permission: accountsResource.permissions.update,
  body: updateAgentBody,
  effect: async ({ trx, record, body }) => {
    if (!text(record.policyContactFirstName) || !text(record.policyContactLastName))
      throw invalid([{ field: 'contactFirstName', detail: M.contactMissing }]);
    const team = await trx
      .selectFrom('teams')
      .select('id')
      .where('id', '=', /^[0-9a-f-]{36}$/i.test(String(body.team)) ? (body.team as string) : null)
      .where('agencyId', '=', (record.agencyId ?? null) as string | null)
      .executeTakeFirst();
    if (!team) throw invalid([{ field: 'team', detail: M.teamRequired }]);
    const agent = await trx
      .selectFrom('users')
      .innerJoin('userTeams', 'userTeams.userId', 'users.id')
      .select(['users.email', 'users.firstName', 'users.lastName', 'users.phone'])
      .where((eb) => eb(eb.fn('lower', ['users.email']), '=', String(body.agentEmail).toLowerCase()))
      .where('users.accountId', '=', record.agencyId as string)
      .where('userTeams.teamId', '=', team.id)
      .executeTakeFirst();
    if (!agent) throw invalid([{ field: 'agentEmail', detail: M.agentNotInTeam }]);
    return {
      teamId: team.id,
      agentEmail: agent.email,
      agentFirstName: agent.firstName,
      agentLastName: agent.lastName,
      agentPhone: agent.phone,
    };
  },
};

/** Served by the generic action route; contact and assign agency have their own (routes.ts: region, mail). */
export const accountActions: readonly ResourceAction[] = [
  DECLINE_ACCOUNT,
  UNDECLINE_ACCOUNT,
  UPDATE_AGENT,
  REFRESH_FIRMOGRAPHICS,
];
