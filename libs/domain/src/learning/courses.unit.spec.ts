import { describe, expect, it } from '@jest/globals';
import type { CourseHeader, CourseSchedule } from '@cytocampus/contracts';
import { countdownRefreshMs, dueCountdown, formatSpan } from './countdown.js';
import {
  categorizeCourses,
  compareCourses,
  courseCategory,
  homePanels,
  matchesSearch,
  mostRecentCourse,
  preWorkFilterApplies,
  sortCourses,
} from './courses.js';
import { isTileVisible, scheduleState } from './schedule.js';
import { courseProgressState, percent, progressLabel, tileButtonLabel } from './status.js';
import { nameMonth, tileColor } from './tileColor.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 25, 12);

const NO_SCHEDULE: CourseSchedule = { enabled: false, begin: null, start: null, due: null, end: null, allowEarly: false, disableLate: false };
const schedule = (fields: Partial<CourseSchedule>): CourseSchedule => ({ ...NO_SCHEDULE, enabled: true, ...fields });

let nextId = 0;
const course = (fields: Partial<CourseHeader> = {}): CourseHeader => ({
  moduleId: `m${(nextId += 1)}`,
  name: 'Gyn cytology',
  description: '',
  itemCount: 3,
  progress: 0,
  lastSubmit: null,
  firstStart: null,
  result: null,
  passingScore: 80,
  attempt: 1,
  maxAttempts: 1,
  schedule: NO_SCHEDULE,
  required: true,
  sequential: false,
  paceCertificateEnabled: false,
  paceProgramNumber: null,
  assigned: true,
  passed: false,
  gated: false,
  favorite: false,
  preWork: false,
  order: 0,
  ...fields,
});
const names = (courses: readonly CourseHeader[]) => courses.map((c) => c.name);

describe('schedule state (spec part 2 section 4 "Schedule")', () => {
  const window = schedule({ begin: NOW, start: NOW, due: NOW + 10 * DAY, end: NOW + 20 * DAY });

  it('runs upcoming → due → past due → ended', () => {
    expect(scheduleState(window, NOW - 1)).toBe('upcoming');
    expect(scheduleState(window, NOW)).toBe('due');
    expect(scheduleState(window, NOW + 10 * DAY - 1)).toBe('due');
    expect(scheduleState(window, NOW + 10 * DAY)).toBe('pastDue');
    expect(scheduleState(window, NOW + 20 * DAY)).toBe('ended');
  });

  it('is active without a deadline, due before the end when there is no due date, unscheduled when disabled', () => {
    expect(scheduleState(schedule({ begin: NOW - DAY }), NOW)).toBe('active');
    expect(scheduleState(schedule({ begin: NOW - DAY, end: NOW + DAY }), NOW)).toBe('due');
    expect(scheduleState(schedule({ begin: NOW - DAY, end: NOW - 1 }), NOW)).toBe('ended');
    expect(scheduleState({ ...window, enabled: false }, NOW - DAY)).toBe('unscheduled');
  });

  it('opens at the learner’s begin (relative dates), else at the authored start', () => {
    expect(scheduleState(schedule({ start: NOW - 5 * DAY, begin: NOW + DAY }), NOW)).toBe('upcoming');
    expect(scheduleState(schedule({ start: NOW + DAY }), NOW)).toBe('upcoming');
  });

  it('hides a tile before its begin unless allowEarly, and after its end when disableLate', () => {
    expect(isTileVisible(schedule({ begin: NOW + DAY }), NOW)).toBe(false);
    expect(isTileVisible(schedule({ begin: NOW + DAY, allowEarly: true }), NOW)).toBe(true);
    expect(isTileVisible(schedule({ end: NOW - DAY }), NOW)).toBe(true);
    expect(isTileVisible(schedule({ end: NOW - DAY, disableLate: true }), NOW)).toBe(false);
    expect(isTileVisible(schedule({ due: NOW - DAY, end: NOW + DAY, disableLate: true }), NOW)).toBe(true);
    expect(isTileVisible({ ...NO_SCHEDULE, begin: NOW + DAY, end: NOW - DAY, disableLate: true }, NOW)).toBe(true);
  });
});

