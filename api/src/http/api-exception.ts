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
