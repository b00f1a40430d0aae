/**
 * Whether an account may be quoted, and by whom (spec 002 §5 "Quote request is disabled if…";
 * "Licence-aware"). The server asks both on verify, on every cart add and again on submit.
 *
 * Verify reasons (the spec's texts): the profile score is below 4 (an account without one has not been scored:
 * below 4); the status is not Open, Quoted or Active Policy; there is no agent. "Agent" is the account's producing
 * agency of record (`agencyId`): the account schema names no agent person, and an account without an agency
 * has nobody to produce its quotes ('No data present').
 *
 * Licence: the producer must hold an unexpired licence (expiration date today or later) for the account's state.
 * The producer is the signed-in agency user (Agent, Principal Producer…: their own agent licences), or the
 * agency for an Agency Admin (its agency licences). Staff, and staff jumped into an agency, quote for the
 * account's agency: its agency licences.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { todayIso } from '../../src/shared/dates/today';
import { CartRefusal } from './refusal';
import type { Database } from '../../src/server/db/tables';

export const NEEDS_MORE_INFORMATION = 'Account needs more information to enable Request Quote';
export const NOT_ELIGIBLE = 'Account is not eligible to Request Quote';
export const NO_AGENT = 'No data present';
export const MIN_PROFILE_SCORE = 4;
export const QUOTABLE_STATUSES = ['Open', 'Quoted', 'Active Policy'] as const;

/** The console pages where a licence is added (the agent / agency licence create pages). */
export const ADD_LICENCE_PATH = {
  agent: '/agency/agentLicenses/create',
  agency: '/agency/agencyLicenses/create',
} as const;

/** The account as verify shows it. */
export interface VerifiedAccount {
  id: string;
  name: string;
  state: string | null;
  naicsCode: number | string | null;
  revenue: number | null;
  status: string | null;
  profileScore: number | null;
  agencyId: string | null;
}

export interface Verification {
  eligible: boolean;
  reasons: string[];
  account: VerifiedAccount;
}

/** The fields of an account (as its store answers it, or its row) that decide whether it may be quoted. */
interface QuotedAccount {
  id: string;
  name: string;
  state?: string | null;
  status?: string | null;
  profileScore?: number | null;
  agencyId?: string | null;
}

/** The account (as the accounts store answered it to the caller) with its industry and revenue from its details form. */
export async function verifiedAccount(db: Kysely<Database>, account: QuotedAccount): Promise<VerifiedAccount> {
  const details = await db
    .selectFrom('formAnswers')
    .select('answers')
    .where('accountId', '=', account.id)
    .where('form', '=', 'accountDetails')
    .executeTakeFirst();
  const answers = (details?.answers ?? {}) as Record<string, unknown>;
  return {
    id: account.id,
    name: account.name,
    state: account.state ?? null,
    naicsCode: (answers.naicsCode as number | string | undefined) ?? null,
    revenue: typeof answers.revenue === 'number' ? answers.revenue : null,
    status: account.status ?? null,
    profileScore: account.profileScore ?? null,
    agencyId: account.agencyId ?? null,
  };
}

/** The spec's reasons an account may not be quoted, in the spec's order; none when it may. */
export function verifyReasons(account: VerifiedAccount): string[] {
  const reasons: string[] = [];
  if ((account.profileScore ?? 0) < MIN_PROFILE_SCORE) reasons.push(NEEDS_MORE_INFORMATION);
  if (!QUOTABLE_STATUSES.includes(account.status as (typeof QUOTABLE_STATUSES)[number])) reasons.push(NOT_ELIGIBLE);
  if (!account.agencyId) reasons.push(NO_AGENT);
  return reasons;
}

export const verification = (account: VerifiedAccount): Verification => {
  const reasons = verifyReasons(account);
  return { eligible: reasons.length === 0, reasons, account };
};

/** Refuses (400, the first reason, naming accountId) an account that may not be quoted. */
export function assertVerified(account: VerifiedAccount): void {
  const [reason] = verifyReasons(account);
  if (reason) throw new CartRefusal(400, reason, [{ field: 'accountId', detail: reason }]);
}

export type LicenceHolder = 'agent' | 'agency';

export interface LicenceCheck {
  licensed: boolean;
  state: string | null;
  holder: LicenceHolder;
  message?: string;
  addPath?: string;
}

/** Whose licence a quote by `principal` needs: the agency for staff and Agency Admins, the agent otherwise. */
export const licenceHolder = (principal: Principal): LicenceHolder =>
  principal.accountType !== 'AGENCY' || principal.subscriberType !== 'AGENCY' || principal.roleName === 'Agency Admin'
    ? 'agency'
    : 'agent';

export const missingLicenceMessage = (holder: LicenceHolder, state: string | null): string =>
  state
    ? `No unexpired ${holder} licence for ${state}: add one to request quotes for accounts in ${state}.`
    : `The account has no state: add its state to check the ${holder} licence.`;

/** Whether the producer holds an unexpired licence for the account's state. */
export async function checkLicence(
  db: Kysely<Database>,
  principal: Principal,
  account: VerifiedAccount,
): Promise<LicenceCheck> {
  const holder = licenceHolder(principal);
  const { state } = account;
  const today = todayIso();
  let found: unknown;
  if (state && holder === 'agent') {
    found = await db
      .selectFrom('agentLicenses')
      .select('id')
      .where('agentId', '=', principal.userId)
      .where('agencyId', '=', account.agencyId)
      .where('state', '=', state)
      .where('expirationDate', '>=', today)
      .executeTakeFirst();
  } else if (state && account.agencyId) {
    found = await db
      .selectFrom('agencyLicenses')
      .select('id')
      .where('agencyId', '=', account.agencyId)
      .where('state', '=', state)
      .where('expirationDate', '>=', today)
      .executeTakeFirst();
  }
  if (found) return { licensed: true, state, holder };
  return {
    licensed: false,
    state,
    holder,
    message: missingLicenceMessage(holder, state),
    addPath: ADD_LICENCE_PATH[holder],
  };
}

/** Refuses (403, the message naming the state and the page to add the licence) an unlicensed producer. */
export async function assertLicensed(
  db: Kysely<Database>,
  principal: Principal,
  account: VerifiedAccount,
): Promise<void> {
  const check = await checkLicence(db, principal, account);
  if (check.licensed) return;
  throw new CartRefusal(403, check.message!, [{ field: 'accountId', detail: check.message! }], {
    addPath: check.addPath,
    state: check.state,
    holder: check.holder,
  });
}