describe('due countdown (seconds to years, a week is 7 days)', () => {
  it('names the largest whole unit', () => {
    expect(formatSpan(0)).toBe('1 second');
    expect(formatSpan(45 * SECOND)).toBe('45 seconds');
    expect(formatSpan(MINUTE)).toBe('1 minute');
    expect(formatSpan(5 * HOUR + 59 * MINUTE)).toBe('5 hours');
    expect(formatSpan(DAY)).toBe('1 day');
    expect(formatSpan(6 * DAY + 23 * HOUR)).toBe('6 days');
    expect(formatSpan(7 * DAY)).toBe('1 week');
    expect(formatSpan(29 * DAY)).toBe('4 weeks');
    expect(formatSpan(30 * DAY)).toBe('1 month');
    expect(formatSpan(364 * DAY)).toBe('12 months');
    expect(formatSpan(365 * DAY)).toBe('1 year');
    expect(formatSpan(-3 * 365 * DAY)).toBe('3 years');
  });

  it('counts to the begin, the deadline, past it, and since the end', () => {
    const window = schedule({ begin: NOW, due: NOW + 3 * DAY, end: NOW + 60 * DAY });
    expect(dueCountdown(window, 0, NOW - 2 * DAY)).toEqual({ tone: 'upcoming', text: 'Opens in 2 days', remaining: 2 * DAY });
    expect(dueCountdown(window, 0.5, NOW)?.text).toBe('Due in 3 days');
    expect(dueCountdown(window, 0, NOW + 3 * DAY + 14 * DAY)?.text).toBe('Past due by 2 weeks');
    expect(dueCountdown(window, 0, NOW + 60 * DAY + 31 * DAY)).toMatchObject({ tone: 'ended', text: 'Ended 1 month ago' });
  });

  it('shows nothing for a complete course, without a deadline, or unscheduled', () => {
    const window = schedule({ begin: NOW, due: NOW + DAY });
    expect(dueCountdown(window, 1, NOW)).toBeNull();
    expect(dueCountdown(schedule({ begin: NOW - DAY }), 0, NOW)).toBeNull();
    expect(dueCountdown({ ...window, enabled: false }, 0, NOW)).toBeNull();
  });

  it('is redrawn every second in its last two minutes, else every 30 s', () => {
    const window = schedule({ due: NOW + 90 * SECOND });
    expect(countdownRefreshMs(dueCountdown(window, 0, NOW))).toBe(SECOND);
    expect(countdownRefreshMs(dueCountdown(window, 0, NOW - HOUR))).toBe(30 * SECOND);
    expect(countdownRefreshMs(null)).toBe(30 * SECOND);
  });
});

describe('course progress label and tile button (spec part 2 section 4)', () => {
  it('labels progress Complete, In Progress, Started, Not Started', () => {
    expect(progressLabel(courseProgressState({ progress: 1, firstStart: NOW }))).toBe('Complete');
    expect(progressLabel(courseProgressState({ progress: 0.25, firstStart: NOW }))).toBe('In Progress');
    expect(progressLabel(courseProgressState({ progress: 0, firstStart: NOW }))).toBe('Started');
    expect(progressLabel(courseProgressState({ progress: 0, firstStart: null }))).toBe('Not Started');
    expect(percent(0.856)).toBe('86%');
  });

  it('begins a course not begun, or one without progress that has a due date; continues a started one; reviews a complete one', () => {
    expect(tileButtonLabel(course())).toBe('Begin Course');
    expect(tileButtonLabel(course({ firstStart: NOW, schedule: schedule({ due: NOW + DAY }) }))).toBe('Begin Course');
    expect(tileButtonLabel(course({ firstStart: NOW }))).toBe('Continue Course');
    expect(tileButtonLabel(course({ firstStart: NOW, progress: 0.5, schedule: schedule({ due: NOW + DAY }) }))).toBe('Continue Course');
    expect(tileButtonLabel(course({ firstStart: NOW, progress: 1 }))).toBe('Review Course');
  });
});

describe('tile colour', () => {
  it('takes the month of a name starting MM-YYYY', () => {
    expect(nameMonth('03-2026 Gyn update')).toBe(3);
    expect(tileColor('01-2026 Pre-work')).toBe('blue');
    expect(tileColor('12-2025: Non-gyn')).toBe('cyan');
    expect(tileColor('06-2026')).toBe('red');
  });

  it('keeps the product colour for other names', () => {
    expect(tileColor('Cervical cytology')).toBe('cyto');
    expect(tileColor('13-2026 Not a month')).toBe('cyto');
    expect(tileColor('3-2026 One digit')).toBe('cyto');
    expect(tileColor('03-20261 Too long')).toBe('cyto');
    expect(tileColor('Update 03-2026')).toBe('cyto');
  });
});

describe('sort order: scheduled before unscheduled, earlier due, earlier start, higher progress, completed last, then name', () => {
  it('orders by every rule in turn', () => {
    const sorted = sortCourses([
      course({ name: 'Unscheduled B' }),
      course({ name: 'Unscheduled A' }),
      course({ name: 'Unscheduled, more progress', progress: 0.4, firstStart: NOW }),
      course({ name: 'Completed, due first', progress: 1, schedule: schedule({ due: NOW }) }),
      course({ name: 'Due later', schedule: schedule({ due: NOW + 9 * DAY }) }),
      course({ name: 'Due sooner, starts later', schedule: schedule({ due: NOW + 2 * DAY, begin: NOW }) }),
      course({ name: 'Due sooner, starts sooner', schedule: schedule({ due: NOW + 2 * DAY, begin: NOW - DAY }) }),
      course({ name: 'Scheduled, no due', schedule: schedule({ begin: NOW - DAY }) }),
    ]);
    expect(names(sorted)).toEqual([
      'Due sooner, starts sooner',
      'Due sooner, starts later',
      'Due later',
      'Scheduled, no due',
      'Unscheduled, more progress',
      'Unscheduled A',
      'Unscheduled B',
      'Completed, due first',
    ]);
  });

  it('compares names naturally and ignores case', () => {
    expect(compareCourses(course({ name: 'module 2' }), course({ name: 'Module 10' }))).toBeLessThan(0);
  });
});

