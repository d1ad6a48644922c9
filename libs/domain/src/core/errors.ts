import type { FieldError } from '@cytocampus/contracts';

/** Why a command or query was refused; the API's one exception filter maps the kind to an HTTP status. */
export type DomainErrorKind = 'invalid' | 'conflict' | 'forbidden' | 'not_found' | 'unauthorized' | 'rate_limited';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field: string | null = null,
    /** Every field's problem, when the values were invalid (the first one is `message` and `field`). */
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** Invalid values: the first problem is the message, all of them are listed. */
  static invalid(errors: FieldError[]): DomainError {
    const first = errors[0] ?? { field: null, message: 'Value is not valid', code: 2 };
    return new DomainError('invalid', first.message, first.field, errors);
  }
}

export const refuse = (kind: DomainErrorKind, message: string, field: string | null = null): never => {
  throw new DomainError(kind, message, field);
};

/** Result shape of the @cytocampus/schema parsers. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** The parsed value, or a refusal with the schema's messages (a 400 at the edge). */
export function valid<T>(result: Parsed<T>): T {
  if (!result.ok) throw DomainError.invalid(result.errors);
  return result.value;
}

/** Validation of one value of a body, its problems reported on `field`. */
export function validField<T>(result: Parsed<T>, field: string): T {
  if (!result.ok) throw DomainError.invalid(result.errors.map((e) => ({ ...e, field: e.field === null ? field : `${field}.${e.field}` })));
  return result.value;
}
