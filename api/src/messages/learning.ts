import { Query } from '@nestjs/cqrs';
import type { LearnerCourse } from '@cytocampus/contracts';
import type { PaceCourse } from '@cytocampus/domain';
import type { Principal } from '../auth/principal.js';

// The learning context answers these. Other contexts send them on the buses (docs/adr/0037).

/** A learner's P.A.C.E. courses as the certificate rules take them, and the test of each that takes feedback. */
export interface CertificateCourses {
  courses: PaceCourse[];
  /** moduleId → the first of its slide tests with an evaluation form (a course without one is absent). */
  feedbackTests: Record<string, string>;
}

/**
 * The learner's assigned courses with the P.A.C.E. certificate (only an assignment's entry gives a
 * passing score, so only those can be passed; spec part 2 section 4), for the credentials module.
 */
export class GetCertificateCourses extends Query<CertificateCourses> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * One of the caller's courses as their course page shows it (header and items with stats); null
 * when the caller is no learner of it. GET /modules/{id} asks it (the content module answers that route).
 */
export class GetLearnerCourse extends Query<LearnerCourse | null> {
  constructor(
    readonly actor: Principal,
    readonly moduleId: string,
  ) {
    super();
  }
}

/** Whether the caller learns one of these items (of `type`) in one of their courses: the content files route lets such learners load the item's files. */
export class LearnsAnyItem extends Query<boolean> {
  constructor(
    readonly actor: Principal,
    readonly type: string,
    readonly itemIds: readonly string[],
  ) {
    super();
  }
}

/** Whether the caller reviews this slide (a revision or item id) in one of their courses: its image routes then serve them. */
export class LearnsSlide extends Query<boolean> {
  constructor(
    readonly actor: Principal,
    readonly slideId: string,
  ) {
    super();
  }
}

/**
 * The slides (item ids) of the courses assigned within the organization: its managers may teach
 * them live without reading the organization's content (docs/adr/0030).
 */
export class OrganizationSlides extends Query<string[]> {
  constructor(readonly orgId: string) {
    super();
  }
}

/**
 * Whether the slide (a revision or item id) is in a course assigned within the organization: its
 * managers may then teach it live without reading the organization's content (docs/adr/0030).
 */
export class OrganizationTeachesSlide extends Query<boolean> {
  constructor(
    readonly orgId: string,
    readonly slideId: string,
  ) {
    super();
  }
}
