import type { AuthoredContentType } from '@cytocampus/schema';

/**
 * Fixed ids of the demo content, so that a seed interrupted halfway resumes on the same streams and
 * a second start finds what the first wrote. Revision ids, item ids and upload ids differ (ADR 0011).
 */
const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const revision = (n: number) => id('c0000000', n);
const item = (n: number) => id('d0000000', n);
const upload = (n: number) => id('e0000000', n);

export const DEMO_IDS = {
  bethesdaTalk: { id: revision(1), itemId: item(1) },
  urineTalk: { id: revision(2), itemId: item(2) },
  practiceQuiz: { id: revision(3), itemId: item(3) },
  gradedQuiz: { id: revision(4), itemId: item(4) },
  evaluationForm: { id: revision(5), itemId: item(5) },
  slideTest: { id: revision(6), itemId: item(6) },
  course: { id: revision(7), itemId: item(7) },
  assignment: { id: revision(8), itemId: item(8) },
  screeningCourse: { id: revision(9), itemId: item(9) },
  slides: [
    { id: revision(11), itemId: item(11), imageUpload: upload(11), analysisUpload: upload(21) },
    { id: revision(12), itemId: item(12), imageUpload: upload(12), analysisUpload: upload(22) },
    { id: revision(13), itemId: item(13), imageUpload: upload(13), analysisUpload: upload(23) },
  ],
  /** Version 2 (the library, ADR 0018): the screening practice's own test, the non-GYN test and course. */
  screeningTest: { id: revision(31), itemId: item(31) },
  nonGynTest: { id: revision(32), itemId: item(32) },
  nonGynCourse: { id: revision(33), itemId: item(33) },
  /** Version 4 (issue 30): the mock proficiency test course and its two tests, drawn from the library. */
  mockPt: { id: revision(34), itemId: item(34) },
  mockPtRetest: { id: revision(35), itemId: item(35) },
  mockPtCourse: { id: revision(36), itemId: item(36) },
  /** Version 5 (issue 31): the practice set test and its course. */
  practiceSetTest: { id: revision(37), itemId: item(37) },
  practiceSetCourse: { id: revision(38), itemId: item(38) },
  /** Version 2's revisions of items version 1 wrote (same item ids): written only over an unchanged seed revision. */
  revisions: {
    practiceQuiz: revision(103),
    gradedQuiz: revision(104),
    slideTest: revision(106),
    screeningCourse: revision(109),
    /** Version 4: the assignment with the mock PT course. */
    assignment: revision(108),
    /** Version 5: the assignment with the practice sets course too. */
    assignmentWithPractice: revision(110),
  },
  handoutUpload: upload(1),
  /** The presentations' videos (demo-videos.ts). */
  videoUploads: {
    bethesdaAdequacy: upload(2),
    bethesdaLsil: upload(3),
    bethesdaHsil: upload(4),
    parisAdequacy: upload(5),
    parisHguc: upload(6),
  },
} as const;

/** The ids of library case `n` (library-cases.ts): revision, item and the two uploads of its image. */
export const libraryIds = (n: number) => ({ id: revision(200 + n), itemId: item(200 + n), imageUpload: upload(200 + n), analysisUpload: upload(500 + n) });

/** One demo content revision: its fields as an author would send them (checked by the shared schema when seeded). */
export interface DemoItem {
  type: AuthoredContentType;
  id: string;
  itemId: string;
  fields: Record<string, unknown>;
}
