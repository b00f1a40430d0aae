import { sql, type Kysely } from 'kysely';
import { validateForm } from '../../src/shared/forms/validateForm';
import { invalid } from '../../src/server/http/apiError';
import { formContext } from '../../src/server/forms/formContext';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { clientAccountScope } from '../../src/server/tenancy/tenantRules';
import type { Principal } from '../../src/server/auth/principal';
import { CLAIM_FORM, claimsResource } from './declaration';

type ApiRecord = Record<string, unknown>;

/** Fields of the record kept in columns; every other answer lives in the `answers` document. */
const RECORD_FIELDS = ['accountId', 'isFiled'] as const;
const COLUMN_OF: Record<string, string> = { name: 'claims.reporterName' };

const accountScope = (principal: Principal) => clientAccountScope(principal, { id: 'accounts.id', agencyId: 'accounts.agencyId' });

async function assertAccount(db: Kysely<any>, principal: Principal, accountId: unknown): Promise<void> {
  const account = await db
    .selectFrom('accounts')
    .select('accounts.id')
    .where('accounts.id', '=', accountId)
    .where('accounts.accountType', '=', 'CUSTOMER')
    .where(accountScope(principal))
    .executeTakeFirst();
  if (!account) throw invalid([{ field: 'accountId', detail: 'Account is required' }]);
}

/** Claims belong to a client account: a caller sees the claims of the accounts it may see. */
export const claimsServer: ServerResource = {
  declaration: claimsResource,
  table: 'claims',
  label: 'Claim',
  selectRows: (db) =>
    db
      .selectFrom('claims')
      .innerJoin('accounts', 'accounts.id', 'claims.accountId')
      .select([
        'claims.id', 'claims.accountId', 'claims.claimNumber', 'claims.status', 'claims.isFiled', 'claims.schemaId',
        'claims.schemaVersion', 'claims.answers', 'claims.created', 'claims.modified', 'claims.version',
      ])
      .select('accounts.name as accountName'),
  column: (field) => COLUMN_OF[field] ?? `claims.${field}`,
  searchColumn: 'claims.searchText',
  scope: accountScope,
  readOnlyFields: ['id', 'claimNumber', 'status', 'schemaId', 'schemaVersion', 'accountName', 'created', 'modified', 'version', 'answers'],
  present: ({ answers, ...row }) => ({ ...(answers as ApiRecord), ...row }),
  validate(value, existing) {
    const { catalogue, region } = formContext();
    // A claim answered under an older version of the form is checked against that version until re-filed.
    const version = typeof existing?.schemaVersion === 'number' ? existing.schemaVersion : undefined;
    return validateForm(catalogue.compose(CLAIM_FORM, region, version).schema, value);
  },
  async prepareWrite(db, principal, value, existing) {
    const { catalogue } = formContext();
    const accountId = existing ? existing.accountId : value.accountId;
    if (!existing) await assertAccount(db, principal, accountId);
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
      schemaVersion: typeof existing?.schemaVersion === 'number' ? existing.schemaVersion : catalogue.latestVersion(CLAIM_FORM),
      answers: JSON.stringify(answers),
    };
    if (isFiled && !existing?.claimNumber) {
      const { next } = await sql<{ next: string }>`select nextval('claim_numbers')::text as next`.execute(db).then((r) => r.rows[0]);
      columns.claimNumber = `CLM-${next}`;
    }
    return columns;
  },
};
