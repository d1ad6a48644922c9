/** Slides (Lab Slides), their objects of interest and diagnoses (spec part 3 sections 3 to 5 and 9). */
import type { ContentItem } from './content.js';

/** Status of a slide's image (spec part 3 section 4): upper case here, whatever case a caller sends. */
export const SLIDE_STATUSES = ['NEW', 'UPLOADING', 'QUEUED', 'PROCESSING', 'MIGRATING', 'UPDATING', 'ERROR', 'COMPLETE'] as const;
export type SlideStatus = (typeof SLIDE_STATUSES)[number];

/** The five object-of-interest categories, in index order; `groupType` is how analysis files name them. */
export const OOI_CATEGORIES = [
  { idx: 0, key: 'area', name: 'Area (Diagnostic Cells)', groupType: 'Area' },
  { idx: 1, key: 'ciod', name: 'CIOD', groupType: 'CIOD' },
  { idx: 2, key: 'ncratio', name: 'NCRatio (Background)', groupType: 'NCRatio' },
  { idx: 3, key: 'clusters', name: 'Clusters (Endocervical Component / Clusters)', groupType: 'Clusters' },
  { idx: 4, key: 'infection', name: 'Infection (Infections)', groupType: 'Infection' },
] as const;
export type OoiCategory = (typeof OOI_CATEGORIES)[number];
export type OoiCategoryKey = OoiCategory['key'];

/** An object of interest at level-0 pixel coordinates; custom ones (added by an author) have ids starting 'custom-'. */
export interface ObjectOfInterest {
  id: string;
  coords: { x: number; y: number };
  cat: { idx: number; name: string };
  rank: number;
  custom: boolean;
  updated?: number;
  dupes?: string[];
  cellType?: string;
  src?: string;
}

export const CUSTOM_OBJECT_PREFIX = 'custom-';

/** The slide files processing reads (README, supported formats): the Add Slide form and the refusals say the same. */
export const SLIDE_FORMATS = 'Aperio SVS (JPEG or JPEG 2000), Hamamatsu NDPI, OME-TIFF, TIFF, BigTIFF, JPEG or PNG';

/** Diagnosis result sets by specimen category; GYN results fall in groups A to D (scoring matches by group). */
export const SOLUTION_TYPES = ['GYN', 'Other Non-GYN', 'none'] as const;
export type SolutionType = (typeof SOLUTION_TYPES)[number];
export const RESULT_SETS = {
  GYN: [
    { value: 'UNSATISFACTORY', group: 'A' },
    { value: 'NILM', group: 'B' },
    { value: 'ASCUS', group: 'C' },
    { value: 'LSIL', group: 'C' },
    { value: 'ASCH', group: 'D' },
    { value: 'HSIL', group: 'D' },
    { value: 'SQUAMOUS', group: 'D' },
    { value: 'AGC', group: 'D' },
    { value: 'AIS', group: 'D' },
    { value: 'ADENO', group: 'D' },
    { value: 'OTHER', group: 'D' },
  ],
  'Other Non-GYN': ['NONDIAGNOSTIC', 'NEGATIVE', 'ATYPICAL', 'SUSPICIOUS', 'POSITIVE'].map((value) => ({ value, group: value })),
  Thyroid: ['CAT1', 'CAT2', 'CAT3', 'CAT4', 'CAT5', 'CAT6'].map((value) => ({ value, group: value })),
  Urine: ['NONDIAGNOSTIC', 'NEGATIVE', 'ATYPICAL', 'SUSPICIOUS', 'LOWGRADE', 'HIGHGRADE', 'OTHER'].map((value) => ({ value, group: value })),
} as const satisfies Record<string, readonly { value: string; group: string }[]>;

/** The results of a specimen category with their groups; none for 'none' or an unknown category. */
export function resultSetOf(category: unknown): readonly { value: string; group: string }[] {
  return typeof category === 'string' && Object.hasOwn(RESULT_SETS, category) ? RESULT_SETS[category as keyof typeof RESULT_SETS] : [];
}

export const ORGANISMS = ['Trichomonas Vaginalis', 'Candida', 'Bacterial Vaginosis', 'Actinomyces', 'Herpes Virus'] as const;
export const GYN_COMPONENTS = ['Absent', 'Present'] as const;

/** Constants of spec part 3 section 9. */
export const SLIDE_LIMITS = {
  accessionMin: 5,
  accessionMax: 64,
  maxSolutionObjects: 4,
  cellCountStep: 100,
  slideMinBytes: 100_000_000,
  slideMaxBytes: 10_000_000_000,
  macroMaxBytes: 10_000_000,
  metadataMaxBytes: 1_000_000,
  tileSize: 512,
  ooiSize: 320,
  ooiZoom: 0.25,
  ooiRowSize: 6,
  statusRefreshMs: 5000,
} as const;

