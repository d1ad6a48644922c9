import type { AccessTokenItem, AccessTokenList, IssuedAccessToken } from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from './proof.js';

/** Answers of the personal access token calls (docs/adr/0034). */

export const accessTokenItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
  created: z.number(),
  expires: z.number().nullable(),
  lastUsed: z.number().nullable(),
  revoked: z.number().nullable(),
  createdByName: z.string().nullable(),
});
export type _AccessTokenItemProof = Proof<SameType<z.output<typeof accessTokenItemSchema>, AccessTokenItem>>;

export const accessTokenListSchema = z.object({ userId: z.string(), version: z.number(), items: z.array(accessTokenItemSchema) });
export type _AccessTokenListProof = Proof<SameType<z.output<typeof accessTokenListSchema>, AccessTokenList>>;

export const issuedAccessTokenSchema = z.object({ token: z.string(), item: accessTokenItemSchema });
export type _IssuedAccessTokenProof = Proof<SameType<z.output<typeof issuedAccessTokenSchema>, IssuedAccessToken>>;