describe('course categories', () => {
  it('puts complete and ended courses in completed, the assignment and begun courses in current, the rest in explore', () => {
    expect(courseCategory(course({ progress: 1 }), NOW)).toBe('completed');
    expect(courseCategory(course({ schedule: schedule({ end: NOW - DAY }) }), NOW)).toBe('completed');
    expect(courseCategory(course(), NOW)).toBe('current');
    expect(courseCategory(course({ assigned: false, firstStart: NOW }), NOW)).toBe('current');
    expect(courseCategory(course({ assigned: false }), NOW)).toBe('explore');
    expect(courseCategory(course({ assigned: false, progress: 1 }), NOW)).toBe('completed');
  });

  it('lists favourites of every category after current, leaves hidden tiles out, and filters by search and pre-work', () => {
    const courses = [
      course({ name: 'Assigned', favorite: true }),
      course({ name: 'Done', progress: 1, favorite: true, preWork: true }),
      course({ name: 'Elsewhere', assigned: false, description: 'Thyroid FNA' }),
      course({ name: 'Not yet', schedule: schedule({ begin: NOW + DAY }), favorite: true }),
    ];
    expect(categorizeCourses(courses, NOW)).toEqual({
      current: [courses[0]],
      favorites: [courses[0], courses[1]],
      completed: [courses[1]],
      explore: [courses[2]],
    });
    expect(names(categorizeCourses(courses, NOW, { search: 'thyroid', preWorkOnly: false }).explore)).toEqual(['Elsewhere']);
    expect(categorizeCourses(courses, NOW, { search: 'thyroid', preWorkOnly: false }).current).toEqual([]);
    expect(names(categorizeCourses(courses, NOW, { search: '', preWorkOnly: true }).favorites)).toEqual(['Done']);
  });

  it('searches every word in name and description, without case or accents', () => {
    const c = course({ name: 'Cervical cytology', description: 'Squamous lésions' });
    expect(matchesSearch(c, '  CERVICAL lesions ')).toBe(true);
    expect(matchesSearch(c, 'cervical glandular')).toBe(false);
    expect(matchesSearch(c, '')).toBe(true);
  });

  it('applies the pre-work filter only in pre-work organizations', () => {
    expect(preWorkFilterApplies(true, true)).toBe(true);
    expect(preWorkFilterApplies(true, false)).toBe(false);
    expect(preWorkFilterApplies(false, true)).toBe(false);
  });
});

describe('most recent course and the home panels', () => {
  it('is, in assignment order, the first from the right with progress, or the next one when that is complete', () => {
    const first = course({ name: 'First', order: 0, progress: 1 });
    const second = course({ name: 'Second', order: 1, progress: 0.5 });
    const third = course({ name: 'Third', order: 2 });
    expect(mostRecentCourse([third, second, first], NOW)?.name).toBe('Second');
    expect(mostRecentCourse([third, { ...second, progress: 1 }, first], NOW)?.name).toBe('Third');
    expect(mostRecentCourse([third, { ...second, progress: 0 }, { ...first, progress: 0 }], NOW)?.name).toBe('First');
    expect(mostRecentCourse([], NOW)).toBeNull();
  });

  it('shows up to 5 current and 5 explore courses, and keeps the most recent among them', () => {
    const assigned = Array.from({ length: 7 }, (_, i) => course({ name: `Course ${i + 1}`, order: i, schedule: schedule({ due: NOW + (i + 1) * DAY }) }));
    const started = { ...assigned[6]!, firstStart: NOW - DAY, progress: 0.3 };
    const explore = Array.from({ length: 6 }, (_, i) => course({ name: `Other ${i + 1}`, assigned: false, order: null }));
    const panels = homePanels([...assigned.slice(0, 6), started, ...explore], NOW);
    expect(names(panels.continueLearning)).toEqual(['Course 1', 'Course 2', 'Course 3', 'Course 4', 'Course 7']);
    expect(panels.recentId).toBe(started.moduleId);
    expect(panels.moreCurrent).toBe(true);
    expect(names(panels.explore)).toEqual(['Other 1', 'Other 2', 'Other 3', 'Other 4', 'Other 5']);
    expect(panels.moreExplore).toBe(true);
  });

  it('has no emphasis when the most recent course is complete and last', () => {
    const panels = homePanels([course({ progress: 1, order: 0 })], NOW);
    expect(panels).toMatchObject({ continueLearning: [], recentId: null, explore: [], moreCurrent: false, moreExplore: false });
  });
});
