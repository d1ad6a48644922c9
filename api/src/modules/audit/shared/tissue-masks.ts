import { Inject, Injectable } from '@nestjs/common';
import { unpackTissueMask, type CoverageGrid } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { slideTissue } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';

const sameGrid = (a: CoverageGrid, b: CoverageGrid): boolean => a.cols === b.cols && a.rows === b.rows && a.cellSize === b.cellSize;

/**
 * Which grid cells of a slide hold tissue, as its processing recorded them (SlideTissueMapped,
 * docs/adr/0029 and 0036) in the slides read model. A slide without one (not backfilled yet, or
 * its thumbnail could not be read) or whose mask is on another grid has none (null). Not cached:
 * the row is read by its key anyway (a slide processed again may have a new mask), and unpacking
 * its bits is cheap.
 */
@Injectable()
export class TissueMasks {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async of(revisionId: string, grid: CoverageGrid): Promise<Uint8Array | null> {
    const tissue = await slideTissue(this.sql, revisionId);
    if (!tissue || !sameGrid(tissue.grid, grid)) return null;
    return unpackTissueMask(tissue.mask, grid.cols * grid.rows);
  }
}
