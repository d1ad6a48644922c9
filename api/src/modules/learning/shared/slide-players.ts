import { Inject, Injectable } from '@nestjs/common';
import { OOI_CATEGORIES, type ObjectOfInterest, type PlayerSlide, type SlideImage, type SlideStatus } from '@cytocampus/contracts';
import { categoryOf } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { objectsOfSlides, reviewSlides } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { objectsOf } from '../../content/index.js';
import type { RevisionRow } from './course-rows.js';

/** A slide's current revision with its image and objects, as a review needs it. */
export interface ReviewSlide extends RevisionRow {
  status: SlideStatus;
  image: SlideImage | null;
  objects: ObjectOfInterest[][];
}

type Fields = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const obj = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});

// What the review rules read of a slide (its category, solution and graded facts) is the domain's (libs/domain/src/reviews/stored-items.ts).

/**
 * A slide as its reviewer sees it before submitting: no solution, no cell types (a known sends them
 * in its solution), the accession and cell count unless the slide hides them, no objects when it
 * restricts them (spec part 3 "Slide", options).
 */
export function playerSlideOf(slide: ReviewSlide): PlayerSlide {
  const options = obj(slide.fields.options);
  const patient = obj(slide.fields.patient);
  const restricted = options.restrictObjects === true;
  const cellCount = typeof slide.fields.cellCount === 'number' ? Math.round(slide.fields.cellCount / 100) * 100 : null;
  return {
    itemId: slide.item_id,
    revisionId: slide.id,
    name: slide.name,
    description: slide.description,
    accession: options.hideAccession === true ? null : str(slide.fields.accession) || null,
    cellCount: options.hideCellCount === true ? null : cellCount,
    patient: { name: str(patient.name), dob: str(patient.dob), lmp: str(patient.lmp) },
    category: categoryOf(slide),
    image: slide.status === 'COMPLETE' ? slide.image : null,
    objects: restricted
      ? OOI_CATEGORIES.map(() => [])
      : slide.objects.map((list) => list.map(({ id, coords, cat, rank, custom }) => ({ id, coords, cat, rank, custom }))),
    objectsRestricted: restricted,
  };
}

/**
 * A slide of a proficiency test before it is submitted: as any, but named by its place only and
 * without the author's description or objects of interest (an 'Area (Diagnostic Cells)' mark, or
 * a name such as 'HSIL with koilocytes', would tell the answer). The case history stays.
 */
export function ptPlayerSlideOf(slide: ReviewSlide, index: number): PlayerSlide {
  return { ...playerSlideOf(slide), name: `Slide ${index + 1}`, description: '', objects: OOI_CATEGORIES.map(() => []), objectsRestricted: true };
}

/** Reads slides for reviews from the content and slides read models. */
@Injectable()
export class SlidePlayers {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** The current revisions (the active one, else the newest) of these slide items, by item id. */
  async load(itemIds: readonly string[]): Promise<Map<string, ReviewSlide>> {
    if (itemIds.length === 0) return new Map();
    const rows = await reviewSlides(this.sql, itemIds);
    const objects = await objectsOfSlides(
      this.sql,
      rows.map((r) => r.id),
    );
    return new Map(rows.map((row) => [row.item_id, { ...row, objects: objectsOf(objects.filter((o) => o.slide_id === row.id)) }]));
  }
}
