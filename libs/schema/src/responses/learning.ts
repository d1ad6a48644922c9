import type {
  ClearedProgress,
  CourseForLearner,
  CourseHeader,
  CourseSchedule,
  DemoCheckout,
  ItemStats,
  LearnerCourse,
  LearnerCourseItem,
  LearnerCourses,
  PlayerItem,
  ProgressOverview,
  ReviewCheckout,
  ReviewRecord,
  ReviewSessionAnswer,
  StatsRecord,
  StatsRecordsAnswer,
  StatsResults,
} from '@cytocampus/contracts';
import { SLIDE_REVIEW_KINDS } from '@cytocampus/contracts';
import { z } from 'zod';
import { contentItemSchema } from './content.js';
import { playerSlideSchema, slideSolutionSchema } from './slide-reviews.js';
import { progressAbilitiesSchema } from './progress.js';
import { ptAttemptClockSchema } from './proficiency.js';
import type { Proof, SameType } from './proof.js';

/** Answers of the learner's calls (spec part 2 section 7; ours where the spec shows none). */

const ms = z.number().nullable();

export const courseScheduleSchema = z.object({
  enabled: z.boolean(),
  begin: ms,
  start: ms,
  due: ms,
  end: ms,
  allowEarly: z.boolean(),
  disableLate: z.boolean(),
});
export type _CourseScheduleProof = Proof<SameType<z.output<typeof courseScheduleSchema>, CourseSchedule>>;

export const courseHeaderSchema = z.object({
  moduleId: z.string(),
  name: z.string(),
  description: z.string(),
  itemCount: z.number(),
  progress: z.number(),
  lastSubmit: ms,
  firstStart: ms,
  result: z.number().nullable(),
  passingScore: z.number().nullable(),
  attempt: z.number(),
  maxAttempts: z.number(),
  schedule: courseScheduleSchema,
  required: z.boolean(),
  sequential: z.boolean(),
  paceCertificateEnabled: z.boolean(),
  paceProgramNumber: z.string().nullable(),
  assigned: z.boolean(),
  passed: z.boolean(),
  gated: z.boolean(),
  favorite: z.boolean(),
  preWork: z.boolean(),
  order: z.number().nullable(),
});
export type _CourseHeaderProof = Proof<SameType<z.output<typeof courseHeaderSchema>, CourseHeader>>;

export const learnerCoursesSchema = z.object({ courses: z.array(courseHeaderSchema), preWorkOrganization: z.boolean() });
export type _LearnerCoursesProof = Proof<SameType<z.output<typeof learnerCoursesSchema>, LearnerCourses>>;

const itemStatsSchema = z.object({
  itemId: z.string(),
  refId: z.string().nullable(),
  progress: z.number(),
  result: z.number().nullable(),
  startTime: ms,
  firstStart: ms,
  submittedOn: ms,
});
export type _ItemStatsProof = Proof<SameType<z.output<typeof itemStatsSchema>, ItemStats>>;

const learnerCourseItemSchema = z.object({
  type: z.string(),
  itemId: z.string(),
  name: z.string(),
  description: z.string(),
  graded: z.boolean(),
  stats: itemStatsSchema.nullable(),
  locked: z.boolean(),
});
export type _LearnerCourseItemProof = Proof<SameType<z.output<typeof learnerCourseItemSchema>, LearnerCourseItem>>;

export const learnerCourseSchema = z.object({ header: courseHeaderSchema, items: z.array(learnerCourseItemSchema) });
export type _LearnerCourseProof = Proof<SameType<z.output<typeof learnerCourseSchema>, LearnerCourse>>;

export const courseForLearnerSchema = contentItemSchema.extend({ course: learnerCourseSchema.optional() });
export type _CourseForLearnerProof = Proof<SameType<z.output<typeof courseForLearnerSchema>, CourseForLearner>>;

const quizPageSolutionSchema = z.object({ correct: z.array(z.number()), solution: z.string() });

export const reviewRecordSchema = z.object({
  id: z.string(),
  session: z.string().nullable(),
  startTime: ms,
  elapsed: z.number(),
  lastUpdate: ms,
  itemId: z.string(),
  moduleId: z.string(),
  itemType: z.enum(['presentation', 'quiz', 'test', ...SLIDE_REVIEW_KINDS]),
  submitTime: ms,
  score: z.number().nullable(),
  progress: z.number(),
  pages: z.array(
    z.object({
      startTime: ms,
      elapsed: z.number(),
      submitTime: ms,
      score: z.number().nullable(),
      lastUpdate: ms,
      data: z.record(z.string(), z.unknown()),
    }),
  ),
  solutions: z.array(z.union([quizPageSolutionSchema, slideSolutionSchema]).nullable()),
  proficiency: ptAttemptClockSchema.optional(),
});
export type _ReviewRecordProof = Proof<SameType<z.output<typeof reviewRecordSchema>, ReviewRecord>>;

