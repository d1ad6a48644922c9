import { describe, expect, it } from '@jest/globals';
import { parseLtiTarget, type LtiCatalogueCourse } from '@cytocampus/contracts';
import { courseTarget, itemTarget, pickedTargets, togglePick } from './deepLinkPicks';

const catalogue: LtiCatalogueCourse[] = [
  {
    moduleId: 'm1',
    title: 'Gynecologic cytology',
    items: [
      { itemId: 'p1', type: 'presentation', title: 'Introduction', graded: false },
      { itemId: 't1', type: 'test', title: 'Final slide test', graded: true },
    ],
  },
  { moduleId: 'm2', title: 'Urine cytology', items: [{ itemId: 'q1', type: 'quiz', title: 'Paris system quiz', graded: true }] },
];

describe('the deep-linking picks', () => {
  it('name a course or one of its items as the launch reads them back', () => {
    expect(courseTarget(catalogue[0]!)).toBe('course/m1');
    expect(itemTarget(catalogue[0]!, catalogue[0]!.items[1]!)).toBe('course/m1/test/t1');
    expect(parseLtiTarget(itemTarget(catalogue[1]!, catalogue[1]!.items[0]!))).toEqual({ moduleId: 'm2', item: { type: 'quiz', itemId: 'q1' } });
  });

  it('toggle one pick at a time, without changing the set they came from', () => {
    const before = new Set(['course/m1']);
    const after = togglePick(before, 'course/m1/test/t1');
    expect([...after]).toEqual(['course/m1', 'course/m1/test/t1']);
    expect([...togglePick(after, 'course/m1')]).toEqual(['course/m1/test/t1']);
    expect([...before]).toEqual(['course/m1']);
  });

  it('are sent in the catalogue’s order, a pick no longer listed dropped', () => {
    const picked = new Set(['course/m2/quiz/q1', 'course/m1/test/t1', 'course/gone', 'course/m1']);
    expect(pickedTargets(catalogue, picked)).toEqual(['course/m1', 'course/m1/test/t1', 'course/m2/quiz/q1']);
    expect(pickedTargets(catalogue, new Set())).toEqual([]);
  });
});
