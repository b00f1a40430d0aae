import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { AccountType } from '../../shared/accountTypes';
import type { Principal } from '../auth/principal';
import { invalid } from '../http/apiError';
import { isStaff } from './tenantRules';
import type { Database } from '../db/tables';

/**
 * The one client-record rule (spec 000 §4, spec 002 §2). Every record that belongs to a client account —
 * the account itself, its claims, quotes, policies, tags, form answers and every client record to come —
 * reaches its tenant through that account:
 *
 *   provider staff        every client account
 *   agency, account realm the clients of its agency
 *   agency, team realm    the clients of its own teams
 *   policyholder          its own account
 *   cluster, aggregator,  the clients of its member agencies (organisation_members)
 *   premium processor
 *   MSSP                  the client accounts it serves (organisation_members)
 *   vendor, carrier       the records assigned to it (a claim's vendor, a policy's carrier: `assignedTo`)
 *   reinsurer, pool       the records assigned to its member carriers
 *   other organisations   none
 *
 * A list may be narrowed further by the header's team (`teamId`) or a team scope of spec 002 §2.
 */

/** Where a resource's rows find their client account. */
export interface ClientRecordLink {
  /** Column holding the client account's id, qualified with the table (e.g. `claims.accountId`). */
  accountColumn: string;
  /** For the client accounts themselves: the row's own agency and team columns (no lookup through accounts). */
  self?: { agencyColumn: string; teamColumn: string };
  /**
   * Column naming the organisation a record is assigned to (a claim's vendor, a policy's carrier). Vendors,
   * carriers, reinsurers and pools see records through it alone; a resource without one shows them nothing.
   */
  assignedTo?: string;
}

