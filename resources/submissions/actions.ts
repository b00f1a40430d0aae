import type { Kysely } from 'kysely';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { invalid } from '../../src/server/http/apiError';
import { DECLINE_REASONS } from './catalogue';
import { CLOSED_STATUSES, FILL_IN_OPTION, OPEN_STATUSES, submissionsResource } from './declaration';
import type { Database } from '../../src/server/db/tables';

/** The texts of spec 002's decline and lost dialogs (the submission's decline uses the quote dialog's labels). */
export const DECLINE_REASON_REQUIRED = 'Declination Reason is required';
export const REASON_DESCRIPTION_REQUIRED = 'Reason Description is required';
export const FILL_IN_REQUIRED = 'Fill-In text is required';
export const LOSS_REASON_REQUIRED = 'Loss Reason required';
export const ASSIGNEE_OF_AGENCY = "Please select a user of the submission's agency";

const version = { type: 'integer' } as const;

/** A reason, its description and, for the fill-in option, the fill-in text: the three fields of both dialogs. */
const reasonBody = (
  reason: string,
  description: string,
  fillIn: string,
  reasonMessage: string,
  reasonValues?: readonly string[],
) => ({
  type: 'object',
  properties: {
    version,
    [reason]: reasonValues
      ? { type: 'string', enum: [...reasonValues] }
      : { type: 'string', minLength: 1, maxLength: 200 },
    [description]: { type: 'string', minLength: 1, maxLength: 2000 },
    [fillIn]: { type: 'string', minLength: 1, maxLength: 500 },
  },
  required: [reason, description],
  if: { properties: { [reason]: { const: FILL_IN_OPTION } }, required: [reason] },
  then: { required: [fillIn], errorMessage: { required: { [fillIn]: FILL_IN_REQUIRED } } },
  additionalProperties: false,
  errorMessage: { required: { [reason]: reasonMessage, [description]: REASON_DESCRIPTION_REQUIRED } },
});

/** The assignee must be a user of the submission's own agency (400 on `assignee` otherwise). */
export async function checkAssignee(db: Kysely<Database>, agencyId: unknown, assignee: unknown): Promise<void> {
  if (assignee === undefined || assignee === null) return;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', String(assignee))
    .where('accountId', '=', String(agencyId))
    .executeTakeFirst();
  if (!user) throw invalid([{ field: 'assignee', detail: ASSIGNEE_OF_AGENCY }]);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A submission's lifecycle (spec 002 §5: "submissions can be declined, reopened, marked lost … or have status
 * changed"). Decline and lost close an open submission with the dialog's reason; reopen puts a closed one back to
 * readyToQuote and clears the reasons; assign hands an open one to a user of its agency.
 */
export const submissionActions: readonly ResourceAction[] = [
  {
    name: 'decline',
    permission: submissionsResource.permissions.update,
    from: OPEN_STATUSES,
    to: 'declined',
    body: reasonBody(
      'declinationReason',
      'declinationReasonDescription',
      'fillInDeclinationReason',
      DECLINE_REASON_REQUIRED,
      DECLINE_REASONS,
    ),
    effect: ({ body }) => ({
      declinationReason: body.declinationReason,
      declinationReasonDescription: body.declinationReasonDescription,
      fillInDeclinationReason: body.declinationReason === FILL_IN_OPTION ? text(body.fillInDeclinationReason) : null,
    }),
  },
  {
    name: 'lost',
    permission: submissionsResource.permissions.update,
    from: OPEN_STATUSES,
    to: 'lost',
    body: reasonBody('lostReason', 'lostReasonDescription', 'fillInLostReason', LOSS_REASON_REQUIRED),
    effect: ({ body }) => ({
      lostReason: body.lostReason,
      lostReasonDescription: body.lostReasonDescription,
      fillInLostReason: body.lostReason === FILL_IN_OPTION ? text(body.fillInLostReason) : null,
    }),
  },
  {
    name: 'reopen',
    permission: submissionsResource.permissions.update,
    from: CLOSED_STATUSES,
    to: 'readyToQuote',
    body: { type: 'object', properties: { version }, additionalProperties: false },
    effect: () => ({
      declinationReason: null,
      declinationReasonDescription: null,
      fillInDeclinationReason: null,
      lostReason: null,
      lostReasonDescription: null,
      fillInLostReason: null,
    }),
  },
  {
    name: 'assign',
    permission: submissionsResource.permissions.update,
    from: OPEN_STATUSES,
    body: {
      type: 'object',
      properties: { version, assignee: { type: 'string', format: 'uuid' } },
      required: ['assignee'],
      additionalProperties: false,
      errorMessage: { required: { assignee: ASSIGNEE_OF_AGENCY } },
    },
    effect: async ({ trx, record, body }) => {
      await checkAssignee(trx, record.agencyId, body.assignee);
      return { assignee: body.assignee };
    },
  },
];
