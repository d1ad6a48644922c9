import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ReadModelChanged } from '@cytocampus/contracts';
import { LiveEvents } from '../../realtime/liveEvents';
import { concernsLearner, followLearnerProgress } from './liveProgress';

const patch = { moduleId: 'm1', progress: 0.5, result: null, completeItems: 1, firstStart: 1, lastSubmit: 2 };
const progress = (id: string): ReadModelChanged => ({ model: 'progress', id, version: 2, patch });
const stats = (id: string): ReadModelChanged => ({ model: 'stats', id, version: 3 });

describe('which notices concern the learner shown', () => {
  it('their progress notices, and stats notices of the records shown; nothing else', () => {
    const records = new Set(['r1']);
    expect(concernsLearner(progress('u1'), 'u1', records)).toBe(true);
    expect(concernsLearner(progress('u2'), 'u1', records)).toBe(false);
    expect(concernsLearner(stats('r1'), 'u1', records)).toBe(true);
    expect(concernsLearner(stats('r9'), 'u1', records)).toBe(false);
    expect(concernsLearner({ model: 'course', id: 'm1', version: 1 }, 'u1', records)).toBe(false);
  });
});

describe('following a learner’s progress', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refetches once, 100 ms after the first of a burst of notices, and again for a later one', () => {
    const events = new LiveEvents();
    const refetch = jest.fn();
    const stop = followLearnerProgress(events, 'u1', () => new Set(['r1']), refetch);
    events.emit('changed', progress('u1'));
    events.emit('changed', stats('r1'));
    events.emit('changed', progress('u1'));
    events.emit('changed', progress('u2'));
    jest.advanceTimersByTime(99);
    expect(refetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    events.emit('changed', stats('r1'));
    jest.advanceTimersByTime(100);
    expect(refetch).toHaveBeenCalledTimes(2);
    // Notices of someone else never refetch; after stopping, nothing does (a pending refetch is dropped).
    events.emit('changed', progress('u2'));
    events.emit('changed', progress('u1'));
    stop();
    jest.advanceTimersByTime(500);
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
