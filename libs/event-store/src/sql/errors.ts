/** The fields both drivers put on a server error (node-postgres and PGlite use the same names). */
export interface SqlErrorFields {
  code?: string;
  constraint?: string;
  detail?: string;
}

export function sqlErrorFields(error: unknown): SqlErrorFields {
  if (typeof error !== 'object' || error === null) return {};
  const { code, constraint, detail } = error as Record<string, unknown>;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(typeof detail === 'string' ? { detail } : {}),
  };
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = sqlErrorFields(error);
  return fields.code === '23505' && (constraint === undefined || fields.constraint === constraint);
}

/** LISTEN/NOTIFY channel names are plain lowercase identifiers so both drivers treat them alike. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}

/** Node's codes for a connection refused, reset, timed out or cut. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Whether the database could not be reached or was going away (a restart, a fail-over): SQLSTATE
 * class 08 (connection exception) and 57P (the server shutting down or starting), a socket error,
 * or node-postgres's own words for a connection that ended. Not the request's fault: worth a retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code } = sqlErrorFields(error);
  if (code !== undefined && (code.startsWith('08') || code.startsWith('57P') || CONNECTION_CODES.has(code))) return true;
  const message = error instanceof Error ? error.message : '';
  return /^Connection terminated|^Client has encountered a connection error|timeout exceeded when trying to connect/.test(message);
}
