import { describe, expect, it } from '@jest/globals';
import { everyItemRated, formatContactHours, numberedSections, RATING_COLUMNS, ratingLabel, ratingList } from './ratings';

const sections = [
  { title: 'Slides', description: '', items: ['Quality', 'Objects'] },
  { title: 'Overall', description: '', items: ['Recommend'] },
];

describe('the evaluation grid', () => {
  it('numbers the items across sections in the order a submission sends them', () => {
    expect(numberedSections(sections).map(({ items }) => items)).toEqual([
      [
        { index: 0, text: 'Quality' },
        { index: 1, text: 'Objects' },
      ],
      [{ index: 2, text: 'Recommend' }],
    ]);
  });

  it('enables Submit only once every item has a rating, and lists them in order', () => {
    expect(everyItemRated({}, 3)).toBe(false);
    expect(everyItemRated({ 0: 5, 2: 'N/A' }, 3)).toBe(false);
    expect(ratingList({ 0: 5, 2: 'N/A' }, 3)).toBeNull();
    expect(everyItemRated({ 0: 5, 1: 1, 2: 'N/A' }, 3)).toBe(true);
    expect(ratingList({ 2: 'N/A', 0: 5, 1: 1 }, 3)).toEqual([5, 1, 'N/A']);
    expect(everyItemRated({}, 0)).toBe(false);
  });

  it('labels the columns as the spec does and names each radio after its item', () => {
    expect(RATING_COLUMNS.map((c) => [c.header, c.scale])).toEqual([
      ['1', 'Low/Poor'],
      ['2', ''],
      ['3', ''],
      ['4', ''],
      ['5', 'High/Excellent'],
      ['N/A', 'Not Applicable'],
    ]);
    expect(ratingLabel('Image quality', 3)).toBe('Image quality: 3');
  });

  it('shows contact hours plainly', () => {
    expect(formatContactHours(0.25)).toBe('0.25');
    expect(formatContactHours(1)).toBe('1');
  });
});
