/** Why a command was refused; the API maps the kind to an HTTP status. */
export type DomainErrorKind = 'invalid' | 'conflict' | 'forbidden' | 'not_found' | 'unauthorized';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export const refuse = (kind: DomainErrorKind, message: string, field: string | null = null): never => {
  throw new DomainError(kind, message, field);
};
