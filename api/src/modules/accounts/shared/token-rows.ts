import type { AccessTokenItem, AccessTokenList, AccessTokenStatus } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { userNames, userTokens, type TokenRow } from '@cytocampus/projections';

const ms = (date: Date | null): number | null => date?.getTime() ?? null;

function statusOf(row: TokenRow, now: Date): AccessTokenStatus {
  if (row.revoked_at) return 'revoked';
  return row.expires_at && row.expires_at <= now ? 'expired' : 'active';
}

/** A user's tokens from the tokens read model, newest first, as of `now` (expired or not); never the hash. */
export async function tokenList(sql: SqlClient, userId: string, now: Date): Promise<AccessTokenList> {
  const rows = await userTokens(sql, userId);
  return {
    userId,
    // Rows are never removed and each change bumps its row: the sum grows with every change (the notices carry it).
    version: rows.reduce((sum, row) => sum + row.version, 0),
    items: rows.map((row): AccessTokenItem => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      status: statusOf(row, now),
      created: row.created.getTime(),
      expires: ms(row.expires_at),
      lastUsed: ms(row.last_used),
      revoked: ms(row.revoked_at),
      createdByName: row.created_by_name,
    })),
  };
}

/** One token of the list (after a command), or a 500-worthy bug if the read model lacks what it was waited for. */
export async function tokenItem(sql: SqlClient, userId: string, tokenId: string, now: Date): Promise<AccessTokenItem> {
  const item = (await tokenList(sql, userId, now)).items.find((t) => t.id === tokenId);
  if (!item) throw new Error(`access token ${tokenId} missing from the read model after the wait`);
  return item;
}

/**
 * The item of a token just issued, from what was decided rather than from the read model: the
 * answer is the only place the token ever appears, so a late read model must not turn it into an error.
 */
export async function issuedTokenItem(
  sql: SqlClient,
  issued: { id: string; name: string; prefix: string; created: Date; expiresAt: string | null; createdBy: string },
): Promise<AccessTokenItem> {
  const [creator] = await userNames(sql, [issued.createdBy]);
  return {
    id: issued.id,
    name: issued.name,
    prefix: issued.prefix,
    status: 'active',
    created: issued.created.getTime(),
    expires: issued.expiresAt === null ? null : Date.parse(issued.expiresAt),
    lastUsed: null,
    revoked: null,
    createdByName: creator?.name ?? null,
  };
}
