import type { ApiErrorBody, FieldError } from '../../shared/api/types';

/** An error the API answers as `{status, detail, errors}`; thrown anywhere, rendered by one handler. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
  }

  toBody(): ApiErrorBody {
    return this.errors
      ? { status: this.status, detail: this.detail, errors: this.errors }
      : { status: this.status, detail: this.detail };
  }
}

export const notFound = (what = 'Record') => new ApiError(404, `${what} not found`);
export const forbidden = () => new ApiError(403, 'You do not have permission to do this.');
export const unauthorized = (detail = 'Authentication required') => new ApiError(401, detail);
export const invalid = (errors: FieldError[]) =>
  new ApiError(400, errors.map((e) => e.detail).join(', ') || 'The request is invalid.', errors);
