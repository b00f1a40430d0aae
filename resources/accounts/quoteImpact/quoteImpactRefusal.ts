import { ApiError } from '../../../src/server/http/apiError';
import type { QuoteImpact } from './impact';

export const CONFIRM_FIELD = 'confirmQuoteChanges';
export const UNCONFIRMED =
  "These changes invalidate or refer this account's quotes. Confirm the changes (confirmQuoteChanges: true) to save them.";

/**
 * 409 for an account-details save that would change quotes without the caller having confirmed it: nothing is
 * saved, and the answer carries what the save would do (the same fields as the check), so a client can confirm.
 */
export class QuoteImpactRefusal extends ApiError {
  constructor(readonly impact: QuoteImpact) {
    super(409, UNCONFIRMED, [{ field: CONFIRM_FIELD, detail: UNCONFIRMED }]);
  }

  override toBody() {
    return { ...super.toBody(), ...this.impact };
  }
}
