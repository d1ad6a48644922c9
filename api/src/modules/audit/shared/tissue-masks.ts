import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { tissueMask, type CoverageGrid } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { gridPixels, MANIFEST_FILE, type SlideManifest } from '@cytocampus/slide-imaging';
import { SQL } from '../../../infra/tokens.js';
import { SlideFiles } from '../../content/slides/shared/slide-files.js';

/** Masks remembered at most (one per slide revision and grid: a few tens of kilobytes each). */
const MAX_MASKS = 200;

/**
 * Which grid cells of a slide hold tissue, told by its own thumbnail (docs/adr/0029). A slide
 * revision's image never changes, so its mask is computed once and remembered; a slide whose
 * thumbnail cannot be read has no mask (null), and is asked again next time.
 */
@Injectable()
export class TissueMasks {
  private readonly masks = new Map<string, Uint8Array>();

  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly files: SlideFiles,
  ) {}

  async of(revisionId: string, grid: CoverageGrid): Promise<Uint8Array | null> {
    const key = `${revisionId}/${grid.cols}x${grid.rows}`;
    const known = this.masks.get(key);
    if (known) return known;
    const path = await this.thumbnailPath(revisionId);
    if (path === null) return null;
    const mask = await gridPixels(path, grid.cols, grid.rows).then(
      (pixels) => tissueMask(pixels, 3, grid),
      () => null,
    );
    if (mask === null) return null;
    if (this.masks.size >= MAX_MASKS) this.masks.delete(this.masks.keys().next().value!);
    this.masks.set(key, mask);
    return mask;
  }

  /** The thumbnail file the slide's image routes serve (SLIDE_ROUTES.thumbnail), from its pyramid's manifest. */
  private async thumbnailPath(revisionId: string): Promise<string | null> {
    const { rows } = await this.sql.query<{ upload_id: string | null }>(`select upload_id from slides where id = $1 and status = 'COMPLETE'`, [revisionId]);
    const uploadId = rows[0]?.upload_id;
    if (!uploadId) return null;
    const dir = this.files.pyramidDir(uploadId);
    const manifest = await readFile(join(dir, MANIFEST_FILE), 'utf8').then(
      (text) => JSON.parse(text) as SlideManifest,
      () => null,
    );
    return manifest ? join(dir, manifest.thumbnail.file) : null;
  }
}
