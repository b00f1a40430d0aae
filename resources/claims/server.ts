import { validateForm } from '../../src/shared/forms/validateForm';
import { countFigure } from '../../src/server/dashboard/dashboardFigure';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { visibleClientAccount } from '../../src/server/tenancy/clientRecord';
import { CLAIM_FORM, claimsResource } from './declaration';
import { grants } from './grants';
import { registerClaimRoutes } from './routes';
import { claimActions, nextClaimNumber } from './actions';
import type { ApiRecord } from '../../src/shared/api/types';

/** Fields of the record kept in columns; every other answer lives in the `answers` document. */
const RECORD_FIELDS = ['accountId', 'isFiled'] as const;
const COLUMN_OF: Record<string, string> = { name: 'claims.reporterName' };

/** Claims belong to a client account: a caller sees the claims of the accounts it may see. */
export const claimsServer: ServerResource = {
  dashboardFigure: countFigure('claims'),
  grants,
  routes: registerClaimRoutes,
  actions: claimActions,
  declaration: claimsResource,
  table: 'claims',
  label: 'Claim',
  // Webhooks (resources/webhooks): a claim filed by its form's save, at creation or by the file action.
  emits: { status: { FILED: 'claim.filed' } },
  selectRows: (db) =>
    db
      .selectFrom('claims')
      .innerJoin('accounts', 'accounts.id', 'claims.accountId')
      .select([
        'claims.id',
        'claims.accountId',
        'claims.claimNumber',
        'claims.status',
        'claims.isFiled',
        'claims.schemaId',
        'claims.schemaVersion',
        'claims.answers',
        'claims.created',
        'claims.modified',
        'claims.version',
      ])
      .select('accounts.name as accountName'),
  column: (field) => COLUMN_OF[field] ?? `claims.${field}`,
  searchColumn: 'claims.searchText',
  // A vendor sees the claims assigned to it (docs/features/organisations.md "What each persona sees").
  clientRecord: { accountColumn: 'claims.accountId', assignedTo: 'claims.vendorId' },
  readOnlyFields: [
    'id',
    'claimNumber',
    'status',
    'schemaId',
    'schemaVersion',
    'accountName',
    'created',
    'modified',
    'version',
    'answers',
  ],
  present: ({ answers, ...row }) => ({ ...(answers as ApiRecord), ...row }),
  validate(value, existing, { forms: catalogue, region }) {
    // A claim answered under an older version of the form is checked against that version until re-filed.
    const version = typeof existing?.schemaVersion === 'number' ? existing.schemaVersion : undefined;
    return validateForm(catalogue.compose(CLAIM_FORM, region, version).schema, value);
  },
  async prepareWrite(db, principal, value, existing, environment) {
    const catalogue = environment.forms;
    const accountId = existing ? existing.accountId : value.accountId;
    if (!existing) await visibleClientAccount(db, principal, accountId, { message: 'Account is required' });
    // Filing is one way: a filed claim stays filed.
    const isFiled = existing?.isFiled === true || value.isFiled === true;
    const answers: ApiRecord = { ...value };
    for (const field of RECORD_FIELDS) delete answers[field];
    const columns: ApiRecord = {
      accountId,
      isFiled,
      status: isFiled ? 'FILED' : 'UN_FILED',
      reporterName: typeof answers.name === 'string' ? answers.name : null,
      lossDate: typeof answers.lossDate === 'string' ? answers.lossDate : null,
      schemaId: CLAIM_FORM,
      schemaVersion:
        typeof existing?.schemaVersion === 'number' ? existing.schemaVersion : catalogue.latestVersion(CLAIM_FORM),
      answers: JSON.stringify(answers),
    };
    if (isFiled && !existing?.claimNumber) columns.claimNumber = await nextClaimNumber(db);
    return columns;
  },
};
