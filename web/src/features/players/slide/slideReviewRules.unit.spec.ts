import { describe, expect, it } from '@jest/globals';
import { canCapture, collapsed, diagnosisOf, EMPTY_DIAGNOSIS, swapObjects, toggleMark } from './slideReviewRules';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);

describe('slide review rules', () => {
  it('reads a stored record with its defaults, and an empty one as empty', () => {
    expect(diagnosisOf(undefined)).toEqual(EMPTY_DIAGNOSIS);
    expect(diagnosisOf({ selected: [1] })).toEqual(EMPTY_DIAGNOSIS);
    expect(diagnosisOf({ shortList: ['a'], result: 'HSIL', component: 'Maybe' })).toEqual({ ...EMPTY_DIAGNOSIS, shortList: ['a'], result: 'HSIL' });
  });

  it('captures once a result is chosen (without a solution type: once there are comments), never while a write is in flight', () => {
    expect(canCapture('GYN', EMPTY_DIAGNOSIS, false)).toBe(false);
    expect(canCapture('GYN', { ...EMPTY_DIAGNOSIS, result: 'NILM' }, false)).toBe(true);
    expect(canCapture('GYN', { ...EMPTY_DIAGNOSIS, result: 'NILM' }, true)).toBe(false);
    expect(canCapture('none', { ...EMPTY_DIAGNOSIS, comments: '  ' }, false)).toBe(false);
    expect(canCapture('none', { ...EMPTY_DIAGNOSIS, comments: 'Benign cells' }, false)).toBe(true);
  });

  it('marks at most four; unmarking a point of the reviewer’s own removes it', () => {
    let data = EMPTY_DIAGNOSIS;
    for (const id of ['a', 'b', 'c', 'mark-1']) data = toggleMark(data, id)!;
    data = { ...data, customObjects: [{ id: 'mark-1', coords: { x: 1, y: 2 }, catIdx: 0 }] };
    expect(toggleMark(data, 'e')).toBeNull();
    const unmarked = toggleMark(data, 'mark-1')!;
    expect([unmarked.shortList, unmarked.customObjects]).toEqual([['a', 'b', 'c'], []]);
    expect(toggleMark(unmarked, 'e')!.shortList).toEqual(['a', 'b', 'c', 'e']);
  });

  it('swaps two objects of a row; a marked object moved beyond the second row is unmarked', () => {
    const order = ids(18);
    const data = { ...EMPTY_DIAGNOSIS, shortList: ['o1', 'o2'] };
    const within = swapObjects(order, 'o1', 'o11', data);
    expect([within.order.indexOf('o1'), within.order.indexOf('o11'), within.data.shortList]).toEqual([11, 1, ['o1', 'o2']]);
    const beyond = swapObjects(order, 'o2', 'o12', data);
    expect([beyond.order.indexOf('o2'), beyond.data.shortList]).toEqual([12, ['o1']]);
    expect(swapObjects(order, 'o1', 'zz', data).order).toEqual(order);
  });

  it('shows the first five marks with the count of the rest', () => {
    expect(collapsed(ids(7))).toEqual({ visible: ids(5), more: 2 });
    expect(collapsed(ids(3))).toEqual({ visible: ids(3), more: 0 });
  });
});
