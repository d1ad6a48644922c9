import { HOME_PANEL_SIZE, type CourseHeader } from '@cytocampus/contracts';
import { mostRecentIndex } from './gating.js';
import { isTileVisible, scheduleBegin, scheduleDeadline, scheduleState } from './schedule.js';

export type CourseCategory = 'current' | 'completed' | 'explore';

const isComplete = (course: CourseHeader): boolean => course.progress >= 1;
const isBegun = (course: CourseHeader): boolean => course.firstStart !== null || course.progress > 0;

/**
 * The category of a visible course (spec part 2 section 2, "Dashboard header and filters"):
 * completed when complete or its schedule has ended; current when it is one of the learner's
 * assignment or one they have begun; explore for the other courses their organization offers.
 */
export function courseCategory(course: CourseHeader, now: number): CourseCategory {
  if (isComplete(course)) return 'completed';
  if (course.assigned && scheduleState(course.schedule, now) === 'ended') return 'completed';
  if (course.assigned || isBegun(course)) return 'current';
  return 'explore';
}

/** Earlier first, a missing date after every date. */
const byDate = (a: number | null, b: number | null): number => (a ?? Infinity) - (b ?? Infinity) || 0;

/**
 * The spec's sort order (part 2 section 4): scheduled before unscheduled, earlier due first, then
 * earlier start, higher progress first, then name. Completed courses go last whatever their dates
 * (as a tie-break after progress it would never apply: complete is the highest progress).
 */
export function compareCourses(a: CourseHeader, b: CourseHeader): number {
  return (
    Number(isComplete(a)) - Number(isComplete(b)) ||
    Number(b.schedule.enabled) - Number(a.schedule.enabled) ||
    (a.schedule.enabled && b.schedule.enabled
      ? byDate(scheduleDeadline(a.schedule), scheduleDeadline(b.schedule)) || byDate(scheduleBegin(a.schedule), scheduleBegin(b.schedule))
      : 0) ||
    b.progress - a.progress ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }) ||
    a.moduleId.localeCompare(b.moduleId)
  );
}

export const sortCourses = (courses: readonly CourseHeader[]): CourseHeader[] => [...courses].sort(compareCourses);

/** Every word of the search in the course's name or description, case and accents aside. */
export function matchesSearch(course: CourseHeader, search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  const haystack = fold(`${course.name} ${course.description}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * The pre-work filter (spec part 2 section 9): on by default, it keeps the courses having an item
 * whose name contains pre-work. It applies only to organizations that do pre-work: elsewhere it
 * would hide every course.
 */
export const preWorkFilterApplies = (preWorkOrganization: boolean, filterOn: boolean): boolean => preWorkOrganization && filterOn;

/** An item name that makes its course a pre-work course ('Pre-Work', 'prework'…): the course list's filter and the Prework report. */
export const PRE_WORK_ITEM_NAME = /pre-?work/i;

export interface CourseFilters {
  search: string;
  /** The pre-work switch is on and the learner's organization does pre-work. */
  preWorkOnly: boolean;
}

export interface CourseCategories {
  current: CourseHeader[];
  /** The Favorites panel (after current): pinned courses of every category. */
  favorites: CourseHeader[];
  completed: CourseHeader[];
  explore: CourseHeader[];
}

/** The courses page: visible courses that pass the filters, by category, each in the spec's order. */
export function categorizeCourses(
  courses: readonly CourseHeader[],
  now: number,
  filters: CourseFilters = { search: '', preWorkOnly: false },
): CourseCategories {
  const shown = sortCourses(
    courses.filter((course) => isTileVisible(course.schedule, now) && (!filters.preWorkOnly || course.preWork) && matchesSearch(course, filters.search)),
  );
  const categories: CourseCategories = { current: [], favorites: [], completed: [], explore: [] };
  for (const course of shown) {
    categories[courseCategory(course, now)].push(course);
    if (course.favorite) categories.favorites.push(course);
  }
  return categories;
}

/** The learner's order: their assignment's courses by position, then other courses they began, by the spec's order. */
export function learnerOrder(courses: readonly CourseHeader[], now: number): CourseHeader[] {
  const visible = courses.filter((course) => isTileVisible(course.schedule, now));
  const assigned = visible.filter((course) => course.assigned).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || compareCourses(a, b));
  const begun = sortCourses(visible.filter((course) => !course.assigned && isBegun(course)));
  return [...assigned, ...begun];
}

/**
 * The most recent course (spec part 2 section 4): in the learner's order, the first from the right
 * with non-zero progress, advancing to the next if that one is complete; the first course when none
 * is begun; null without courses.
 */
export function mostRecentCourse(courses: readonly CourseHeader[], now: number): CourseHeader | null {
  const ordered = learnerOrder(courses, now);
  return ordered[mostRecentIndex(ordered.map((course) => course.progress))] ?? null;
}

export interface HomePanels {
  /** Up to 5 current courses in the spec's order; the most recent is always among them. */
  continueLearning: CourseHeader[];
  /** The most recent course when it is one of the current ones (it gets the home's emphasis). */
  recentId: string | null;
  explore: CourseHeader[];
  /** Whether each category holds more than its panel shows. */
  moreCurrent: boolean;
  moreExplore: boolean;
}

/** Home's 'Continue Learning' and 'Explore' panels (spec part 2 section 2: at most 5 tiles each). */
export function homePanels(courses: readonly CourseHeader[], now: number, size: number = HOME_PANEL_SIZE): HomePanels {
  const { current, explore } = categorizeCourses(courses, now);
  const recent = mostRecentCourse(courses, now);
  const recentId = recent && current.some((course) => course.moduleId === recent.moduleId) ? recent.moduleId : null;
  let continueLearning = current.slice(0, size);
  if (recentId !== null && size > 0 && !continueLearning.some((course) => course.moduleId === recentId)) {
    continueLearning = [...continueLearning.slice(0, size - 1), recent!];
  }
  return { continueLearning, recentId, explore: explore.slice(0, size), moreCurrent: current.length > size, moreExplore: explore.length > size };
}
