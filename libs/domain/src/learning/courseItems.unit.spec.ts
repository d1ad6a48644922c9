import { describe, expect, it } from '@jest/globals';
import type { ItemStats, LearnerCourseItem } from '@cytocampus/contracts';
import {
  emptyItemsText,
  filterItems,
  itemButtonLabel,
  itemCounts,
  itemTypeLabel,
  ITEM_TYPE_OPTIONS,
  moduleButtonLabel,
  nextItem,
  NO_ITEM_FILTERS,
} from './courseItems.js';

const stats = (progress: number, started = progress > 0): ItemStats => ({
  itemId: 'x',
  refId: null,
  progress,
  result: null,
  startTime: started ? 1000 : null,
  firstStart: started ? 1000 : null,
  submittedOn: null,
});
const item = (itemId: string, fields: Partial<LearnerCourseItem> = {}): LearnerCourseItem => ({
  type: 'quiz',
  itemId,
  name: itemId,
  description: '',
  graded: true,
  stats: null,
  locked: false,
  ...fields,
});
const ids = (items: readonly LearnerCourseItem[]) => items.map((i) => i.itemId);

const items = [
  item('talk', { type: 'presentation', graded: false, stats: stats(1) }),
  item('practice', { graded: false, stats: stats(0, true) }),
  item('graded', { stats: stats(0.5) }),
  item('test', { type: 'test', locked: true }),
  item('case', { type: 'case', locked: true }),
];

describe('course page filters', () => {
  it('keeps everything without filters', () => {
    expect(filterItems(items, NO_ITEM_FILTERS)).toEqual(items);
  });

  it('filters by status: Not Started, Started, In Progress, Completed', () => {
    expect(ids(filterItems(items, { ...NO_ITEM_FILTERS, status: 'notStarted' }))).toEqual(['test', 'case']);
    expect(ids(filterItems(items, { ...NO_ITEM_FILTERS, status: 'started' }))).toEqual(['practice']);
    expect(ids(filterItems(items, { ...NO_ITEM_FILTERS, status: 'inProgress' }))).toEqual(['graded']);
    expect(ids(filterItems(items, { ...NO_ITEM_FILTERS, status: 'complete' }))).toEqual(['talk']);
  });

  it('filters by several types, and by graded or practice quizzes', () => {
    expect(ids(filterItems(items, { ...NO_ITEM_FILTERS, types: ['case', 'presentation'] }))).toEqual(['talk', 'case']);
    expect(ids(filterItems(items, { ...NO_ITEM_FILTERS, quiz: 'graded' }))).toEqual(['graded']);
    expect(ids(filterItems(items, { ...NO_ITEM_FILTERS, quiz: 'practice' }))).toEqual(['practice']);
    expect(ids(filterItems(items, { status: 'inProgress', types: ['quiz'], quiz: 'practice' }))).toEqual([]);
  });

  it('names the types as the filter and the list show them', () => {
    expect(ITEM_TYPE_OPTIONS.map((option) => option.label)).toEqual(['Study Slides', 'Slide Tests', 'Knowns', 'Unknowns', 'Quizzes', 'Presentations']);
    expect(['case', 'test', 'known', 'unknown', 'quiz', 'presentation', 'video'].map(itemTypeLabel)).toEqual([
      'Study Slide',
      'Slide Test',
      'Known',
      'Unknown',
      'Quiz',
      'Presentation',
      'video',
    ]);
  });

  it('says whether the module has no items or none match', () => {
    expect(emptyItemsText([])).toBe('Module has no items.');
    expect(emptyItemsText(items)).toBe('No items match the filters specified.');
  });
});

describe('Resume/Begin Module and item buttons', () => {
  it('goes to the first open item not complete, else the first open item, else nowhere', () => {
    expect(nextItem(items)?.itemId).toBe('practice');
    expect(nextItem([item('a', { stats: stats(1) }), item('b', { stats: stats(1) })])?.itemId).toBe('a');
    expect(nextItem([item('a', { locked: true })])).toBeNull();
    expect(nextItem([])).toBeNull();
  });

  it('resumes once the course or an item is started, else begins', () => {
    expect(moduleButtonLabel({ progress: 0, firstStart: null }, items)).toBe('Resume Module');
    expect(moduleButtonLabel({ progress: 0, firstStart: null }, [item('a')])).toBe('Begin Module');
    expect(moduleButtonLabel({ progress: 0, firstStart: 5 }, [item('a')])).toBe('Resume Module');
  });

  it('labels an item Begin, Continue or Review, and counts items by state', () => {
    expect(items.map(itemButtonLabel)).toEqual(['Review', 'Continue', 'Continue', 'Begin', 'Begin']);
    expect(itemCounts(items)).toEqual({ notStarted: 2, started: 1, inProgress: 1, complete: 1 });
  });
});
