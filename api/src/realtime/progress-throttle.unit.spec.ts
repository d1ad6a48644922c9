import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ProgressThrottle } from './progress-throttle.js';

interface Notice {
  id: string;
  progress: number;
}

describe('the progress throttle', () => {
  let sent: Notice[];
  let throttle: ProgressThrottle<Notice>;

  beforeEach(() => {
    jest.useFakeTimers({ now: 10_000 });
    sent = [];
    throttle = new ProgressThrottle<Notice>({ send: (n) => sent.push(n), advanced: (a, b) => b.progress > a.progress });
  });
  afterEach(() => {
    throttle.stopAll();
    jest.useRealTimers();
  });

  it('sends the first notice at once, then at most one a second per key, the latest last', () => {
    throttle.push('a', { id: 'a', progress: 0.1 });
    throttle.push('a', { id: 'a', progress: 0.2 });
    throttle.push('b', { id: 'b', progress: 0.5 });
    throttle.push('a', { id: 'a', progress: 0.3 });
    expect(sent.map((n) => `${n.id}:${n.progress}`)).toEqual(['a:0.1', 'b:0.5']);
    jest.advanceTimersByTime(999);
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sent.map((n) => `${n.id}:${n.progress}`)).toEqual(['a:0.1', 'b:0.5', 'a:0.3']);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(3);
  });

  it('drops what does not move on, and what waits once a key is stopped', () => {
    throttle.push('a', { id: 'a', progress: 0.5 });
    throttle.push('a', { id: 'a', progress: 0.4 });
    throttle.push('a', { id: 'a', progress: 0.6 });
    throttle.stop('a');
    jest.advanceTimersByTime(2000);
    expect(sent.map((n) => n.progress)).toEqual([0.5]);
    // A key stopped starts afresh.
    throttle.push('a', { id: 'a', progress: 0.1 });
    expect(sent.map((n) => n.progress)).toEqual([0.5, 0.1]);
  });

  it('keeps every notice without an `advanced` rule', () => {
    const all = new ProgressThrottle<Notice>({ send: (n) => sent.push(n), intervalMs: 100 });
    all.push('a', { id: 'a', progress: 0.5 });
    all.push('a', { id: 'a', progress: 0.2 });
    jest.advanceTimersByTime(100);
    expect(sent.map((n) => n.progress)).toEqual([0.5, 0.2]);
  });
});
