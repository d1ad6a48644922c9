import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError, type SlideCommand } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { slidesMissingTissue, type SlideUploadRow } from '@cytocampus/projections';
import { errorMessage } from '../../../../infra/leader-loop.js';
import type { Logger } from '../../../../infra/logger.js';
import type { SlideFiles } from '../shared/slide-files.js';
import { tissueOfPyramid } from './slide-tissue.js';

/** How often the slides waiting for a mask are asked for again while the read model cannot answer. */
const QUERY_RETRY_MS = 10_000;
const STOP_CHECK_MS = 200;

export interface TissueBackfill {
  sql: SqlClient;
  files: SlideFiles;
  logger: Logger;
  /** Records a command on a slide and waits for the slides read model. */
  record(slideId: string, command: SlideCommand): Promise<void>;
  stopped(): boolean;
}

/**
 * Slides completed before their tissue mask was recorded (or whose thumbnail could not be read
 * then) get one, one at a time (docs/adr/0036). A slide mapped or queued again meanwhile is
 * refused, which is fine: a processing records its own mask.
 */
export async function mapMissingTissue(b: TissueBackfill): Promise<void> {
  const rows = await slidesWithoutTissue(b);
  for (const row of rows ?? []) {
    if (b.stopped()) return;
    try {
      const manifest = await b.files.manifest(row.upload_id);
      if (!manifest) throw new Error('the pyramid has no manifest');
      await b.record(row.id, { type: 'MapSlideTissue', tissue: await tissueOfPyramid(b.files.pyramidDir(row.upload_id), manifest) });
    } catch (error) {
      if (error instanceof DomainError) b.logger.debug({ slideId: row.id, reason: error.message }, 'slide tissue mask not needed any more');
      else b.logger.warn({ slideId: row.id, error: errorMessage(error) }, 'slide tissue mask could not be recorded');
    }
  }
}

/**
 * The slides to map; asked again while the query fails: with the projections in a process of their
 * own, the slides read model may not have its tissue column yet (being rebuilt). Null when stopped.
 */
async function slidesWithoutTissue(b: TissueBackfill): Promise<SlideUploadRow[] | null> {
  for (;;) {
    try {
      return await slidesMissingTissue(b.sql);
    } catch (error) {
      b.logger.warn({ error: errorMessage(error) }, 'slide tissue backfill: slides not readable yet, asking again');
      for (const until = Date.now() + QUERY_RETRY_MS; Date.now() < until; await sleep(STOP_CHECK_MS)) if (b.stopped()) return null;
    }
  }
}
