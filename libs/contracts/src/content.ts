import type { ItemAbilities, ListQuery } from './lists.js';

/** Content types authored through the generic edit form, and where their calls live (spec part 2 section 7). */
export const CONTENT_PATHS = {
  module: 'modules',
  curriculum: 'curricula',
  presentation: 'presentations',
  quiz: 'quizzes',
  test: 'tests',
  feedback: 'feedback-forms',
} as const;
export type AuthoredType = keyof typeof CONTENT_PATHS;

/** Display names (spec part 1 section 3). */
export const CONTENT_LABELS: Record<AuthoredType, { singular: string; plural: string }> = {
  module: { singular: 'Course', plural: 'Courses' },
  curriculum: { singular: 'Assignment', plural: 'Assignments' },
  presentation: { singular: 'Presentation', plural: 'Presentations' },
  quiz: { singular: 'Quiz', plural: 'Quizzes' },
  test: { singular: 'Slide Test', plural: 'Slide Tests' },
  feedback: { singular: 'Evaluation Form', plural: 'Evaluation Forms' },
};

/** One revision of a content item as the API answers it; `fields` holds the type's own fields too. */
export interface ContentItem {
  /** The revision id. */
  id: string;
  /** The item's id, shared by its revisions. */
  itemId: string;
  type: AuthoredType | 'slide' | 'report';
  name: string;
  description: string;
  tags: string[];
  isPublic: boolean;
  allowedOrgs: string[];
  filterOrgs: string[];
  active: boolean;
  activated: number | null;
  locked: boolean;
  previousId: string | null;
  /** Owner. */
  userId: string | null;
  ownerName: string | null;
  orgId: string | null;
  created: number;
  updated: number;
  version: number;
  fields: Record<string, unknown>;
  abilities: ItemAbilities;
}

/** GET /{type path}: paging, search (words in the name, or all of them among the tags), state. */
export interface ContentListQuery extends ListQuery {
  status?: 'any' | 'active' | 'inactive';
}

/** PUT /{type path}/{id}: the changed fields (also as `{[type]: fields}`), or activation. */
export type ContentChange = Record<string, unknown> | { activate: true } | { deactivate: true };

/** GET /modules/{id}/items: a course's items with their names, in order. */
export interface CourseItemEntry {
  type: string;
  itemId: string;
  name: string | null;
  active: boolean;
}

/**
 * GET /curricula/{id}/modules?modules=a,b: the names of an assignment's courses, for readers of
 * the assignment who may not list courses; in the order asked (default: the assignment's entries).
 * An id that is not one of the assignment's courses, or a course hidden from the caller's
 * organization, answers without a name.
 */
export interface CurriculumModuleEntry {
  moduleId: string;
  name: string | null;
  active: boolean;
}

/** Files of presentation pages and quiz images, served after the owning item's read check (spec part 2 section 7). */
export const CONTENT_FILE_ROUTES = {
  presentation: (src: string) => `/presentations/file/${src}`,
  quiz: (fileId: string) => `/quizzes/file/${fileId}`,
} as const;
