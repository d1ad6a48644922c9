import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';

/**
 * Bodies of the administration, for the API document (ADR 0006). The API validates the imports with
 * them; the member's `userId` it still checks by hand, as non-empty but untrimmed (a blank id is
 * looked up, and not found, rather than refused as 'Required').
 */

const required = () => z.string({ error: GENERIC.required }).refine((value) => value.trim() !== '', { error: GENERIC.required });

/** POST /users/import and /users/import/preview: the CSV text, and the organization it goes to (default: the caller's). */
export const userImportRequestSchema = z.object({ csv: required(), orgId: z.string({ error: NOT_VALID }).optional() });

/** POST /user/rawImport: JSON text of one user record or an array of them ('Add from JSON'). */
export const rawImportRequestSchema = z.object({ userJson: z.string({ error: GENERIC.required }) });

/** POST /organizations/{id}/members: the user moved into the organization. */
export const organizationMemberRequestSchema = z.object({ userId: required() });
