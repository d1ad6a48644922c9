import { describe, expect, it } from '@jest/globals';
import { coursePath, coursesSectionPath, itemPlayerPath } from './courseLinks';

describe('learning links', () => {
  it('scrolls the courses page to a category by its hash', () => {
    expect(coursesSectionPath('current')).toBe('/dashboard/learning/courses#current');
    expect(coursesSectionPath('explore')).toBe('/dashboard/learning/courses#explore');
  });

  it('opens a course page, with /back when asked', () => {
    expect(coursePath('m1')).toBe('/dashboard/learning/courses/m1');
    expect(coursePath('m 1', true)).toBe('/dashboard/learning/courses/m%201/back');
  });

  it('opens presentations and quizzes on page 1, other items at their own path', () => {
    expect(itemPlayerPath('m1', { type: 'presentation', itemId: 'p1' })).toBe('/course/m1/presentation/p1/1');
    expect(itemPlayerPath('m1', { type: 'quiz', itemId: 'q1' })).toBe('/course/m1/quiz/q1/1');
    expect(itemPlayerPath('m1', { type: 'test', itemId: 't1' })).toBe('/course/m1/test/t1');
    expect(itemPlayerPath('m1', { type: 'case', itemId: 's1' })).toBe('/course/m1/case/s1');
  });
});
