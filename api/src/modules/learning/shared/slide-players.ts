import { Inject, Injectable } from '@nestjs/common';
import {
  GYN_COMPONENTS,
  OOI_CATEGORIES,
  SOLUTION_TYPES,
  type ObjectOfInterest,
  type PlayerSlide,
  type SlideImage,
  type SlideSolution,
  type SlideStatus,
  type SolutionType,
} from '@cytocampus/contracts';
import { referenceObjectsOf, type GradedSlideFacts } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';
import { objectsOf, type ObjectRow } from '../../content/index.js';
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
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

const solutionFields = (slide: Pick<ReviewSlide, 'fields'>): Fields => obj(slide.fields.solution);

/** The specimen category, which decides the diagnosis form and how a result is scored. */
export function categoryOf(slide: Pick<ReviewSlide, 'fields'>): SolutionType {
  const type = solutionFields(slide).type;
  return (SOLUTION_TYPES as readonly unknown[]).includes(type) ? (type as SolutionType) : 'none';
}

/** The slide's stored answer (spec part 3 "Slide": solution), with the objects' cell types. */
export function slideSolutionOf(slide: Pick<ReviewSlide, 'fields' | 'objects'>): SlideSolution {
  const s = solutionFields(slide);
  const endoCells = (GYN_COMPONENTS as readonly unknown[]).includes(s.endoCells) ? (s.endoCells as SlideSolution['endoCells']) : null;
  const objectText = Object.fromEntries(Object.entries(obj(s.objectText)).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const cellTypes = Object.fromEntries(slide.objects.flat().flatMap((o) => (o.cellType ? [[o.id, o.cellType]] : [])));
  return {
    type: categoryOf(slide),
    result: typeof s.result === 'string' && s.result !== '' ? s.result : null,
    objects: strings(s.objects),
    objectText,
    organisms: strings(s.organisms),
    endoCells,
    reason: str(s.reason),
    cellTypes,
  };
}

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

interface SlideRow extends RevisionRow {
  status: SlideStatus;
  image: SlideImage | null;
}

/** Reads slides for reviews from the content and slides read models. */
@Injectable()
export class SlidePlayers {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** The current revisions (the active one, else the newest) of these slide items, by item id. */
  async load(itemIds: readonly string[]): Promise<Map<string, ReviewSlide>> {
    if (itemIds.length === 0) return new Map();
    const { rows } = await this.sql.query<SlideRow>(
      `select distinct on (c.item_id) c.id, c.item_id, c.type, c.name, c.description, c.active, c.fields, s.status, s.image
         from content_items c join slides s on s.id = c.id
        where c.type = 'slide' and c.item_id = any($1) order by c.item_id, c.active desc, c.created desc`,
      [[...new Set(itemIds)]],
    );
    const { rows: objects } = await this.sql.query<ObjectRow>('select * from slide_objects where slide_id = any($1) order by cat_idx, rank, id', [
      rows.map((r) => r.id),
    ]);
    return new Map(rows.map((row) => [row.item_id, { ...row, objects: objectsOf(objects.filter((o) => o.slide_id === row.id)) }]));
  }
}

/** What a graded page records of its slide for the screening-skill analytics (docs/adr/0036): the solution, the reference objects, the image's size. */
export function slideFactsOf(slide: ReviewSlide): GradedSlideFacts {
  const solution = slideSolutionOf(slide);
  const { image } = slide;
  return {
    slideId: slide.item_id,
    revisionId: slide.id,
    solution: { type: solution.type, result: solution.result },
    objects: referenceObjectsOf(slide.objects, solution.objects),
    size: image ? { width: image.width, height: image.height } : null,
    micronsPerPixel: image?.micronsPerPixel ?? null,
  };
}
