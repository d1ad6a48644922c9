import { ACCESS_TOKEN_LIMITS } from '@cytocampus/contracts';
import { z } from 'zod';
import { number } from '../fields/bounds.js';
import { text } from '../fields/text.js';

/** POST /users/{id}/tokens (docs/adr/0034): what the token is for, and how many days it lives (absent or null: it never expires); nothing else (a script asking for scopes learns there are none). */
export const accessTokenRequestSchema = z.strictObject({
  name: text({ required: true, max: ACCESS_TOKEN_LIMITS.nameMax }),
  expiresInDays: number({ min: 1, max: ACCESS_TOKEN_LIMITS.expiresInDaysMax, integer: true }).nullable().optional(),
});
