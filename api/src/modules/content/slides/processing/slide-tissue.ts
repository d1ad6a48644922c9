import { join } from 'node:path';
import { COVERAGE_GRID_CELLS } from '@cytocampus/contracts';
import { coverageGrid, packTissueMask, tissueMask, type SlideTissue } from '@cytocampus/domain';
import { gridPixels, type SlideManifest } from '@cytocampus/slide-imaging';

/**
 * The tissue mask of a built pyramid (docs/adr/0036), from the thumbnail its manifest names, on
 * the audit coverage's grid (coverageGrid of level 0, COVERAGE_GRID_CELLS): recorded once as
 * SlideTissueMapped, so the coverage and the projections never read the image. Throws when the
 * thumbnail cannot be read.
 */
export async function tissueOfPyramid(pyramidDir: string, manifest: SlideManifest): Promise<SlideTissue> {
  const grid = coverageGrid({ width: manifest.width, height: manifest.height }, COVERAGE_GRID_CELLS);
  const pixels = await gridPixels(join(pyramidDir, manifest.thumbnail.file), grid.cols, grid.rows);
  return { grid, mask: packTissueMask(tissueMask(pixels, 3, grid)) };
}
