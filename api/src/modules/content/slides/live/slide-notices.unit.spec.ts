import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { SlideChangedNotice } from '@cytocampus/contracts';
import { slideDecider, type SlideState } from '@cytocampus/domain';
import type { Broadcaster } from '../../../../realtime/broadcaster.js';
import { SlideNotices } from './slide-notices.js';

const state = (status: SlideState['status']): SlideState => ({ ...slideDecider.initialState(), exists: true, id: 'slide-1', itemId: 'item-1', status });

describe('slide notices', () => {
  let pushed: SlideChangedNotice[];
  let notices: SlideNotices;

  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    pushed = [];
    notices = new SlideNotices({ slideChanged: (n: SlideChangedNotice) => pushed.push(n) } as unknown as Broadcaster);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('push a status the events changed, with the failure as the error, and nothing for other events', () => {
    notices.recorded({ state: state('QUEUED'), events: [{ type: 'SlideObjectAdded', data: {} }] });
    notices.recorded({ state: state('ERROR'), events: [{ type: 'SlideProcessingFailed', data: { code: 'jp2k', message: 'JPEG 2000 is not supported.' } }] });
    expect(pushed).toEqual([{ id: 'slide-1', itemId: 'item-1', status: 'ERROR', progress: null, error: 'JPEG 2000 is not supported.' }]);
  });

  it('push processing progress at most once a second, the latest fraction last, and none after the status moved on', () => {
    notices.progress('slide-1', 0.1);
    expect(pushed).toEqual([]);
    notices.recorded({ state: state('PROCESSING'), events: [{ type: 'SlideProcessingStarted', data: { attempt: 1 } }] });
    for (const fraction of [0.1, 0.2, 0.3]) notices.progress('slide-1', fraction);
    jest.advanceTimersByTime(999);
    expect(pushed.map((n) => n.progress)).toEqual([0]);
    jest.advanceTimersByTime(1);
    notices.progress('slide-1', 0.25);
    expect(pushed.map((n) => n.progress)).toEqual([0, 0.3]);
    jest.advanceTimersByTime(500);
    notices.progress('slide-1', 0.6);
    notices.recorded({ state: state('COMPLETE'), events: [{ type: 'SlideProcessed', data: {} }] });
    jest.advanceTimersByTime(5000);
    expect(pushed.map((n) => [n.status, n.progress])).toEqual([
      ['PROCESSING', 0],
      ['PROCESSING', 0.3],
      ['COMPLETE', 1],
    ]);
  });
});
