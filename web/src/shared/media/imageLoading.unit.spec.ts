import { describe, expect, it } from '@jest/globals';
import { IMAGE_TEXT, imageLoadReducer, initialImageLoad, type ImageLoadEvent } from './imageLoading';

const run = (...events: ImageLoadEvent[]) => events.reduce(imageLoadReducer, initialImageLoad());

describe('image loading', () => {
  it('waits to retry after the first failure and gives up after the second', () => {
    expect(run('error')).toMatchObject({ status: 'waiting', failures: 1 });
    expect(run('error', 'retry')).toMatchObject({ status: 'loading', attempt: 1 });
    expect(run('error', 'retry', 'error')).toMatchObject({ status: 'failed', failures: 2 });
    expect(run('error', 'retry', 'loaded').status).toBe('loaded');
  });

  it('ignores late events', () => {
    expect(run('loaded', 'error').status).toBe('loaded');
    expect(run('error', 'retry', 'error', 'retry').status).toBe('failed');
  });

  it('gives up after as many failures as asked (object crops: 30)', () => {
    const failures = (n: number) => Array.from({ length: n }, () => ['error', 'retry'] as ImageLoadEvent[]).flat();
    expect(failures(29).reduce(imageLoadReducer, initialImageLoad(30)).status).toBe('loading');
    expect([...failures(29), 'error' as const].reduce(imageLoadReducer, initialImageLoad(30))).toMatchObject({ status: 'failed', failures: 30 });
  });

  it('uses the spec texts', () => {
    expect(IMAGE_TEXT).toEqual({ loading: 'Loading Image...', unavailable: 'No Image Available' });
  });
});
