import { describe, expect, it } from '@jest/globals';
import type { ObjectOfInterest } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import type { ContentEvent } from '../content/events.js';
import { SLIDE_MSG, slideDecider } from './decide.js';
import type { SlideEvent } from './events.js';

const created: ContentEvent = {
  type: 'ContentCreated',
  data: { id: 's1', itemId: 'i1', type: 'slide', ownerId: 'u1', orgId: null, previousId: null, fields: { name: 'Slide #AB12345' } },
};
const attached: SlideEvent = { type: 'SlideImageAttached', data: { uploadId: 'up1', fileName: 'a.svs', bytes: 200_000_000 } };
const started = (attempt: number): SlideEvent => ({ type: 'SlideProcessingStarted', data: { attempt } });
const image = { width: 20_000, height: 20_000, levels: 16, tileSize: 512, micronsPerPixel: 0.25, objectivePower: 40, format: 'tiff' };
const object = (id: string, catIdx: number, rank: number, custom = false): ObjectOfInterest => ({
  id,
  coords: { x: 10, y: 20 },
  cat: { idx: catIdx, name: 'x' },
  rank,
  custom,
});

describe('slide status', () => {
  it('goes NEW, UPLOADING, QUEUED, PROCESSING, COMPLETE', () => {
    expect(given(slideDecider, [created]).state.status).toBe('NEW');
    expect(given(slideDecider, [created, { type: 'SlideUploadStarted', data: { uploadId: 'up1' } }]).state.status).toBe('UPLOADING');
    expect(given(slideDecider, [created, attached]).state.status).toBe('QUEUED');
    given(slideDecider, [created, attached])
      .when({ type: 'StartSlideProcessing' })
      .then([started(1)]);
    given(slideDecider, [created, attached, started(1)])
      .when({ type: 'CompleteSlideProcessing', image })
      .then([{ type: 'SlideProcessed', data: { image } }]);
    expect(given(slideDecider, [created, attached, started(1), { type: 'SlideProcessed', data: { image } }]).state).toMatchObject({
      status: 'COMPLETE',
      image,
    });
  });

  it('lets a worker resume a slide left PROCESSING, counting attempts', () => {
    given(slideDecider, [created, attached, started(1)])
      .when({ type: 'StartSlideProcessing' })
      .then([started(2)]);
  });

  it('retries only after an error, and never processes without an image', () => {
    const failed: SlideEvent = { type: 'SlideProcessingFailed', data: { code: 'unsupported-compression', message: 'JPEG 2000' } };
    given(slideDecider, [created, attached, started(1), failed])
      .when({ type: 'RetrySlideProcessing' })
      .then([{ type: 'SlideRequeued', data: { reason: 'retry' } }]);
    expect(given(slideDecider, [created, attached, started(1), failed, { type: 'SlideRequeued', data: { reason: 'retry' } }]).state.status).toBe('QUEUED');
    given(slideDecider, [created, attached]).when({ type: 'RetrySlideProcessing' }).thenRefuses(SLIDE_MSG.notFailed);
    given(slideDecider, [created]).when({ type: 'StartSlideProcessing' }).thenRefuses(SLIDE_MSG.noImage);
    // Retried after too many interruptions: the attempts count starts again.
    expect(
      given(slideDecider, [created, attached, started(1), started(2), started(3), failed, { type: 'SlideRequeued', data: { reason: 'retry' } }]).state.attempts,
    ).toBe(0);
    given(slideDecider, [created, attached]).when({ type: 'CompleteSlideProcessing', image }).thenRefuses(SLIDE_MSG.notProcessing);
  });
});

describe('processing a complete slide again', () => {
  const done: SlideEvent = { type: 'SlideProcessed', data: { image } };

  it('is UPDATING when an editor asks and MIGRATING after a format change, then processed like a queued one', () => {
    given(slideDecider, [created, attached, started(1), done])
      .when({ type: 'ReprocessSlide', reason: 'update' })
      .then([{ type: 'SlideRequeued', data: { reason: 'update' } }]);
    expect(given(slideDecider, [created, attached, started(1), done, { type: 'SlideRequeued', data: { reason: 'update' } }]).state.status).toBe('UPDATING');
    expect(given(slideDecider, [created, attached, started(1), done, { type: 'SlideRequeued', data: { reason: 'migrate' } }]).state.status).toBe('MIGRATING');
    given(slideDecider, [created, attached, started(1), done, { type: 'SlideRequeued', data: { reason: 'migrate' } }])
      .when({ type: 'StartSlideProcessing' })
      .then([started(1)]);
  });

  it('is refused before the slide was processed', () => {
    given(slideDecider, [created, attached]).when({ type: 'ReprocessSlide', reason: 'update' }).thenRefuses(SLIDE_MSG.notComplete);
    given(slideDecider, [created]).when({ type: 'ReprocessSlide', reason: 'migrate' }).thenRefuses(SLIDE_MSG.notComplete);
  });
});

