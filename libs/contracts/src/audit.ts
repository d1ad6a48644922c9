/**
 * Auditing slide reviews (ours, issue 16; the spec has no such screens, docs/adr/0029): the list of
 * reviews an auditor may open, a review's replay (its events and viewport samples in time order),
 * its history as sentences for an inspector, and the screening coverage of each slide page.
 */
import type { PageSkill } from './screening-skill.js';
import type { ObjectOfInterest, SlideImage, SolutionType } from './slides.js';

/** Below this magnification a slide is looked over, not screened (10x objective). */
export const SCREENING_MAGNIFICATION = 10;
/** A view sample counts at most this long (the reviewer may have left the screen on). */
export const MAX_DWELL_MS = 30_000;
/** An object counts as seen once on screen at SCREENING_MAGNIFICATION or more this long in all (issue 31, docs/adr/0036). */
export const SEEN_MIN_DWELL_MS = 500;
/** The coverage grid's longer side, in cells (one cell is a square of level-0 pixels). */
export const COVERAGE_GRID_CELLS = 256;

/** What the audit list tells apart: every page submitted, or not (still open, saved or abandoned). */
export const AUDIT_REVIEW_STATES = ['submitted', 'open'] as const;
export type AuditReviewState = (typeof AUDIT_REVIEW_STATES)[number];

/** One slide review (a slide test, case, known or unknown of one learner in one course). */
export interface AuditReviewRow {
  reviewId: string;
  userId: string;
  userName: string;
  orgId: string | null;
  moduleId: string;
  courseName: string;
  itemId: string;
  itemName: string;
  /** test, case, known or unknown. */
  itemType: string;
  state: AuditReviewState;
  /** 0 to 1. */
  progress: number;
  /** The score, when graded and submitted. */
  result: number | null;
  startTime: number | null;
  submitTime: number | null;
  lastUpdate: number;
}

/** GET /audit/reviews: paging and search (name, e-mail, item or course words); auditors only. */
export interface AuditReviewQuery {
  search?: string;
  userId?: string;
  itemId?: string;
  state?: AuditReviewState;
  page?: number;
  /** Page size: 10, 25, 50 or 100, as every list. */
  limit?: number;
}

/** A slide page of the review as the auditor sees it: everything, the solution included. */
export interface ReplaySlide {
  page: number;
  itemId: string;
  name: string;
  category: SolutionType;
  image: SlideImage | null;
  objects: ObjectOfInterest[][];
  /** The stored answer (result and solution object ids); null when the slide has none. */
  solution: { result: string | null; objects: string[] } | null;
  /** What the reviewer answered, as last recorded. */
  answer: { result: string | null; shortList: string[]; comments: string } | null;
}

/** What a replay marks on its scrubber and lists beside the viewer. */
export const REPLAY_EVENT_KINDS = ['session', 'page', 'objectClick', 'slideClick', 'mark', 'gamma', 'filters', 'diagnosis', 'save', 'submit', 'clear'] as const;
export type ReplayEventKind = (typeof REPLAY_EVENT_KINDS)[number];

/** One thing that happened, with a sentence that says it (the history's and the event list's text). */
export interface ReplayEvent {
  /** Epoch ms. */
  at: number;
  kind: ReplayEventKind;
  /** The slide page it happened on; null for the review as a whole. */
  page: number | null;
  text: string;
  /** Where on the slide, when it has a place (clicks, marks): level-0 pixels. */
  point: { x: number; y: number } | null;
}

/** A viewport sample as replayed: what was on screen from `at` until the next one. */
export interface ReplayView {
  at: number;
  page: number;
  session: string;
  center: { x: number; y: number };
  magnification: number;
  rotation: number;
  flipped: boolean;
  /** The screen's corners in level-0 pixels, clockwise from its top left. */
  corners: { x: number; y: number }[];
  canvas: { width: number; height: number };
}

/** GET /audit/reviews/{reviewId}: everything the replay player needs, in one answer. */
export interface ReviewReplay {
  review: AuditReviewRow;
  slides: ReplaySlide[];
  /** Time-ordered; views are apart (thousands of them). */
  events: ReplayEvent[];
  views: ReplayView[];
}

/** One line of the history download (GET /audit/reviews/{reviewId}/history?format=json|csv). */
export interface HistoryLine {
  /** ISO 8601 time. */
  time: string;
  kind: ReplayEventKind;
  page: number | null;
  slide: string | null;
  text: string;
}

/** An object of interest not seen: never on screen at SCREENING_MAGNIFICATION or more for SEEN_MIN_DWELL_MS in all. */
export interface MissedObject {
  id: string;
  coords: { x: number; y: number };
  catIdx: number;
  /** A solution object, or one of the diagnostic category (area). */
  solution: boolean;
}

/** GET /audit/reviews/{reviewId}/coverage/{page}: what of one slide was screened at 10x or more. */
export interface ReviewCoverage {
  reviewId: string;
  page: number;
  slideId: string;
  slide: { width: number; height: number };
  /** The grid the heat map and tissue mask are drawn on: cols × rows cells of cellSize level-0 pixels. */
  grid: { cols: number; rows: number; cellSize: number };
  /** Base64 of one byte per cell, row by row: 0 never screened, else 1 + 254 × seconds / maxSeconds (rounded up). */
  heat: string;
  maxSeconds: number;
  /** Base64 of one byte per cell: 1 tissue, 0 background (told by the slide's own thumbnail); empty when unknown. */
  tissue: string;
  /** Share of the tissue cells screened at 10x or more, 0 to 100 (one decimal); null when the tissue is unknown. */
  tissueScreenedPercent: number | null;
  /** Time on this slide at 10x or more, and in all, seconds. */
  screenedSeconds: number;
  viewedSeconds: number;
  /** Solution objects and area objects: how many there are, and those not seen (SEEN_MIN_DWELL_MS at 10x or more). */
  objects: { total: number; seen: number };
  missed: MissedObject[];
  /** Why the page ended as it did (issue 31); null for a page without a diagnosis, or submitted before the analytics existed. */
  skill: PageSkill | null;
}

export const AUDIT_ROUTES = {
  reviews: '/audit/reviews',
  review: (reviewId: string) => `/audit/reviews/${reviewId}`,
  history: (reviewId: string) => `/audit/reviews/${reviewId}/history`,
  coverage: (reviewId: string, page: number) => `/audit/reviews/${reviewId}/coverage/${page}`,
} as const;

/** Texts of the audit screens and calls (ours). */
export const AUDIT_TEXT = {
  title: 'Review audit',
  replay: 'Replay',
  play: 'Play',
  pause: 'Pause',
  speed: 'Speed',
  history: 'History',
  downloadJson: 'Download JSON',
  downloadCsv: 'Download CSV',
  coverage: 'Screening coverage',
  heatMap: 'Heat map',
  tissueScreened: (percent: string) => `${percent} % of the tissue screened at 10x or more`,
  tissueUnknown: 'The tissue area of this slide is not known.',
  missed: (count: number) => (count === 1 ? 'You never looked at this object at 10x or more' : `You never looked at these ${count} objects at 10x or more`),
  /** The auditor's words for the same objects. */
  neverScreened: (count: number) => (count === 1 ? 'One object was never on screen at 10x or more' : `${count} objects were never on screen at 10x or more`),
  allSeen: 'Every solution and diagnostic object was on screen at 10x or more.',
  noViews: 'No views were recorded on this slide.',
  reviewNotFound: 'Review not found.',
  notASlideReview: 'Only slide reviews can be replayed.',
  pageNotFound: 'This page is not a slide of the review.',
  noReviews: 'No reviews to show.',
} as const;
