import type { Kysely } from 'kysely';
import type { Principal } from '../auth/principal';
import type { StoreOf } from '../resources/storeOf';
import type { ApiRecord } from '../../shared/api/types';
import type { Database } from '../db/tables';

/** What a form's answer rule is given (see `ServerResource.answerRules`). */
export interface AnswerRuleInput {
  /** The write's transaction: the rule's own changes are kept or lost with the answers. */
  trx: Kysely<Database>;
  principal: Principal;
  accountId: string;
  /** The answers as the form showed them before this write (the account's seed while never saved). */
  before: ApiRecord;
  /** The answers about to be stored, validated. */
  after: ApiRecord;
  /** The rest of the request body (beside `answers` and `version`), e.g. a confirmation flag. */
  body: ApiRecord;
  storeOf: StoreOf;
}

/** A rule of one form: refuses the write (throws an ApiError) or answers fields to add to the write's answer. */
export type AnswerRule = (input: AnswerRuleInput) => Promise<ApiRecord | void>;