describe('objects of interest', () => {
  const analysis = (objects: ObjectOfInterest[][]) => ({ objects, cellCount: 12_345, atyp: 0.4, atypsd: 0.1, accession: null, patient: null });

  it('imports objects by category and rank; a new import replaces imported objects but keeps custom ones', () => {
    const first: SlideEvent = { type: 'SlideAnalysisImported', data: analysis([[object('a2', 0, 2), object('a1', 0, 1)], [], [], [], [object('f1', 4, 1)]]) };
    const custom: SlideEvent = { type: 'SlideObjectAdded', data: { object: object('custom-1', 1, 1, true) } };
    const second: SlideEvent = { type: 'SlideAnalysisImported', data: analysis([[object('b1', 0, 1)], [], [], [], []]) };
    const { state } = given(slideDecider, [created, first, custom, second]);
    expect(state.objects.map((list) => list.map((o) => o.id))).toEqual([['b1'], ['custom-1'], [], [], []]);
    expect(given(slideDecider, [created, first]).state.objects[0]!.map((o) => o.id)).toEqual(['a1', 'a2']);
  });

  it('adds custom objects only with the custom- prefix, moves objects between categories, removes only custom ones', () => {
    given(slideDecider, [created])
      .when({ type: 'AddSlideObject', object: object('x1', 0, 1) })
      .thenRefuses(SLIDE_MSG.category, 'object');
    const imported: SlideEvent = { type: 'SlideAnalysisImported', data: analysis([[object('a1', 0, 1)], [], [], [], []]) };
    given(slideDecider, [created, imported])
      .when({ type: 'ChangeSlideObject', id: 'a1', catIdx: 3, rank: 1 })
      .then([{ type: 'SlideObjectChanged', data: { id: 'a1', catIdx: 3, rank: 1 } }]);
    given(slideDecider, [created, imported]).when({ type: 'ChangeSlideObject', id: 'a1', catIdx: 7, rank: 1 }).thenRefuses(SLIDE_MSG.category, 'catIdx');
    given(slideDecider, [created, imported]).when({ type: 'RemoveSlideObject', id: 'a1' }).thenRefuses(SLIDE_MSG.notCustom);
    const moved = given(slideDecider, [created, imported, { type: 'SlideObjectChanged', data: { id: 'a1', catIdx: 3, rank: 1 } }]).state;
    expect(moved.objects[3]!.map((o) => [o.id, o.cat.name])).toEqual([['a1', 'Clusters (Endocervical Component / Clusters)']]);
  });

  it('keeps the content item behaviour: edits, lock, delete', () => {
    given(slideDecider, [created])
      .when({ type: 'UpdateContent', changes: { accession: 'AB12345' } })
      .then([{ type: 'ContentUpdated', data: { changes: { accession: 'AB12345' } } }]);
    given(slideDecider, [created, { type: 'ContentLocked', data: {} }])
      .when({ type: 'DeleteContent' })
      .thenRefuses('Locked items cannot be deleted.');
  });
});

describe('the tissue mask', () => {
  const tissue = { grid: { cols: 256, rows: 128, cellSize: 79 }, mask: 'AQID' };
  const other = { grid: tissue.grid, mask: 'BAUG' };
  const done: SlideEvent = { type: 'SlideProcessed', data: { image } };
  const mapped: SlideEvent = { type: 'SlideTissueMapped', data: tissue };

  it('is recorded with the completion, in the same append, and does not change the status', () => {
    given(slideDecider, [created, attached, started(1)])
      .when({ type: 'CompleteSlideProcessing', image, tissue })
      .then([done, mapped]);
    expect(given(slideDecider, [created, attached, started(1), done, mapped]).state).toMatchObject({ status: 'COMPLETE', tissue });
  });

  it('is given once to a complete slide without one (the backfill)', () => {
    given(slideDecider, [created, attached, started(1), done])
      .when({ type: 'MapSlideTissue', tissue })
      .then([mapped]);
    given(slideDecider, [created, attached, started(1), done, mapped])
      .when({ type: 'MapSlideTissue', tissue: other })
      .thenRefuses(SLIDE_MSG.tissueNotNeeded);
    given(slideDecider, [created, attached, started(1)])
      .when({ type: 'MapSlideTissue', tissue })
      .thenRefuses(SLIDE_MSG.tissueNotNeeded);
    given(slideDecider, [created, attached, started(1), done, { type: 'SlideRequeued', data: { reason: 'update' } }])
      .when({ type: 'MapSlideTissue', tissue })
      .thenRefuses(SLIDE_MSG.tissueNotNeeded);
  });

  it('belongs to the image processed last: processing again without one leaves none', () => {
    const again = [created, attached, started(1), done, mapped, { type: 'SlideRequeued', data: { reason: 'update' } } as SlideEvent, started(1), done];
    expect(given(slideDecider, again).state.tissue).toBeNull();
    given(slideDecider, again)
      .when({ type: 'MapSlideTissue', tissue: other })
      .then([{ type: 'SlideTissueMapped', data: other }]);
  });
});
