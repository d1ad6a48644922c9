import type { FieldError } from '@cytocampus/contracts';

/** What every failed call turns into, whatever went wrong (HTTP, JSON envelope, network). */
export interface ApiFailure {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The envelope's code (the HTTP status for API errors). */
  code: number;
  message: string;
  field: string | null;
  errors: FieldError[];
}

// The error catalogue of spec part 1 section 8, spelled exactly as the contract has it.
export const nonOkStatusMessage = (status: number): string => `Receieved non-OK status: ${status}`;
export const INVALID_CONTENT_TYPE = 'Invalid content type from REST API.';

export function failure(status: number, message: string, extra: Partial<ApiFailure> = {}): ApiFailure {
  return { status, code: extra.code ?? status, message, field: extra.field ?? null, errors: extra.errors ?? [] };
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value && 'errors' in value;
}

/** The store-error text: '[code] message -- details' (details only when there are any). */
export function describeFailure(error: Pick<ApiFailure, 'code' | 'message'>, details?: string): string {
  return details ? `[${error.code}] ${error.message} -- ${details}` : `[${error.code}] ${error.message}`;
}
