import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';

/**
 * Bodies of the administration that the API still checks by hand: these schemas state the same
 * rules so the API document describes them (ADR 0006); the API will validate with them next.
 */

const required = () => z.string({ error: GENERIC.required }).refine((value) => value.trim() !== '', { error: GENERIC.required });

/** POST /users/import and /users/import/preview: the CSV text, and the organization it goes to (default: the caller's). */
export const userImportRequestSchema = z.object({ csv: required(), orgId: z.string({ error: NOT_VALID }).optional() });

/** POST /user/rawImport: JSON text of one user record or an array of them ('Add from JSON'). */
export const rawImportRequestSchema = z.object({ userJson: z.string({ error: GENERIC.required }) });

/** POST /organizations/{id}/members: the user moved into the organization. */
export const organizationMemberRequestSchema = z.object({ userId: required() });
