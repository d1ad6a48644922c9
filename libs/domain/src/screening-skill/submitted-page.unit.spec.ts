import { describe, expect, it } from '@jest/globals';
import { packTissueMask } from '../audit/tissue-codec.js';
import type { SubmittedSlide } from '../reviews/events.js';
import { skillOfSubmittedPage } from './submitted-page.js';

const slide: SubmittedSlide = {
  slideId: 's',
  revisionId: 'r',
  solution: { type: 'GYN', result: 'HSIL' },
  answer: 'NILM',
  shortList: [],
  objects: [{ id: 'c1', coords: { x: 100, y: 100 }, catIdx: 0, solution: true }],
  size: { width: 2_560, height: 2_560 },
  micronsPerPixel: 0.5,
};
/** coverageGrid of 2,560² with 256 cells a side: 10-pixel cells. */
const GRID = { cols: 256, rows: 256, cellSize: 10 };
const allTissue = (grid: typeof GRID) => ({ grid, mask: packTissueMask(new Uint8Array(grid.cols * grid.rows).fill(1)) });
const input = { slide, views: [], clicked: [], submitTime: 1_000 };

describe('a submitted slide page', () => {
  it('reads the slide’s mask on its own grid: the tissue share is known', () => {
    expect(skillOfSubmittedPage({ ...input, tissue: allTissue(GRID) })?.screening.tissueScreenedPercent).toBe(0);
  });

  it('ignores a mask drawn on another grid, and has no skill without an image', () => {
    expect(skillOfSubmittedPage({ ...input, tissue: allTissue({ ...GRID, cellSize: 20 }) })?.screening.tissueScreenedPercent).toBeNull();
    expect(skillOfSubmittedPage({ ...input, slide: { ...slide, size: null }, tissue: null })).toBeNull();
  });

  it('classifies the answer against the solution it was graded by', () => {
    expect(skillOfSubmittedPage({ ...input, tissue: null })?.classification).toMatchObject({ outcome: 'locator', objects: { total: 1, seen: 0 } });
  });
});
