import { describe, expect, it } from '@jest/globals';
import { IMAGE_TEXT, imageLoadReducer, initialImageLoad, type ImageLoadEvent } from './imageLoading';

const run = (...events: ImageLoadEvent[]) => events.reduce(imageLoadReducer, initialImageLoad);

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

  it('uses the spec texts', () => {
    expect(IMAGE_TEXT).toEqual({ loading: 'Loading Image...', unavailable: 'No Image Available' });
  });
});
