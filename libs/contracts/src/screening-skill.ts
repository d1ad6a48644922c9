/**
 * Screening skill analytics (issue 31, docs/adr/0036): per submitted slide page, what of the
 * reference objects was seen and why a wrong answer was wrong; per learner, how calibrated the
 * answers are. The pure computations live in libs/domain/src/screening-skill.
 */

/** Rates more than this many times the organization's mark a learner as an outlier (a setting; the "twice"). */
export const SKILL_OUTLIER_FACTOR = 2;
/** A learner is compared with the organization only with at least this many classified slides in the period (fewer say little). */
export const SKILL_OUTLIER_MIN_SLIDES = 5;
/** The period shown when none is asked for: this many months up to the current one. */
export const SKILL_DEFAULT_MONTHS = 12;
/** The latest slides listed on a learner's Skills page. */
export const SKILL_RECENT_SLIDES = 20;
/** An organization's median time and pace come from counts in buckets this ratio wide (log-spaced): within 2.5 % of the exact median. */
export const SKILL_SPREAD_RATIO = 1.05;
/** The columns the organization's learners sort by (the medians are read for the page shown only, so they do not sort). */
export const SKILL_SORTS = ['name', 'slides', 'kappa', 'falseNegativeRate', 'downgradeRate', 'overcallRate', 'locator', 'interpretation', 'overcall'] as const;
export type SkillSort = (typeof SKILL_SORTS)[number];

export const SKILL_ROUTES = {
  /** GET ?from&to (months 'YYYY-MM', inclusive): a learner's own (or, for those who may list them, anyone's) Skills page. */
  learner: (userId: string) => `/users/${userId}/skills`,
  /** GET ?from&to&sort&order&page&limit: the organization's totals and a page of its learners (managers of it, admins). */
  organization: (orgId: string) => `/organizations/${orgId}/skills`,
  /** GET ?from&to: the same as .xlsx. */
  organizationExport: (orgId: string) => `/organizations/${orgId}/skills/export`,
} as const;

/**
 * Why a submitted slide ended as it did: correct; locator (wrong, no reference object seen);
 * interpretation (wrong although one was seen); overcall (a negative, category B, called C or D).
 */
export const SCREENING_OUTCOMES = ['correct', 'locator', 'interpretation', 'overcall'] as const;
export type ScreeningOutcome = (typeof SCREENING_OUTCOMES)[number];

/** Why a scored slide has no outcome kind (it still counts in the calibration when it has categories). */
export type UnclassifiedReason = 'noSolution' | 'noAnswer' | 'noReferenceObjects';

/** One reference object of a slide page as the learner screened it. */
export interface ObjectScreening {
  id: string;
  /** On screen at 10x or more for SEEN_MIN_DWELL_MS in all. */
  seen: boolean;
  /** Ms from the page's first view to its first view at 10x or more; null when never. */
  firstViewMs: number | null;
  /** Ms on screen at 10x or more. */
  dwellMs: number;
  clicked: boolean;
  /** Named in the submitted shortlist. */
  marked: boolean;
}

/** How one slide page was screened (no right or wrong yet). */
export interface PageScreening {
  objects: ObjectScreening[];
  /** Share of the tissue screened at 10x or more, 0–100; null without a tissue mask. */
  tissueScreenedPercent: number | null;
  /** Time on the slide (views' capped dwell, any magnification), and of it at 10x or more, ms. */
  timeOnSlideMs: number;
  screenedMs: number;
  /** Tissue screened at 10x or more, mm²; null without a tissue mask or microns per pixel. */
  tissueScreenedMm2: number | null;
  /** Tissue area per minute at 10x or more, mm²/min; null without that area or without time at 10x. */
  paceMm2PerMinute: number | null;
}

/** A submitted slide page's screening skill, as its feedback and the auditor's replay show it. */
export interface PageSkill {
  /** Null when the slide had no solution to score against. */
  classification: SlideClassification | null;
  screening: PageScreening;
}

/** One classified slide as a Skills page lists it. */
export interface SkillSlideRow {
  reviewId: string;
  page: number;
  slideId: string;
  slideName: string;
  submittedAt: number;
  classification: SlideClassification;
  timeOnSlideMs: number;
  tissueScreenedPercent: number | null;
  paceMm2PerMinute: number | null;
}

/** GET /users/{userId}/skills: how calibrated one learner is over a period of months, beside their organization. */
export interface LearnerSkills {
  userId: string;
  name: string;
  /** The period, months 'YYYY-MM' inclusive (UTC). */
  from: string;
  to: string;
  calibration: SkillCalibration;
  /** The organization's rates over the same period (null without an organization). */
  organization: SkillRates | null;
  /** The rates more than SKILL_OUTLIER_FACTOR × the organization's (none below SKILL_OUTLIER_MIN_SLIDES slides). */
  outliers: SkillRate[];
  trend: SkillMonth[];
  /** The latest SKILL_RECENT_SLIDES classified slides, newest first. */
  recent: SkillSlideRow[];
}