/** Team scopes of the dashboards (spec 002 §2). */
export const TEAM_SCOPES = ['CURRENT_TEAM', 'ALL_MY_TEAMS', 'MY_AGENCY'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

/** How a list narrows the caller's clients to teams. */
export interface TeamNarrowing {
  /** The team selected in the header; absent or `all` for every team the caller may see. */
  teamId?: string;
  teamScope?: TeamScope;
}

/** The synthetic team that stands for every team the caller may see (spec 000 §4). */
export const ALL_TEAMS = 'all';

/** Columns of a client account row, wherever it sits in a query. */
interface ClientColumns {
  id: string;
  agencyId: string;
  teamId: string;
}

type Predicate = Expression<SqlBool>;
type Rule = (principal: Principal, eb: ExpressionBuilder<any, any>, client: ClientColumns) => Predicate;

const NOTHING = sql<SqlBool>`false`;
const EVERYTHING = sql<SqlBool>`true`;

const inTeams = (eb: ExpressionBuilder<any, any>, column: string, teamIds: readonly string[]): Predicate =>
  teamIds.length ? eb(eb.ref(column), 'in', teamIds) : NOTHING;

/**
 * The rule per organisation type. A type without an entry sees no client records; the organisation types of
 * spec 001 §3 that serve clients (clusters, aggregators, MSSPs…) get theirs here when their tenancy is declared.
 */
const RULES: Partial<Record<AccountType, Rule>> = {
  AGENCY: (principal, eb, client) =>
    principal.realm === 'TEAM'
      ? eb.and([eb(eb.ref(client.agencyId), '=', principal.accountId), inTeams(eb, client.teamId, principal.teamIds)])
      : eb(eb.ref(client.agencyId), '=', principal.accountId),
  CUSTOMER: (principal, eb, client) => eb(eb.ref(client.id), '=', principal.accountId),
  CLUSTER: (principal, eb, client) => eb(eb.ref(client.agencyId), 'in', membersOf(eb, principal)),
  DIGITAL: (principal, eb, client) => eb(eb.ref(client.agencyId), 'in', membersOf(eb, principal)),
  PREMIUM_PROCESSOR: (principal, eb, client) => eb(eb.ref(client.agencyId), 'in', membersOf(eb, principal)),
  MSSP: (principal, eb, client) => eb(eb.ref(client.id), 'in', membersOf(eb, principal)),
};

/** The organisation's members (agencies, client accounts or carriers, by its type): one indexed range. */
function membersOf(eb: ExpressionBuilder<any, any>, principal: Principal) {
  return eb
    .selectFrom('organisationMembers as membership')
    .select('membership.memberId')
    .where('membership.organisationId', '=', principal.accountId);
}

/** Organisations that see single records assigned to them (or to their member carriers), not whole clients. */
const ASSIGNED_RULES: Partial<
  Record<AccountType, (principal: Principal, eb: ExpressionBuilder<any, any>, assignedColumn: string) => Predicate>
> = {
  VENDOR: (principal, eb, column) => eb(eb.ref(column), '=', principal.accountId),
  CARRIER: (principal, eb, column) => eb(eb.ref(column), '=', principal.accountId),
  RE_INSURER: (principal, eb, column) => eb(eb.ref(column), 'in', membersOf(eb, principal)),
  POOL: (principal, eb, column) => eb(eb.ref(column), 'in', membersOf(eb, principal)),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The team condition a list adds; undefined when it adds none. Refuses a team id that is not one. */
function narrowingPredicate(
  principal: Principal,
  eb: ExpressionBuilder<any, any>,
  client: ClientColumns,
  narrowing: TeamNarrowing,
): Predicate | undefined {
  const { teamId, teamScope } = narrowing;
  if (teamScope !== undefined && !TEAM_SCOPES.includes(teamScope)) {
    throw invalid([{ field: 'teamScope', detail: `Team scope must be one of ${TEAM_SCOPES.join(', ')}` }]);
  }
  if (teamScope === 'MY_AGENCY') return undefined;
  if (teamScope === 'ALL_MY_TEAMS') return inTeams(eb, client.teamId, principal.teamIds);
  if (!teamId || teamId === ALL_TEAMS) return undefined;
  if (!UUID.test(teamId)) throw invalid([{ field: 'teamId', detail: 'Please select a Team' }]);
  return eb(eb.ref(client.teamId), '=', teamId);
}

/** The caller's client accounts (and, with a narrowing, only those of the chosen teams), over given columns. */
function clientPredicate(
  principal: Principal,
  eb: ExpressionBuilder<any, any>,
  client: ClientColumns,
  narrowing: TeamNarrowing = {},
): Predicate {
  const narrowed = narrowingPredicate(principal, eb, client, narrowing);
  if (isStaff(principal)) return narrowed ?? EVERYTHING;
  const rule = RULES[principal.accountType];
  if (!rule) return NOTHING;
  return narrowed ? eb.and([rule(principal, eb, client), narrowed]) : rule(principal, eb, client);
}

/**
 * The rows of a client-record resource that the caller may see: the account's own columns for the accounts
 * resource, a semi-join through the accounts table (indexed on agency and team) for everything else.
 */
export function clientRecordScope(principal: Principal, link: ClientRecordLink, narrowing: TeamNarrowing = {}) {
  return (eb: ExpressionBuilder<any, any>): Predicate => {
    const assigned = ASSIGNED_RULES[principal.accountType];
    if (assigned) return link.assignedTo ? assigned(principal, eb, link.assignedTo) : NOTHING;
    if (link.self)
      return clientPredicate(
        principal,
        eb,
        { id: link.accountColumn, agencyId: link.self.agencyColumn, teamId: link.self.teamColumn },
        narrowing,
      );
    const unrestricted = isStaff(principal) && narrowingPredicate(principal, eb, CLIENT_ROW, narrowing) === undefined;
    if (unrestricted) return EVERYTHING;
    const visibleClients = eb
      .selectFrom('accounts as clientAccount')
      .select('clientAccount.id')
      .where('clientAccount.accountType', '=', 'CUSTOMER')
      .where((inner) => clientPredicate(principal, inner, CLIENT_ROW, narrowing));
    return eb(eb.ref(link.accountColumn), 'in', visibleClients);
  };
}

const CLIENT_ROW: ClientColumns = {
  id: 'clientAccount.id',
  agencyId: 'clientAccount.agencyId',
  teamId: 'clientAccount.teamId',
};

/** A client account as a write sees it. */
export interface ClientAccount {
  id: string;
  name: string;
  agencyId: string | null;
  teamId: string | null;
}

/**
 * The client account a write names, if the caller may see it; otherwise the write is refused with a 400 on
 * `field` carrying the resource's own wording. A record is only ever created for a client the caller sees.
 */
export async function visibleClientAccount(
  db: Kysely<Database>,
  principal: Principal,
  accountId: unknown,
  refusal: { field?: string; message: string },
): Promise<ClientAccount> {
  const field = refusal.field ?? 'accountId';
  if (typeof accountId !== 'string' || !UUID.test(accountId)) throw invalid([{ field, detail: refusal.message }]);
  const account = (await db
    .selectFrom('accounts as clientAccount')
    .select(['clientAccount.id', 'clientAccount.name', 'clientAccount.agencyId', 'clientAccount.teamId'])
    .where('clientAccount.id', '=', accountId)
    .where('clientAccount.accountType', '=', 'CUSTOMER')
    .where((eb) => clientPredicate(principal, eb, CLIENT_ROW))
    .executeTakeFirst()) as ClientAccount | undefined;
  if (!account) throw invalid([{ field, detail: refusal.message }]);
  return account;
}
