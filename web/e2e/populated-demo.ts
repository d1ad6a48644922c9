/**
 * The demo product after its people have worked (issue 35's accessibility sweep): the learner has
 * passed the seeded slide test and given its evaluation, started an organization thread and a
 * conversation; the manager runs a live teaching session and asked for a report. One browser
 * context per role, signed in, and the ids a sweep needs for the router's parameterised paths.
 */
import type { BrowserContext } from 'playwright-core';
import {
  FEEDBACK_ROUTES,
  LEARNING_ROUTES,
  SLIDE_REVIEW_ROUTES,
  TEACHING_ROUTES,
  THREAD_ROUTES,
  type ContentItem,
  type CreateThreadRequest,
  type CurrentUser,
  type FeedbackFormAnswer,
  type GroupItem,
  type LearnerCourse,
  type LearnerCourses,
  type NameEntry,
  type OrganizationItem,
  type Page as ListPage,
  type PersonRef,
  type ReportItem,
  type TeachingSession,
  type TestSlides,
  type ThreadDetail,
} from '@cytocampus/contracts';
import { openItemsInAnyOrder, passSlideTest, seededSlideTest, signedInAs, SQUAMOUS_COURSE, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import type { Product } from './harness.js';
import { apiSend } from './pages.js';

export const SIGNED_IN_ROLES = ['learner', 'manager', 'admin', 'super'] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];
/** Who visits a page: a signed-in role, or nobody signed in ('public'). */
export type Visitor = SignedInRole | 'public';

const EMAILS: Record<Exclude<SignedInRole, 'learner'>, string> = {
  manager: 'manager@cytocampus.test',
  admin: 'admin@cytocampus.test',
  super: 'super@cytocampus.test',
};

/** The ids of the populated demo that the router's parameterised paths take. */
export interface DemoIds {
  /** The learner's user id (their Skills page) and item id (their record in the users lists). */
  learner: { userId: string; itemId: string };
  /** The demo organization's item id. */
  organizationId: string;
  groupId: string;
  assignmentId: string;
  /** The squamous lesions course and its presentation, practice quiz and slide test. */
  course: { moduleId: string; presentationId: string; quizId: string; testId: string };
  /** The screening course, its slide test (passed), the test's first slide and the review that passed it. */
  screening: { moduleId: string; testId: string; slideId: string; reviewId: string };
  evaluationFormId: string;
  threadId: string;
  conversationId: string;
  teachingSessionId: string;
  reportId: string;
}

export interface PopulatedDemo {
  product: Product;
  contexts: Record<Visitor, BrowserContext>;
  ids: DemoIds;
  /** Each signed-in role's own record (its permissions decide which pages it may open). */
  users: Record<SignedInRole, CurrentUser>;
}

export async function populatedDemo(): Promise<PopulatedDemo> {
  const { product, context: learner, page } = await startWithDemoLearner();
  await page.close();
  try {
    return await populate(product, learner);
  } catch (error) {
    await stopDemoProduct(product);
    throw error;
  }
}

async function populate(product: Product, learner: BrowserContext): Promise<PopulatedDemo> {
  const [manager, admin, superUser, visitor] = await Promise.all([
    signedInAs(product, EMAILS.manager),
    signedInAs(product, EMAILS.admin),
    signedInAs(product, EMAILS.super),
    product.newContext(),
  ]);
  const contexts: Record<Visitor, BrowserContext> = { learner, manager, admin, super: superUser, public: visitor };
  const api = <T>(as: SignedInRole, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    apiSend<T>(contexts[as], method, product.url(`/api/v1${path}`), body);
  const users = Object.fromEntries(
    await Promise.all(SIGNED_IN_ROLES.map(async (role) => [role, await api<CurrentUser>(role, 'GET', '/user')] as const)),
  ) as Record<SignedInRole, CurrentUser>;

  // The screening course's slide test passed, and its evaluation given.
  const seeded = await seededSlideTest(product, learner, 150_000);
  const screening = { moduleId: seeded.course.moduleId, testId: seeded.testId };
  await passSlideTest(product, learner, screening.testId, screening.moduleId);
  const summary = await api<TestSlides>('learner', 'GET', `${SLIDE_REVIEW_ROUTES.testSlides(screening.testId)}?moduleId=${screening.moduleId}`);
  const form = await api<FeedbackFormAnswer>('learner', 'GET', `${FEEDBACK_ROUTES.feedbackForm(screening.testId)}?moduleId=${screening.moduleId}`);
  await api('learner', 'PUT', `${FEEDBACK_ROUTES.submitFeedback(screening.testId)}?moduleId=${screening.moduleId}`, {
    formId: form.id,
    feedback: [5, 5, 4, 4, 5, 5],
    paceProgramNumber: seeded.course.paceProgramNumber ?? '',
  });

  const { courses } = await api<LearnerCourses>('learner', 'GET', LEARNING_ROUTES.courses);
  const squamous = courses.find((c) => c.name === SQUAMOUS_COURSE)!;
  const { items } = (await api<{ course: LearnerCourse }>('learner', 'GET', `/modules/${squamous.moduleId}`)).course;
  const itemOf = (test: (item: LearnerCourse['items'][number]) => boolean) => items.find(test)?.itemId ?? '';

  // The squamous course's items open in any order: its quiz before the presentation's videos are watched.
  await openItemsInAnyOrder(product, users.learner.curriculum!);

  // A thread of the organization and a conversation, both the learner's.
  const start = (request: CreateThreadRequest) => api<ThreadDetail>('learner', 'POST', THREAD_ROUTES.threads, request);
  const [someone] = await api<PersonRef[]>('learner', 'GET', `${THREAD_ROUTES.people}?limit=1`);
  const thread = await start({ title: 'Koilocytes or halo artefact?', ref: users.learner.orgId!, message: '<p>Seen on the second demo slide.</p>' });
  const conversation = await start({ userIds: [someone!.id], message: '<p>Could you look at my second slide?</p>' });

  // The manager's live session on a slide of theirs, and their report.
  const [slide] = await api<NameEntry[]>('manager', 'GET', TEACHING_ROUTES.slides);
  const session = await api<TeachingSession>('manager', 'POST', TEACHING_ROUTES.sessions, {
    slideId: slide!.itemid,
    title: 'Squamous lesions, live',
    audience: { kind: 'link' },
  });
  const report = await api<ReportItem>('manager', 'POST', '/reports', { name: 'Slide results this month', reportType: 'Slide Results' });

  const [organizations, groups, assignments] = await Promise.all([
    api<ListPage<OrganizationItem>>('admin', 'GET', '/organizations'),
    api<ListPage<GroupItem>>('manager', 'GET', '/groups'),
    api<ListPage<ContentItem>>('admin', 'GET', '/curricula'),
  ]);
  return {
    product,
    contexts,
    users,
    ids: {
      learner: { userId: users.learner.userId, itemId: users.learner.itemId },
      organizationId: organizations.items[0]!.itemId,
      groupId: groups.items[0]!.itemId,
      assignmentId: assignments.items[0]!.itemId,
      course: {
        moduleId: squamous.moduleId,
        presentationId: itemOf((item) => item.type === 'presentation'),
        quizId: itemOf((item) => item.type === 'quiz' && !item.graded),
        testId: itemOf((item) => item.type === 'test'),
      },
      screening: { ...screening, slideId: summary.slides[0]!.itemId, reviewId: summary.records!.reviewId },
      evaluationFormId: form.id,
      threadId: thread.id,
      conversationId: conversation.id,
      teachingSessionId: session.id,
      reportId: report.id,
    },
  };
}