/** One learner on the organization's view. */
export interface OrgSkillRow extends SkillRates {
  userId: string;
  firstName: string;
  lastName: string;
  slides: number;
  kappa: number | null;
  locator: number;
  interpretation: number;
  overcall: number;
  medianTimeMs: number | null;
  medianPaceMm2PerMinute: number | null;
  outliers: SkillRate[];
}

/** GET /organizations/{orgId}/skills: the organization's calibration and its learners'. */
export interface OrganizationSkills {
  orgId: string;
  orgName: string;
  from: string;
  to: string;
  /** The thresholds the outliers were marked by. */
  factor: number;
  minSlides: number;
  organization: SkillCalibration;
  trend: SkillMonth[];
  /** One page of the learners with a classified slide in the period, in the order asked for. */
  learners: OrgSkillRow[];
  /** Learners in all pages; the page (1 first) and its size; the order. */
  total: number;
  page: number;
  limit: number;
  canNext: boolean;
  sort: SkillSort;
  order: 'asc' | 'desc';
}

/** PT categories (42 CFR 493.945): A unsatisfactory, B negative, C low grade, D high grade. */
export type SkillCategory = 'A' | 'B' | 'C' | 'D';

/** One submitted slide classified: the scorer's right or wrong and, where it can be told, why. */
export interface SlideClassification {
  correct: boolean;
  /** Null when unclassified (see `unclassified`). */
  outcome: ScreeningOutcome | null;
  unclassified: UnclassifiedReason | null;
  reference: { result: string | null; category: SkillCategory | null };
  response: { result: string | null; category: SkillCategory | null };
  /** Reference objects, those seen, and whether any seen one was marked (what an interpretation error adds). */
  objects: { total: number; seen: number };
  seenMarked: boolean;
}

/** What the calibration reads of one classified, submitted slide page. */
export interface SkillSlide {
  classification: SlideClassification;
  /** Epoch ms of the page's submit (the month it counts in, UTC). */
  submittedAt: number;
  timeOnSlideMs: number;
  paceMm2PerMinute: number | null;
}

/** The rates a learner is compared on; null when the denominator is 0. */
export const SKILL_RATES = ['falseNegativeRate', 'downgradeRate', 'overcallRate'] as const;
export type SkillRate = (typeof SKILL_RATES)[number];

export interface SkillRates {
  /** C or D reference called B, over C and D references. */
  falseNegativeRate: number | null;
  /** D reference called C, over D references. */
  downgradeRate: number | null;
  /** B reference called C or D, over B references. */
  overcallRate: number | null;
}

export interface SkillCalibration extends SkillRates {
  /** Slides in it, and of them the GYN slides answered with a category (the matrix's). */
  slides: number;
  categorized: number;
  /** matrix[reference][response]: counts of A–D against A–D. */
  matrix: Record<SkillCategory, Record<SkillCategory, number>>;
  /** The same by result, within categories: only the pairs that occur, in result order. */
  byResult: { reference: string; response: string; count: number }[];
  /** Unweighted Cohen's kappa of the responses against the references on categories; null when undefined. */
  kappa: number | null;
  outcomes: Record<ScreeningOutcome, number>;
  unclassified: number;
  medianTimeMs: number | null;
  medianPaceMm2PerMinute: number | null;
}

/** One UTC month of a trend ('2026-11'). */
export interface SkillMonth extends SkillRates {
  month: string;
  slides: number;
  kappa: number | null;
  locator: number;
  interpretation: number;
}

