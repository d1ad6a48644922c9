import {
  SLIDE_STATUSES,
  type ObjectOfInterest,
  type SlideImage,
  type SlideItem,
  type SlideLibraryProgress,
  type SlideMark,
  type TileAtPoint,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { contentItemSchema } from './content.js';
import type { Proof, SameType } from './proof.js';

/** Answers of the slide calls (spec part 3 section 7). */

const point = () => z.object({ x: z.number(), y: z.number() });

export const objectOfInterestSchema = z.object({
  id: z.string(),
  coords: point(),
  cat: z.object({ idx: z.number().int(), name: z.string() }),
  rank: z.number(),
  custom: z.boolean(),
  updated: z.number().optional(),
  dupes: z.array(z.string()).optional(),
  cellType: z.string().optional(),
  src: z.string().optional(),
});
export type _ObjectOfInterestProof = Proof<SameType<z.output<typeof objectOfInterestSchema>, ObjectOfInterest>>;

export const slideImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  levels: z.number().int(),
  tileSize: z.number().int(),
  micronsPerPixel: z.number().nullable(),
  objectivePower: z.number().nullable(),
  format: z.string(),
});
export type _SlideImageProof = Proof<SameType<z.output<typeof slideImageSchema>, SlideImage>>;

/** A slide revision: the content item, its image's status and its objects of interest (five lists, by category). */
export const slideItemSchema = contentItemSchema.extend({
  status: z.enum(SLIDE_STATUSES),
  error: z.string().nullable(),
  fileName: z.string().nullable(),
  bytes: z.number().nullable(),
  image: slideImageSchema.nullable(),
  objects: z.array(z.array(objectOfInterestSchema)),
});
export type _SlideItemProof = Proof<SameType<z.output<typeof slideItemSchema>, SlideItem>>;

/** GET /slides/{id}/slide/status. */
export const slideStatusSchema = slideItemSchema.pick({ id: true, status: true, error: true });
export type _SlideStatusProof = Proof<SameType<z.output<typeof slideStatusSchema>, Pick<SlideItem, 'id' | 'status' | 'error'>>>;

/** GET /slides/progress. */
const slideCount = () => z.number().int().min(0);
export const slideLibraryProgressSchema = z.object({
  total: slideCount(),
  ready: slideCount(),
  processing: slideCount(),
  waiting: slideCount(),
  failed: slideCount(),
});
export type _SlideLibraryProgressProof = Proof<SameType<z.output<typeof slideLibraryProgressSchema>, SlideLibraryProgress>>;

export const slideMarkSchema = z.object({ id: z.string(), coords: point(), crop: z.string() });
export type _SlideMarkProof = Proof<SameType<z.output<typeof slideMarkSchema>, SlideMark>>;

export const tileAtPointSchema = z.object({ level: z.number().int(), col: z.number().int(), row: z.number().int(), path: z.string() });
export type _TileAtPointProof = Proof<SameType<z.output<typeof tileAtPointSchema>, TileAtPoint>>;
