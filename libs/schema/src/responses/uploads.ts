import { UPLOAD_PURPOSES, type UploadEntry } from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from './proof.js';

/** Answers of the upload calls (docs/adr/0012-uploads.md). */

export const uploadEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  progress: z.number().min(0).max(1),
  error: z.string().nullable(),
  active: z.boolean(),
  size: z.number().int(),
  purpose: z.enum(UPLOAD_PURPOSES),
  type: z.string(),
  created: z.number(),
});
export type _UploadEntryProof = Proof<SameType<z.output<typeof uploadEntrySchema>, UploadEntry>>;

/** DELETE /uploads: how many finished uploads were cleared. */
export const clearedUploadsSchema = z.object({ cleared: z.number().int() });