/** Texts of the screening skill analytics (ours). */
export const SCREENING_SKILL_TEXT = {
  title: 'Screening skills',
  organizationTitle: 'Screening skills of the organization',
  outcome: { correct: 'Correct', locator: 'Locator error', interpretation: 'Interpretation error', overcall: 'Over-call' } satisfies Record<
    ScreeningOutcome,
    string
  >,
  rate: {
    falseNegativeRate: 'False-negative rate',
    downgradeRate: 'Downgrade rate (HSIL → LSIL)',
    overcallRate: 'Over-call rate',
  } satisfies Record<SkillRate, string>,
  kappa: "Cohen's kappa",
  slides: 'Slides',
  medianTime: 'Median time per slide',
  medianPace: 'Median pace (mm²/min at 10x)',
  period: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
  noSlides: 'No diagnosed slides in this period yet. Slides you capture in a course or test show here.',
  outlier: (rate: string, factor: number) => `${rate} more than ${factor}× the organization's`,
  sheet: 'Learners',
  matrixSheet: 'Confusion matrix',
  fileName: (orgName: string, from: string, to: string) => `Screening skills ${orgName} ${from} ${to}.xlsx`,
  /**
   * The feedback sentence after a submitted slide (issue 31's style), to the learner ('You') or of
   * them, as an auditor's replay says it ('The learner').
   */
  feedback: (c: Pick<SlideClassification, 'outcome' | 'objects' | 'reference' | 'response'>, who: 'You' | 'The learner' = 'You'): string | null => {
    const answer = c.response.result ?? '';
    const { seen, total } = c.objects;
    switch (c.outcome) {
      case 'correct':
        if (total === 0) return `${who} called the slide ${answer}: correct`;
        if (seen === 0) return `${who} called the slide ${answer} without looking at ${anyOf(total)} at 10x or more: correct`;
        return `${who} looked at ${looked(seen, total)} at 10x or more and called the slide ${answer}: correct`;
      case 'locator':
        return `${who} never looked at ${anyOf(total)} at 10x or more and called the slide ${answer}: a locator error`;
      case 'interpretation':
        return `${who} looked at ${looked(seen, total)} at 10x or more and called ${seen === 1 ? 'it' : 'them'} ${answer}: an interpretation error`;
      case 'overcall':
        return `${who} called a negative slide (${c.reference.result ?? ''}) ${answer}: an over-call`;
      default:
        return null;
    }
  },
} as const;

/** 'the diagnostic cell', 'both diagnostic cells', 'all 4 diagnostic cells', '3 of the 4 diagnostic cells'. */
function looked(seen: number, total: number): string {
  if (total === 1) return 'the diagnostic cell';
  if (seen === total) return total === 2 ? 'both diagnostic cells' : `all ${total} diagnostic cells`;
  return `${seen} of the ${total} diagnostic cells`;
}

/** 'the diagnostic cell', 'any of the 4 diagnostic cells'. */
const anyOf = (total: number): string => (total === 1 ? 'the diagnostic cell' : `any of the ${total} diagnostic cells`);

/** What the Skills pages of the web client say besides SCREENING_SKILL_TEXT (ours; issue 31). */
export const SKILL_PAGE_TEXT = {
  from: 'From month',
  to: 'To month',
  period: 'Period',
  organization: 'Organization',
  chooseOrganization: 'Choose an organization to see its screening skills.',
  figures: 'Headline figures',
  orgBeside: (value: string) => `Organization: ${value}`,
  outcomes: 'Outcomes of the slides',
  count: 'Slides',
  matrix: 'Confusion matrix',
  matrixNote: 'Rows: the reference category; columns: your answer. The diagonal is agreement; the darker a cell, the more slides in it.',
  learnerMatrixNote: 'Rows: the reference category; columns: the learner’s answer. The diagonal is agreement; the darker a cell, the more slides in it.',
  orgMatrixNote: 'Rows: the reference category; columns: the learners’ answers. The diagonal is agreement; the darker a cell, the more slides in it.',
  reference: 'Reference',
  response: 'Answer',
  category: { A: 'A Unsatisfactory', B: 'B Negative', C: 'C Low grade', D: 'D High grade' } satisfies Record<SkillCategory, string>,
  matrixCell: (count: number, reference: SkillCategory, response: SkillCategory) =>
    `${count} ${count === 1 ? 'slide' : 'slides'} of reference ${reference} answered ${response}`,
  noCategories: 'No gynecologic slide answered with a category in this period: the matrix stays empty.',
  trend: 'By month',
  recent: 'Latest slides',
  slide: 'Slide',
  submitted: 'Submitted',
  outcome: 'Outcome',
  timeOnSlide: 'Time on slide',
  why: 'Why',
  unclassified: 'Not classified',
  outliers: 'Outliers',
  noOutliers: 'No rate stands out against the organization.',
  outlierBadge: 'Outlier',
  whatNext: 'Go to my courses',
  learners: 'Learners',
  learner: 'Learner',
  noLearners: 'No learner of this organization diagnosed a slide in this period.',
  open: (name: string) => `Open the screening skills of ${name}`,
  back: 'Back to the organization',
  export: 'Export',
  sortBy: (column: string) => `Sort by ${column}`,
  outlierThresholds: (factor: number, minSlides: number) =>
    `Outliers: a rate more than ${factor}× the organization’s, for learners with at least ${minSlides} slides.`,
  locator: 'Locator errors',
  interpretation: 'Interpretation errors',
  overcall: 'Over-calls',
  none: '–',
  loadFailed: 'The screening skills could not be loaded.',
  retry: 'Try again',
} as const;
