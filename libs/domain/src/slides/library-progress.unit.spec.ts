import { describe, expect, it } from '@jest/globals';
import { SLIDE_LIBRARY_TEXT, SLIDE_STATUSES } from '@cytocampus/contracts';
import { SLIDE_IMAGE_STAGE, slideLibraryProgress } from './library-progress.js';

describe('the slide library progress (issue 29)', () => {
  it('counts COMPLETE as ready, the processor’s statuses as processing, those before it as waiting, ERROR as failed', () => {
    expect(SLIDE_IMAGE_STAGE).toEqual({
      COMPLETE: 'ready',
      PROCESSING: 'processing',
      UPDATING: 'processing',
      MIGRATING: 'processing',
      NEW: 'waiting',
      UPLOADING: 'waiting',
      QUEUED: 'waiting',
      ERROR: 'failed',
    });
  });

  it('adds the stages up to the total, one status at a time and all together', () => {
    for (const status of SLIDE_STATUSES) {
      const one = slideLibraryProgress({ [status]: 3 });
      expect(one).toEqual({ total: 3, ready: 0, processing: 0, waiting: 0, failed: 0, [SLIDE_IMAGE_STAGE[status]]: 3 });
    }
    const mixed = slideLibraryProgress({ COMPLETE: 23, PROCESSING: 2, UPDATING: 1, NEW: 30, UPLOADING: 1, QUEUED: 8, ERROR: 1 });
    expect(mixed).toEqual({ total: 66, ready: 23, processing: 3, waiting: 39, failed: 1 });
    expect(mixed.ready + mixed.processing + mixed.waiting + mixed.failed).toBe(mixed.total);
  });

  it('counts nothing for no slides, and leaves out a status the read model does not know', () => {
    expect(slideLibraryProgress({})).toEqual({ total: 0, ready: 0, processing: 0, waiting: 0, failed: 0 });
    expect(slideLibraryProgress({ COMPLETE: 2, SCANNING: 5 })).toEqual({ total: 2, ready: 2, processing: 0, waiting: 0, failed: 0 });
  });

  it('reads as the strip says it, stages with none left out', () => {
    expect(SLIDE_LIBRARY_TEXT.summary({ total: 65, ready: 23, processing: 3, waiting: 38, failed: 1 })).toBe(
      'Slide images: 23 of 65 ready · 3 processing · 38 waiting · 1 failed',
    );
    expect(SLIDE_LIBRARY_TEXT.summary({ total: 12, ready: 0, processing: 0, waiting: 12, failed: 0 })).toBe('Slide images: 0 of 12 ready · 12 waiting');
    expect([SLIDE_LIBRARY_TEXT.allReady(65), SLIDE_LIBRARY_TEXT.allReady(1)]).toEqual(['All 65 slide images are ready', 'The slide image is ready']);
  });
});
