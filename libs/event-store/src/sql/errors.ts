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
