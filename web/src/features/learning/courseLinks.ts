import type { LearnerCourseItem } from '@cytocampus/contracts';

/** The learning area's routes (spec part 2 section 2). */
export const COURSES_PATH = '/dashboard/learning/courses';

/** The courses page's categories, as the hash that scrolls to them (#current, #explore from Home's 'See More'). */
export const COURSE_SECTIONS = { current: 'current', favorites: 'favorites', completed: 'completed', explore: 'explore' } as const;
export type CourseSection = keyof typeof COURSE_SECTIONS;

export const coursesSectionPath = (section: CourseSection): string => `${COURSES_PATH}#${COURSE_SECTIONS[section]}`;

/** One course's page; /back when closing it should return to the previous page. */
export const coursePath = (moduleId: string, back = false): string => `${COURSES_PATH}/${encodeURIComponent(moduleId)}${back ? '/back' : ''}`;

/**
 * An item's player: presentations and quizzes open on their first page
 * (/course/{moduleId}/{type}/{itemId}/1); the other types at /course/{moduleId}/{type}/{itemId}.
 */
export function itemPlayerPath(moduleId: string, item: Pick<LearnerCourseItem, 'type' | 'itemId'>): string {
  const base = `/course/${encodeURIComponent(moduleId)}/${encodeURIComponent(item.type)}/${encodeURIComponent(item.itemId)}`;
  return item.type === 'presentation' || item.type === 'quiz' ? `${base}/1` : base;
}
