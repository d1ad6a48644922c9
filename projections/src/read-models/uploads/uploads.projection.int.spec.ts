import { beforeEach, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { event, snapshot } from '../../testing/harness.js';
import { uploadsProjection } from './uploads.projection.js';

const at = (second: number) => `2026-11-22T10:00:${String(second).padStart(2, '0')}.000Z`;
const recorded = (streamId: string, type: string, data: object, n: number): RecordedEvent => ({
  ...event(type, data, at(n)),
  streamId,
  revision: BigInt(n),
  position: { commit: 1n, prepare: BigInt(n + 1) },
  created: new Date(0),
});
const started = (id: string, n: number) =>
  recorded(
    `upload-${id}`,
    'UploadStarted',
    { uploadId: id, ownerId: 'u1', name: "O'Brien \u2028 scan.png", type: 'image/png', size: 10_000_000_000, purpose: 'slide' },
    n,
  );

forEachDatabase('uploads read model on %s', (h) => {
  beforeEach(async () => {
    await h.sql.transaction((tx) => uploadsProjection.migrate(tx));
  });

  const apply = (events: RecordedEvent[]) => h.sql.transaction((tx) => uploadsProjection.apply(tx, events));

  it('follows each upload from start to completion, failure and clearing, and ignores a replayed start', async () => {
    await apply([
      started('a', 0),
      started('b', 1),
      recorded('upload-a', 'UploadCompleted', { uploadId: 'a' }, 2),
      recorded('upload-b', 'UploadFailed', { uploadId: 'b', error: 'Upload cancelled.' }, 3),
      recorded('upload-b', 'UploadCleared', { uploadId: 'b' }, 4),
    ]);
    await apply([started('a', 0)]);
    const rows = await snapshot(h.sql, 'uploads', 'id');
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'a',
        status: 'complete',
        error: null,
        cleared: false,
        size: '10000000000',
        name: "O'Brien \u2028 scan.png",
        updated: new Date(at(2)),
      }),
      expect.objectContaining({ id: 'b', status: 'failed', error: 'Upload cancelled.', cleared: true, updated: new Date(at(4)) }),
    ]);
  });
});
