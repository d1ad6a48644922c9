/**
 * What to practise next (issue 31 section 2, docs/adr/0036 "Practice sets"): library slides a
 * learner has not reviewed, weighted towards the categories and error kinds they miss, offered on
 * their Skills page and assignable by a manager as a practice set.
 */
import type { SkillCategory } from './screening-skill.js';

/** How many slides a recommendation (and so a practice set) holds at most. */
export const PRACTICE_SET_SIZE = 10;

export const PRACTICE_ROUTES = {
  /**
   * GET: the slides recommended to the learner now and their assigned set. POST {slideIds}: assign
   * those slides as the learner's practice set (a manager of the learner, an admin, or the learner).
   */
  practice: (userId: string) => `/users/${userId}/skills/practice`,
} as const;

/**
 * One recommended slide and why. The learner's own view is blind (category, result and reason
 * null): the slides are theirs to review, and a reason names the slide's diagnosis. The reasons
 * reach them as the list's `why`, not tied to a slide.
 */
export interface PracticeSlide {
  /** The slide content item. */
  slideId: string;
  name: string;
  /** PT category of its solution (GYN), null for other specimens or in the learner's own view. */
  category: SkillCategory | null;
  /** The solution's result value ('HSIL'); null in the learner's own view. */
  result: string | null;
  reason: string | null;
}

/** Where the learner takes their practice set: the slide test marked practice set in one of their courses. */
export interface PracticeTaking {
  moduleId: string;
  testId: string;
}

/** The practice set assigned to a learner (their latest). */
export interface PracticeSet {
  setId: string;
  slides: PracticeSlide[];
  /** The distinct reasons of the set's slides, in their order. */
  why: string[];
  assignedBy: string;
  assignedByName: string;
  assignedAt: number;
}

/** GET /users/{userId}/skills/practice. */
export interface PracticeRecommendation {
  userId: string;
  slides: PracticeSlide[];
  /** The distinct reasons of the recommended slides, in their order. */
  why: string[];
  /** The latest set assigned to the learner, null when none. */
  assigned: PracticeSet | null;
  /** Where the learner takes the set: in their own view only, when one of their courses holds the practice set test. */
  taking: PracticeTaking | null;
  /** Whether the viewer may assign a set to this learner (a manager of them, an admin, or the learner themselves). */
  canAssign: boolean;
}

/** POST /users/{userId}/skills/practice: the slides of the set (the recommendation the assigner saw). */
export interface AssignPracticeSetBody {
  slideIds: string[];
}

/** Why one slide is recommended: the learner's record on slides like it. */
export type PracticeReasonFacts =
  | { kind: 'falseNegative'; result: string; missed: number; total: number }
  | { kind: 'downgrade'; result: string; missed: number; total: number }
  | { kind: 'overcall'; result: string; missed: number; total: number }
  | { kind: 'missedResult'; result: string; missed: number; total: number }
  | { kind: 'missedCategory'; category: SkillCategory | null; missed: number; total: number }
  | { kind: 'variety'; category: SkillCategory | null };

const CATEGORY_WORDS: Record<SkillCategory, string> = { A: 'unsatisfactory', B: 'negative', C: 'low-grade', D: 'high-grade' };
const categoryWords = (category: SkillCategory | null): string => (category ? CATEGORY_WORDS[category] : 'non-GYN');

/** Texts of practice sets (ours). */
export const PRACTICE_TEXT = {
  title: 'What to practise next',
  intro: 'Slides from the library you have not reviewed yet, chosen from the slides you missed.',
  none: 'No library slides left that you have not reviewed. Ask your manager for new slides.',
  /** The learner keeps the list as their own set, then takes it as a slide test. */
  keep: 'Keep as my practice set',
  why: 'Why these slides',
  take: 'Take the practice set',
  openSkills: 'Open my Skills page',
  noTaking: 'Your courses do not include the practice set test yet: ask your manager to add it.',
  assign: 'Assign as practice set',
  kept: 'Kept as your practice set.',
  assigned: (name: string) => `Practice set assigned to ${name}.`,
  assignedOn: (by: string, date: string) => `Assigned by ${by} on ${date}`,
  yourSet: 'Your practice set',
  learnerSet: 'Practice set of the learner',
  alreadyAssigned: 'What to practise next is the current practice set.',
  /** A few words, the learner's record on slides like this one ('You called 2 of 3 HSIL slides negative'). */
  reason: (r: PracticeReasonFacts, fewObjects: number | null = null): string => {
    const text = ((): string => {
      switch (r.kind) {
        case 'falseNegative':
          return `You called ${r.missed} of ${r.total} ${r.result} slides negative`;
        case 'downgrade':
          return `You called ${r.missed} of ${r.total} ${r.result} slides low grade`;
        case 'overcall':
          return `You called ${r.missed} of ${r.total} ${r.result} slides abnormal`;
        case 'missedResult':
          return `You missed ${r.missed} of ${r.total} ${r.result} slides`;
        case 'missedCategory':
          return `You missed ${r.missed} of ${r.total} ${categoryWords(r.category)} slides`;
        case 'variety': {
          const words = categoryWords(r.category);
          return `For variety: ${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words} slide`;
        }
      }
    })();
    // After locator errors: a slide with few diagnostic cells trains finding them.
    if (fewObjects === null) return text;
    return `${text}; ${fewObjects === 1 ? 'one diagnostic cell' : `${fewObjects} diagnostic cells`} to find`;
  },
} as const;

/** Refusals of assigning a practice set. */
export const PRACTICE_MSG = {
  empty: 'Choose at least one slide.',
  tooMany: (max: number) => `A practice set holds at most ${max} slides.`,
  duplicate: (slideId: string) => `Slide ${slideId} is in the set twice.`,
  notRecommended: (slideId: string) => `Slide ${slideId} is not a library slide this learner has still to review.`,
  /** A checkout of the practice set test before any set was assigned or kept (409). */
  /** A slide test marked both (the editor's rule on `practiceSet`). */
  notProficiency: 'A practice set test cannot be a proficiency test: switch one of them off.',
  noSet: 'No practice set is assigned to you yet: keep one on your Skills page, or ask your manager.',
} as const;

/** The distinct reasons of a list of slides, in order (what the learner's blind view says of the list). */
export const reasonsOf = (slides: readonly { reason: string | null }[]): string[] => [...new Set(slides.flatMap((s) => (s.reason ? [s.reason] : [])))];

/**
 * A slide test's `practiceSet` field: each learner takes their newest assigned practice set there
 * (its own slides are not used), scored as the test says. Never a proficiency test.
 */
export const isPracticeSetTest = (fields: Record<string, unknown>): boolean => fields.practiceSet === true;
