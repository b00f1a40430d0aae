import submissionSchema from '../../schemas/records/submission.schema.json';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { invalid } from '../../src/server/http/apiError';
import { dayColumn, moneyColumn } from '../../src/server/tenancy/agencyOwned';
import { clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
import { checkAssignee, submissionActions } from './actions';
import { submissionsResource } from './declaration';
import { grants } from './grants';
import * as migration from './migration';
import { registerSubmissionRoutes } from './routes';
import { seedDemoSubmissions } from './demo';
import type { SubmissionRecord } from '../../src/shared/generated/records';

/** This resource's records are `SubmissionRecord`s (what `storeOf('submissions')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    submissions: SubmissionRecord;
  }
}

const COLUMNS = [
  'id',
  'accountId',
  'agencyId',
  'submissionNumber',
  'msgId',
  'status',
  'operationalStatus',
  'assignee',
  'confidenceScores',
  'isRenewal',
  'declinationReason',
  'declinationReasonDescription',
  'fillInDeclinationReason',
  'lostReason',
  'lostReasonDescription',
  'fillInLostReason',
  'created',
  'modified',
  'version',
] as const;
/** Fields shown from the client account (its name and team: an account moved to another team takes its submissions). */
const COLUMN_OF: Record<string, string> = {
  accountName: 'client.name',
  teamId: 'client.teamId',
  agencyName: 'agency.name',
};

/** The reasons the decline and lost actions keep: shown, never written by a create or an edit (400 naming the field). */
const SET_BY_ACTION: Record<string, string> = {
  declinationReason: 'decline',
  declinationReasonDescription: 'decline',
  fillInDeclinationReason: 'decline',
  lostReason: 'lost',
  lostReasonDescription: 'lost',
  fillInLostReason: 'lost',
};

export const STATUS_BY_ACTION = 'The status of a submission changes through its actions (decline, lost, reopen).';

/**
 * Submissions belong to a client account: the one client-record rule scopes them (tenant, teams, create checks);
 * their agency is the client's. The status is set at create (an inbound submission may arrive in any status) and
 * then moves only through the actions.
 */
export const submissionsServer: ServerResource = {
  seedDemo: seedDemoSubmissions,
  // The record schema lives on the server half (the declaration stays light for the console).
  schema: submissionSchema,
  grants,
  actions: submissionActions,
  routes: registerSubmissionRoutes,
  migrations: { '20261123_submissions': migration },
  declaration: submissionsResource,
  table: 'submissions',
  label: 'Submission',
  selectRows: (db) =>
    db
      .selectFrom('submissions')
      .innerJoin('accounts as client', 'client.id', 'submissions.accountId')
      .innerJoin('accounts as agency', 'agency.id', 'submissions.agencyId')
      .select(COLUMNS.map((c) => `submissions.${c}` as const))
      .select([
        dayColumn('submissions.expiryDate', 'expiryDate'),
        moneyColumn('submissions.quotedPremium', 'quotedPremium'),
      ])
      .select(['client.name as accountName', 'client.teamId as teamId', 'agency.name as agencyName']),
  column: (field) => COLUMN_OF[field] ?? `submissions.${field}`,
  searchColumn: 'submissions.searchText',
  clientRecord: { accountColumn: 'submissions.accountId' },
  readOnlyFields: ['id', 'submissionNumber', 'accountName', 'teamId', 'agencyName', 'created', 'modified', 'version'],
  async prepareWrite(db, principal, value, existing) {
    if (existing && value.accountId !== existing.accountId)
      throw invalid([{ field: 'accountId', detail: 'A submission stays with its client account.' }]);
    if (existing && value.status !== existing.status) throw invalid([{ field: 'status', detail: STATUS_BY_ACTION }]);
    for (const [field, action] of Object.entries(SET_BY_ACTION)) {
      if ((value[field] ?? null) !== (existing?.[field] ?? null))
        throw invalid([{ field, detail: `Set by the ${action} action.` }]);
    }
    const client = await clientOfRecord(db, principal, value);
    await checkAssignee(db, client.agencyId, value.assignee);
    return {
      accountId: client.id,
      agencyId: client.agencyId,
      submissionNumber: existing?.submissionNumber ?? recordNumber('S'),
      msgId: value.msgId ?? null,
      status: value.status ?? 'readyToQuote',
      operationalStatus: value.operationalStatus ?? null,
      assignee: value.assignee ?? null,
      confidenceScores: value.confidenceScores === undefined ? null : JSON.stringify(value.confidenceScores),
      expiryDate: value.expiryDate ?? null,
      isRenewal: value.isRenewal ?? false,
      quotedPremium: value.quotedPremium ?? null,
    };
  },
};
