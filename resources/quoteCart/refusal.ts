import type { ApiErrorBody, FieldError } from '../../src/shared/api/types';
import { ApiError } from '../../src/server/http/apiError';

/**
 * A cart refusal the console shows as it is: the API's error body (`status`, `detail`, `errors` naming the field)
 * plus `message` (the same text, the spec's wording) and, for a missing licence, `addPath` (where to add one),
 * `state` and `holder`.
 */
export class CartRefusal extends ApiError {
  constructor(
    status: number,
    message: string,
    errors: FieldError[],
    private readonly extra: Record<string, unknown> = {},
  ) {
    super(status, message, errors);
  }

  override toBody(): ApiErrorBody & Record<string, unknown> {
    return { ...super.toBody(), message: this.detail, ...this.extra };
  }
}
