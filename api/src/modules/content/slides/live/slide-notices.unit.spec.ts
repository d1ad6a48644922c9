import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { SlideProgressNotice } from '@cytocampus/contracts';
import { slideDecider, type SlideState } from '@cytocampus/domain';
import type { Broadcaster } from '../../../../realtime/broadcaster.js';
import { SlideNotices } from './slide-notices.js';

const state = (status: SlideState['status']): SlideState => ({ ...slideDecider.initialState(), exists: true, id: 'slide-1', itemId: 'item-1', status });

describe('slide progress notices', () => {
  let pushed: SlideProgressNotice[];
  let notices: SlideNotices;

  beforeEach(() => {
    jest.useFakeTimers({ now: 10_000 });
    pushed = [];
    notices = new SlideNotices({ slideProgress: (n: SlideProgressNotice) => pushed.push(n) } as unknown as Broadcaster);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('push processing progress at most once a second, the latest fraction last, and none after the status moved on', () => {
    for (const fraction of [0.1, 0.2, 0.3]) notices.progress('slide-1', fraction);
    jest.advanceTimersByTime(999);
    expect(pushed.map((n) => n.progress)).toEqual([0.1]);
    jest.advanceTimersByTime(1);
    notices.progress('slide-1', 0.25);
    expect(pushed.map((n) => n.progress)).toEqual([0.1, 0.3]);
    jest.advanceTimersByTime(500);
    notices.progress('slide-1', 0.6);
    notices.recorded({ state: state('COMPLETE') });
    jest.advanceTimersByTime(5000);
    expect(pushed).toEqual([
      { id: 'slide-1', progress: 0.1 },
      { id: 'slide-1', progress: 0.3 },
    ]);
  });

  it('keep following a slide whose status stays PROCESSING', () => {
    notices.progress('slide-1', 0.5);
    notices.recorded({ state: state('PROCESSING') });
    jest.advanceTimersByTime(1000);
    notices.progress('slide-1', 0.7);
    expect(pushed.map((n) => n.progress)).toEqual([0.5, 0.7]);
  });
});
