import { Inject, Injectable } from '@nestjs/common';
import { unpackTissueMask, type CoverageGrid, type SlideTissue } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
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
    const { rows } = await this.sql.query<{ tissue: SlideTissue | null }>(`select tissue from slides where id = $1 and status = 'COMPLETE'`, [revisionId]);
    const tissue = rows[0]?.tissue;
    if (!tissue || !sameGrid(tissue.grid, grid)) return null;
    return unpackTissueMask(tissue.mask, grid.cols * grid.rows);
  }
}
