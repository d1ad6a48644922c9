import type { FieldError } from './api.js';

/**
 * Proficiency testing (issue 30; docs/adr/0035): a slide test marked proficiency is a mock CLIA
 * gynecologic PT, 10 slides in 2 hours or 20 in 4 (42 CFR 493.855), graded on the technologist's
 * or the pathologist's grid (493.945(b)(3)).
 */

/** A slide test's `proficiency` field. Without `pool` every examinee gets the test's own slides; with it each attempt draws its own set from the slides tagged `pool`. */
export interface ProficiencySettings {
  enabled: boolean;
  size: 10 | 20;
  /** Minutes; absent: PT_MINUTES_PER_SLIDE per slide (120 or 240). */
  timeLimit?: number;
  pool?: string;
}

/** Which grid grades an attempt: the examinee's profession (Pathologist → pathologist, else technologist) unless an assignment entry names one. */
export type PtGridChoice = 'profession' | 'technologist' | 'pathologist';
export const PT_GRID_CHOICES: readonly PtGridChoice[] = ['profession', 'technologist', 'pathologist'];

/** 2 hours for 10 slides, 4 for 20 (493.855(b)). */
export const PT_MINUTES_PER_SLIDE = 12;
export const PT_TIME_LIMIT_MAX = 480;

/** The time limit of a proficiency test in minutes. */
export const ptTimeLimitMinutes = (settings: Pick<ProficiencySettings, 'size' | 'timeLimit'>): number =>
  settings.timeLimit ?? settings.size * PT_MINUTES_PER_SLIDE;

/** A slide test's proficiency settings when it is one, else null (a stored revision's fields, as they are). */
export function proficiencyOf(fields: Record<string, unknown>): ProficiencySettings | null {
  const p = fields.proficiency as Partial<ProficiencySettings> | undefined;
  if (!p || p.enabled !== true || (p.size !== 10 && p.size !== 20)) return null;
  return { enabled: true, size: p.size, ...(typeof p.timeLimit === 'number' ? { timeLimit: p.timeLimit } : {}), ...(p.pool ? { pool: p.pool } : {}) };
}

/** Why a write of a proficiency test attempt is refused (409, nothing stored). */
export const PT_TAKING_MSG = {
  timeUp: 'The time for this proficiency test is up: it has been submitted with the answers saved until then.',
  wholeTestOnly: 'A proficiency test is submitted as a whole, not slide by slide: use Submit test.',
  notProficiency: 'This review is not a proficiency test.',
  notDue: 'This proficiency test is still running.',
  sheetMismatch: "The answer sheet does not match the attempt's slides.",
  notSubmitted: 'The result shows once the proficiency test has been submitted.',
  poolEmpty: 'No proficiency test set can be drawn for you now: ask your manager.',
  /** A fixed set with a slide whose image is not made: nobody may be graded on a slide they could not see. */
  imagesNotReady: (count: number) =>
    count === 1
      ? 'This proficiency test cannot start yet: 1 of its slides is still being processed. Try again once its image is ready.'
      : `This proficiency test cannot start yet: ${count} of its slides are still being processed. Try again once their images are ready.`,
} as const;

/** The pass mark of a proficiency test, in percent of the maximum points. */
export const PT_PASS_MARK_PERCENT = 90;
export type PtCategoryLetter = 'A' | 'B' | 'C' | 'D';
export type PtGridName = 'technologist' | 'pathologist';

/** What the rules screen shows before Start (the grid as it would grade this learner). */
export interface PtRules {
  size: 10 | 20;
  /** Minutes. */
  timeLimit: number;
  grid: PtGridName;
  passPercent: number;
}

/** An attempt's clock as the server holds it; `serverNow` lets the client correct its own clock's offset. */
export interface PtAttemptClock extends PtRules {
  startedAt: number;
  deadline: number;
  serverNow: number;
}

/** One slide of a graded attempt: the reference (its category and result), the response, the points. */
export interface PtResultSlide {
  slideId: string;
  name: string;
  reference: PtCategoryLetter;
  referenceResult: string | null;
  response: PtCategoryLetter | null;
  responseResult: string | null;
  points: number;
  automaticFailure: boolean;
}

/** GET /tests/{id}/review/{reviewId}/result: a submitted attempt's result (the learner's own; their organization's managers; auditors). */
export interface PtResult {
  reviewId: string;
  userId: string;
  holderName: string;
  testName: string;
  itemId: string;
  moduleId: string;
  grid: PtGridName;
  size: 10 | 20;
  startedAt: number;
  submittedAt: number;
  submittedBy: 'learner' | 'time';
  points: number;
  maxPoints: number;
  score: number;
  passed: boolean;
  automaticFailures: { slideId: string; name: string }[];
  slides: PtResultSlide[];
  code: string;
}

/** The public check of a printed result: its essentials only (no slide-by-slide detail). */
export type PtVerification =
  | { status: 'valid'; result: Pick<PtResult, 'holderName' | 'testName' | 'grid' | 'size' | 'submittedAt' | 'score' | 'passed' | 'code'> }
  | { status: 'not-found' };

export const PT_ROUTES = {
  /** PUT: submit the whole attempt (body: {review: copy}); answers the result. */
  submit: (testId: string, reviewId: string) => `/tests/${testId}/review/${reviewId}/submit`,
  result: (testId: string, reviewId: string) => `/tests/${testId}/review/${reviewId}/result`,
  resultPdf: (testId: string, reviewId: string) => `/tests/${testId}/review/${reviewId}/result.pdf`,
  /** Public: the printed result's verification (web page /verify/pt/{code}). */
  verify: (code: string) => `/verify/pt/${encodeURIComponent(code)}`,
} as const;

/**
 * GET /tests/proficiency-set (ours, issue 30): what the rules of a proficiency set make of a fixed
 * list of slides or of a pool, as the editor shows it before saving. `counts`: slides per response
 * category A–D (only slides with a GYN solution count); `slides`: the slides listed, or the pool's
 * usable slides; `problem`: the first rule broken, as saving would refuse it (null: valid, or a
 * set can be drawn).
 */
export interface PtSetCheck {
  counts: { A: number; B: number; C: number; D: number };
  slides: number;
  problem: FieldError | null;
}

/** The routes of proficiency tests as content. */
export const PT_CONTENT_ROUTES = {
  /** `?size=10|20` with `slides=id,id,…` (a fixed set) or `pool=tag`, and `orgId` (the test's organization). */
  set: '/tests/proficiency-set',
} as const;
