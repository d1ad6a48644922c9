import {
  GYN_COMPONENTS,
  SOLUTION_TYPES,
  type ObjectOfInterest,
  type SlideImage,
  type SlideSolution,
  type SlideStatus,
  type SolutionType,
} from '@cytocampus/contracts';
import { referenceObjectsOf } from '../screening-skill/page.js';
import type { GradedSlideFacts } from './events.js';

/**
 * What the review rules read of an item's stored revision (its `fields` as the content read model
 * keeps them): a quiz page's question, how a presentation page's file is shown, a slide's category,
 * solution and graded facts. Pure; missing or odd fields read as nothing.
 */

type Fields = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const obj = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const int = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/** The objects in a stored list (`pages`, `choices`). */
const storedList = (value: unknown): Fields[] => (Array.isArray(value) ? (value as Fields[]).filter((v) => typeof v === 'object' && v !== null) : []);

/** A quiz page's question block as stored (null for pages without one). */
export interface StoredQuestion {
  choices: { isCorrect?: boolean }[];
  minChoices: number;
  maxChoices: number;
  solution: string;
}

/** The question of page `index` of a quiz revision, if it asks one (info and summary pages do not). */
export function questionOf(fields: Fields, index: number): StoredQuestion | null {
  const page = storedList(fields.pages)[index];
  if (!page || (page.type !== 'text-choice' && page.type !== 'image-choice')) return null;
  const quiz = (page.quiz ?? {}) as Fields;
  const choices = storedList(quiz.choices).map((c) => ({ isCorrect: c.isCorrect === true }));
  if (choices.length === 0) return null;
  return { choices, minChoices: int(quiz.minChoices, 1), maxChoices: int(quiz.maxChoices, 1), solution: str(quiz.solution) };
}

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;

/**
 * How a presentation page's stored file is shown: a video (an embedded video address, or an upload
 * among `videoUploads`, the uploaded files that are videos), a document (any other upload) or a link.
 */
export function pageFileKindOf(file: unknown, videoUploads: ReadonlySet<string>): 'video' | 'document' | 'link' {
  const f = (file ?? {}) as Fields;
  const type = str(f.type);
  const src = strOrNull(f.src);
  const url = strOrNull(f.url);
  if (type === 'Embedded Video' && url !== null && VIDEO_FILE.test(new URL(url, 'http://x').pathname)) return 'video';
  if (type === 'Uploaded File' && src !== null && videoUploads.has(src)) return 'video';
  return type === 'Uploaded File' ? 'document' : 'link';
}

/** How each page of a presentation revision shows its file (pageFileKindOf), in page order. */
export const presentationPageKindsOf = (fields: Fields, videoUploads: ReadonlySet<string>): ('video' | 'document' | 'link')[] =>
  storedList(fields.pages).map((page) => pageFileKindOf(page.file, videoUploads));

/** A slide's current revision as a review reads it: its stored fields, its image and its objects of interest. */
export interface StoredSlide {
  id: string;
  item_id: string;
  fields: Fields;
  status: SlideStatus;
  image: SlideImage | null;
  objects: ObjectOfInterest[][];
}

const solutionFields = (slide: Pick<StoredSlide, 'fields'>): Fields => obj(slide.fields.solution);

/** The specimen category, which decides the diagnosis form and how a result is scored. */
export function categoryOf(slide: Pick<StoredSlide, 'fields'>): SolutionType {
  const type = solutionFields(slide).type;
  return (SOLUTION_TYPES as readonly unknown[]).includes(type) ? (type as SolutionType) : 'none';
}

/** The slide's stored answer (spec part 3 "Slide": solution), with the objects' cell types. */
export function slideSolutionOf(slide: Pick<StoredSlide, 'fields' | 'objects'>): SlideSolution {
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

/** What a graded page records of its slide for the screening-skill analytics (docs/adr/0036): the solution, the reference objects, the image's size. */
export function slideFactsOf(slide: Omit<StoredSlide, 'status'>): GradedSlideFacts {
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
