import { CONTENT_LABELS, type AuthoredType } from '@cytocampus/contracts';
import { itemPath, SECTIONS, type Section } from '../../shared/navigation/sections';

/**
 * Where a section's items are authored: the content area (admins site-wide, managers in their
 * organization), the admin area (assignments of the whole site) or the organization area.
 */
export type ContentArea = 'content' | 'admin' | 'org';

export interface ContentSectionConfig {
  type: AuthoredType;
  section: Section;
  area: ContentArea;
  singular: string;
  plural: string;
}

const config = (type: AuthoredType, section: Section, area: ContentArea): ContentSectionConfig => ({ type, section, area, ...CONTENT_LABELS[type] });

/** Every list/detail section of authored content (spec part 2 sections 2 and 6). */
export const CONTENT_SECTIONS = {
  courses: config('module', SECTIONS.contentCourses, 'content'),
  presentations: config('presentation', SECTIONS.contentPresentations, 'content'),
  quizzes: config('quiz', SECTIONS.contentQuizzes, 'content'),
  tests: config('test', SECTIONS.contentTests, 'content'),
  feedback: config('feedback', SECTIONS.contentFeedback, 'content'),
  adminAssignments: config('curriculum', SECTIONS.adminAssignments, 'admin'),
  orgAssignments: config('curriculum', SECTIONS.orgAssignments, 'org'),
} as const satisfies Record<string, ContentSectionConfig>;

export type ContentSectionKey = keyof typeof CONTENT_SECTIONS;

/** The content-area section of each item type that has one (slides have none yet). */
const CONTENT_AREA_SECTION: Partial<Record<string, Section>> = {
  module: SECTIONS.contentCourses,
  presentation: SECTIONS.contentPresentations,
  quiz: SECTIONS.contentQuizzes,
  test: SECTIONS.contentTests,
  feedback: SECTIONS.contentFeedback,
};

/** The detail of an item in the content area, opened with /back so closing it returns here; null when the type has no section. */
export function contentItemPath(type: string, itemId: string): string | null {
  const section = CONTENT_AREA_SECTION[type];
  return section ? itemPath(section, itemId, true) : null;
}