/** Slide calls under /api/v1 (spec part 3 section 7), plus retry and reprocess (ours). */
export const SLIDE_ROUTES = {
  slides: '/slides',
  /** Ours (issue 29): how far the images of the slides in the caller's list have come (SlideLibraryProgress). */
  progress: '/slides/progress',
  slide: (id: string) => `/slides/${id}`,
  status: (id: string) => `/slides/${id}/slide/status`,
  clone: (id: string) => `/slides/${id}/slide/clone`,
  retry: (id: string) => `/slides/${id}/slide/retry`,
  reprocess: (id: string) => `/slides/${id}/slide/reprocess`,
  lock: (id: string) => `/slides/${id}/lock`,
  objects: (id: string) => `/slides/${id}/slide/objects`,
  object: (id: string, objectId: string) => `/slides/${id}/slide/objects/${objectId}`,
  /** The Deep Zoom descriptor the viewer opens; tiles follow at `wsi_files/{level}/{col}_{row}.jpeg`. */
  tileSource: (id: string) => `/slides/${id}/slide/wsi`,
  thumbnail: (id: string) => `/slides/${id}/slide/thumbnail`,
  macro: (id: string) => `/slides/macro/${id}`,
  download: (id: string) => `/slides/download/${id}`,
  objectCrop: (id: string, objectId: string, x: number, y: number) => `/slides/${id}/slide/objects/${objectId}/${x}/${y}`,
  marks: (id: string) => `/slides/${id}/slide/marks`,
  tilesForCoords: (id: string, y: number, x: number) => `/slides/${id}/slide/tiles_for_coords/${y}/${x}`,
} as const;

/** Prefix of the ids of marks (a reviewer's points on a slide, spec part 3 "Marks shortlist"). */
export const MARK_PREFIX = 'mark-';

/**
 * POST /slides/{id}/slide/marks {coords}: a point checked against the image and given an id and
 * its crop's address. The shortlist that keeps marks is the review's; this answers, it stores nothing.
 */
export interface SlideMark {
  id: string;
  coords: { x: number; y: number };
  /** Path under /api/v1 of the 320 px crop around the point. */
  crop: string;
}

/** GET /slides/{id}/slide/tiles_for_coords/{y}/{x}: the Deep Zoom tile holding a level-0 point, at each level from the full resolution down. */
export interface TileAtPoint {
  level: number;
  col: number;
  row: number;
  /** Path under /api/v1 of the tile. */
  path: string;
}

/** What processing learned about a slide's image. */
export interface SlideImage {
  width: number;
  height: number;
  levels: number;
  tileSize: number;
  micronsPerPixel: number | null;
  objectivePower: number | null;
  format: string;
}

/** A slide revision: the content item plus its image's status and its objects of interest (five lists). */
export interface SlideItem extends ContentItem {
  status: SlideStatus;
  error: string | null;
  fileName: string | null;
  bytes: number | null;
  image: SlideImage | null;
  objects: ObjectOfInterest[][];
}

/**
 * GET /slides/progress: the slides of the caller's slide list (its scope, every state) by where their
 * image stands (libs/domain SLIDE_IMAGE_STAGE); ready + processing + waiting + failed = total.
 */
export interface SlideLibraryProgress {
  total: number;
  ready: number;
  processing: number;
  waiting: number;
  failed: number;
}

/** The slide list's progress strip (ours, issue 29). */
export const SLIDE_LIBRARY_TEXT = {
  label: 'Slide images ready',
  /** 'Slide images: 23 of 65 ready · 3 processing · 39 waiting · 1 failed' (a stage with none is left out). */
  summary: ({ total, ready, processing, waiting, failed }: SlideLibraryProgress): string =>
    [
      `Slide images: ${ready} of ${total} ready`,
      ...(processing > 0 ? [`${processing} processing`] : []),
      ...(waiting > 0 ? [`${waiting} waiting`] : []),
      ...(failed > 0 ? [`${failed} failed`] : []),
    ].join(' · '),
  allReady: (total: number): string => (total === 1 ? 'The slide image is ready' : `All ${total} slide images are ready`),
  /** The button that switches the Images filter to 'Also new and uploading'. */
  showAll: 'Show the slides still waiting',
} as const;

/** Pushed while a watched slide's image is processed (status changes come as read-model notices). */
export interface SlideProgressNotice {
  id: string;
  /** Processing progress 0 to 1. */
  progress: number;
}