const playerQuizPageSchema = z.object({
  type: z.string(),
  title: z.string(),
  items: z.array(z.object({ type: z.string(), value: z.string(), src: z.string().nullable() })),
  quiz: z
    .object({
      question: z.object({ highlight: z.string(), questionText: z.string(), questionImg: z.string().nullable() }),
      solution: z.string().optional(),
      minChoices: z.number(),
      maxChoices: z.number(),
      choices: z.array(
        z.object({ choiceText: z.string(), choiceImg: z.string().nullable(), helperImg: z.string().nullable(), isCorrect: z.boolean().optional() }),
      ),
    })
    .nullable(),
});

const playerBase = { itemId: z.string(), revisionId: z.string(), name: z.string(), description: z.string() };
export const playerItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('quiz'), ...playerBase, graded: z.boolean(), summaryPage: z.boolean(), pages: z.array(playerQuizPageSchema) }),
  z.object({
    type: z.literal('presentation'),
    ...playerBase,
    title: z.string(),
    pages: z.array(
      z.object({
        title: z.string(),
        file: z.object({
          type: z.string(),
          kind: z.enum(['video', 'document', 'link']),
          url: z.string().nullable(),
          src: z.string().nullable(),
          playedCurrentTime: z.number(),
        }),
      }),
    ),
  }),
  z.object({ type: z.enum(['test', ...SLIDE_REVIEW_KINDS]), ...playerBase, slides: z.array(playerSlideSchema) }),
]);
export type _PlayerItemProof = Proof<SameType<z.output<typeof playerItemSchema>, PlayerItem>>;

export const reviewCheckoutSchema = z.object({ item: playerItemSchema, review: reviewRecordSchema, preWork: z.boolean() });
export type _ReviewCheckoutProof = Proof<SameType<z.output<typeof reviewCheckoutSchema>, ReviewCheckout>>;

export const reviewSessionSchema = z.object({ session: z.string().nullable(), submitTime: ms });
export type _ReviewSessionProof = Proof<SameType<z.output<typeof reviewSessionSchema>, ReviewSessionAnswer>>;

const statsPageSchema = z.object({ startTime: ms, submitTime: ms, score: z.number().nullable() });

export const statsRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  moduleId: z.string(),
  refId: z.string().nullable(),
  revisionId: z.string(),
  itemId: z.string(),
  itemType: z.string(),
  data: z.object({ startTime: ms, firstStart: ms, pageCount: z.number(), completedPages: z.number(), pages: z.array(statsPageSchema).optional() }),
  submittedOn: ms,
  progress: z.number(),
  result: z.number().nullable(),
  graded: z.boolean(),
  attempt: z.number(),
  version: z.number(),
});
export type _StatsRecordProof = Proof<SameType<z.output<typeof statsRecordSchema>, StatsRecord>>;

export const statsRecordsAnswerSchema = z.union([z.array(statsRecordSchema), z.record(z.string(), statsRecordSchema)]);
export type _StatsRecordsAnswerProof = Proof<SameType<z.output<typeof statsRecordsAnswerSchema>, StatsRecordsAnswer>>;

export const statsResultsSchema = z.object({
  userId: z.string(),
  results: z.array(
    z.object({
      moduleId: z.string(),
      name: z.string(),
      assigned: z.boolean(),
      itemCount: z.number(),
      progress: z.number(),
      result: z.number().nullable(),
      passingScore: z.number().nullable(),
      passed: z.boolean(),
      firstStart: ms,
      lastSubmit: ms,
    }),
  ),
});
export type _StatsResultsProof = Proof<SameType<z.output<typeof statsResultsSchema>, StatsResults>>;

export const progressOverviewSchema = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), profession: z.string(), authUserId: z.string() }),
  modules: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      items: z.number(),
      totalComplete: z.number(),
      totalIncomplete: z.number(),
      totalPending: z.number(),
      totalTestsOrCases: z.number(),
      preWork: z.boolean(),
      progress: z.number(),
      firstStart: z.number().nullable(),
      result: z.number().nullable(),
      passingScore: z.number().nullable(),
    }),
  ),
  abilities: progressAbilitiesSchema,
});
export type _ProgressOverviewProof = Proof<SameType<z.output<typeof progressOverviewSchema>, ProgressOverview>>;

export const clearedProgressSchema = z.object({ cleared: z.number() });
export type _ClearedProgressProof = Proof<SameType<z.output<typeof clearedProgressSchema>, ClearedProgress>>;

export const demoCheckoutSchema = reviewCheckoutSchema.extend({
  answers: z.array(z.union([quizPageSolutionSchema, slideSolutionSchema]).nullable()),
  scoringMode: z.enum(['group', 'exact', 'partial']).optional(),
});
export type _DemoCheckoutProof = Proof<SameType<z.output<typeof demoCheckoutSchema>, DemoCheckout>>;
