import type { Kysely } from 'kysely';
import type { JsonSchemaNode } from '../../shared/validation/schemaRegistry';
import type { Principal } from '../auth/principal';
import type { StoreOf } from '../resources/storeOf';
import type { FieldChange } from '../../shared/api/history';
import type { ApiRecord } from '../../shared/api/types';
import type { Database } from '../db/tables';

/** What an action's effect is given: the record as the caller sees it, the validated body, the transaction. */
export interface ActionInput {
  trx: Kysely<Database>;
  principal: Principal;
  /** The record before the action, as the API shows it. */
  record: ApiRecord;
  /** The body, validated against the action's `body` schema (blank strings removed, defaults applied). */
  body: ApiRecord;
  /** Another resource's store, for an effect that writes it in the same transaction (`create(principal, body, trx)`). */
  storeOf: StoreOf;
  /** Adds fields to the action's answer that are never stored (a regenerated secret, shown once). */
  reveal(fields: ApiRecord): void;
  /**
   * Says what the history entry records, in the reader's words, instead of the record's fields that changed:
   * a member added by name, an organisation assigned by name rather than by id.
   */
  describe(changes: FieldChange[]): void;
}

/**
 * A lifecycle action of a resource (bind, issue, cancel, pay, file…), declared in `resources/<name>/actions.ts`
 * and served by one generic route (`src/server/actions/actionRoutes.ts`) that checks, in this order: the
 * permission, the tenancy (a record the caller cannot see is 404), the body, the version the caller saw (409),
 * and the from-state (409 naming the current status and the actions allowed from it); then it applies the
 * effect, moves the status and records the action in the record's history, all in one transaction.
 */
export interface ResourceAction {
  /** The action's name: its history entry's action and, by default, its path (`POST {apiBase}/{id}/{name}`). */
  name: string;
  method?: 'POST' | 'PUT';
  /** Path under the resource's `apiBase`, with `:id` for the record (default `/:id/{name}`), e.g. the spec's. */
  path?: string;
  permission: string;
  /** Statuses the action may start from; absent: any. */
  from?: readonly string[];
  /** The status the record moves to. */
  to?: string;
  /** JSON Schema of the body (draft-07, `errorMessage` for the spec's texts); absent: an empty object. */
  body?: JsonSchemaNode;
  /** Further column changes (and checks: throw an ApiError to refuse), run inside the transaction. */
  effect?(input: ActionInput): Promise<ApiRecord> | ApiRecord;
  /** The platform event the action raises in its transaction (`quote.bound`), with the record after it. */
  emits?: string;
  /**
   * The action writes only rows the record owns (an upload beside it), never the record's own columns: its history
   * entry is recorded and its event raised, but the record's version stays, so a form open on the record still
   * saves. Such an action moves no status and its effect answers no column changes.
   */
  keepsVersion?: boolean;
}

/** The field of a resource's record that its actions move. */
export const STATUS_FIELD = 'status';

/** The statuses every action of a resource starts from and leads to: the machine, as published. */
export function describeMachine(actions: readonly ResourceAction[]) {
  return actions.map(({ name, method = 'POST', from, to, permission }) => ({
    action: name,
    method,
    from: from ?? null,
    to: to ?? null,
    permission,
  }));
}
