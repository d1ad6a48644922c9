import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ReadModelChanged } from '@cytocampus/contracts';
import { LiveEvents } from '../../realtime/liveEvents';
import { AUDIT_REFETCH_DELAY_MS, followReviewNotices } from './followReviews';

const stats = (id: string): ReadModelChanged => ({ model: 'stats', id, version: 2 });
const course = (id: string): ReadModelChanged => ({ model: 'course', id, version: 2 });

describe('following the reviews an auditor looks at', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refetches once for a burst of stats notices of the reviews it follows, and not for others', () => {
    const events = new LiveEvents();
    const refetch = jest.fn();
    const stop = followReviewNotices(events, (id) => id === 'r1', refetch);
    events.emit('changed', stats('r2'));
    events.emit('changed', course('r1'));
    jest.advanceTimersByTime(AUDIT_REFETCH_DELAY_MS);
    expect(refetch).not.toHaveBeenCalled();
    events.emit('changed', stats('r1'));
    events.emit('changed', stats('r1'));
    jest.advanceTimersByTime(AUDIT_REFETCH_DELAY_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
    events.emit('changed', stats('r1'));
    stop();
    jest.advanceTimersByTime(AUDIT_REFETCH_DELAY_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
