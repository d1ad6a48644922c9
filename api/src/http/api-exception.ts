import { DomainError, type DomainErrorKind } from '@cytocampus/domain';
import type { ApiError, FieldError } from '@cytocampus/contracts';

/** A refusal with the spec's error shape: HTTP status, first message and field, all field errors. */
export class ApiException extends Error {
  override readonly name = 'ApiException';
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null = null,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  static invalid(errors: FieldError[]): ApiException {
    const first = errors[0] ?? { field: null, message: 'Value is not valid', code: 2 };
    return new ApiException(400, first.message, first.field, errors);
  }

  body(): ApiError {
    return { code: this.status, message: this.message, field: this.field, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** The HTTP status of each kind of domain refusal (libs/domain `DomainError`): the edge's one mapping. */
export const REFUSAL_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** A domain refusal in the spec's error shape. */
export const refusalBody = (error: DomainError): ApiError => ({
  code: REFUSAL_STATUS[error.kind],
  message: error.message,
  field: error.field,
  ...(error.errors ? { errors: error.errors } : {}),
});

/** A refusal the product meant (the edge's or a handler's), as opposed to a failure. */
export const isRefusal = (error: unknown): error is ApiException | DomainError => error instanceof ApiException || error instanceof DomainError;

/** A refusal that answers 404. */
export const isNotFound = (error: unknown): boolean =>
  (error instanceof ApiException && error.status === 404) || (error instanceof DomainError && error.kind === 'not_found');
