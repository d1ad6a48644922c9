/**
 * One submitted slide page, from what its submit recorded (SubmittedSlide) and its views: how it was
 * screened and why it ended as it did (docs/adr/0036). The screening-skill projection calls this
 * once per page; pure, so a rebuild gives the same rows.
 */
import { COVERAGE_GRID_CELLS, type PageScreening, type SlideClassification } from '@cytocampus/contracts';
import { coverageGrid, type CoverageGrid, type CoverageView } from '../audit/coverage.js';
import { unpackTissueMask } from '../audit/tissue-codec.js';
import type { SubmittedSlide } from '../reviews/events.js';
import { classifySlide } from './classify.js';
import { screenPage } from './page.js';

export interface SubmittedPageInput {
  slide: SubmittedSlide;
  /** The page's views in time order (every session). */
  views: readonly CoverageView[];
  clicked: Iterable<string>;
  /** The slide's SlideTissueMapped, if any. */
  tissue: { grid: CoverageGrid; mask: string } | null;
  submitTime: number;
}

export interface SubmittedPageSkill {
  screening: PageScreening;
  /** Null when the slide has no solution to score against. */
  classification: SlideClassification | null;
}

const sameGrid = (a: CoverageGrid, b: CoverageGrid): boolean => a.cols === b.cols && a.rows === b.rows && a.cellSize === b.cellSize;

/** Null for a slide without a processed image (nothing could be placed on it). */
export function skillOfSubmittedPage(input: SubmittedPageInput): SubmittedPageSkill | null {
  const { slide } = input;
  if (!slide.size) return null;
  const grid = coverageGrid(slide.size, COVERAGE_GRID_CELLS);
  // A mask drawn on another grid (another size of image) says nothing about this one.
  const tissue = input.tissue && sameGrid(input.tissue.grid, grid) ? unpackTissueMask(input.tissue.mask, grid.cols * grid.rows) : null;
  const screening = screenPage({
    slide: slide.size,
    grid,
    views: input.views,
    endAt: input.submitTime,
    tissue,
    micronsPerPixel: slide.micronsPerPixel,
    objects: slide.objects,
    clicked: input.clicked,
    shortList: slide.shortList,
  });
  return { screening, classification: classifySlide({ solution: slide.solution, answer: slide.answer, objects: screening.objects }) };
}
