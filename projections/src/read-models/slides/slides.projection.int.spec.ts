import { beforeEach, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { event } from '../../testing/harness.js';
import { slidesProjection } from './slides.projection.js';

let position = 0;
/** An event of the slide s1's stream as the store records it. */
const recorded = (type: string, data: object): RecordedEvent => {
  position += 1;
  return { ...event(type, data), streamId: 'slide-s1', revision: BigInt(position), position: { commit: 1n, prepare: BigInt(position) }, created: new Date(0) };
};
const image = { width: 2048, height: 1024, levels: 12, tileSize: 512, micronsPerPixel: 0.25, objectivePower: 40, format: 'tiff' };
const tissue = { grid: { cols: 256, rows: 128, cellSize: 8 }, mask: 'AQID' };

forEachDatabase('slides read model on %s: the tissue mask', (h) => {
  beforeEach(async () => {
    await h.sql.transaction((tx) => slidesProjection.migrate(tx));
  });

  const apply = (...events: RecordedEvent[]) => h.sql.transaction((tx) => slidesProjection.apply(tx, events));
  const row = async () => (await h.sql.query<{ status: string; tissue: unknown }>(`select status, tissue from slides where id = 's1'`)).rows[0];

  it('is set by SlideTissueMapped, the status kept, and cleared when a new image is processed', async () => {
    await apply(
      recorded('ContentCreated', { id: 's1', itemId: 'i1', type: 'slide', ownerId: 'u1', orgId: null, previousId: null, fields: {} }),
      recorded('SlideImageAttached', { uploadId: 'up1', fileName: 'a.tif', bytes: 1 }),
      recorded('SlideProcessingStarted', { attempt: 1 }),
      recorded('SlideProcessed', { image }),
    );
    expect(await row()).toEqual({ status: 'COMPLETE', tissue: null });
    await apply(recorded('SlideTissueMapped', tissue));
    expect(await row()).toEqual({ status: 'COMPLETE', tissue });
    await apply(recorded('SlideRequeued', { reason: 'update' }), recorded('SlideProcessingStarted', { attempt: 1 }), recorded('SlideProcessed', { image }));
    expect(await row()).toEqual({ status: 'COMPLETE', tissue: null });
  });
});
