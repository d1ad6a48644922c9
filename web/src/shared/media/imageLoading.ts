/** Image loading (spec part 1 sections 2 and 9): retry after 10 s, give up after 2 failures (object crops: 30, part 3). */
export const IMAGE_RETRY_DELAY_MS = 10_000;
export const IMAGE_MAX_FAILURES = 2;

/** The spec allows 'Loading Image...' (or 'Loading..'): the first everywhere, so every image says the same. */
export const IMAGE_TEXT = {
  loading: 'Loading Image...',
  unavailable: 'No Image Available',
} as const;

export interface ImageLoad {
  /** loading: fetching; waiting: failed, retrying after the delay; failed: given up. */
  status: 'loading' | 'loaded' | 'waiting' | 'failed';
  failures: number;
  /** Which attempt the <img> is (a retry mounts a new one). */
  attempt: number;
  /** Failures after which it gives up. */
  maxFailures: number;
}

export type ImageLoadEvent = 'loaded' | 'error' | 'retry';

export const initialImageLoad = (maxFailures: number = IMAGE_MAX_FAILURES): ImageLoad => ({ status: 'loading', failures: 0, attempt: 0, maxFailures });

export function imageLoadReducer(state: ImageLoad, event: ImageLoadEvent): ImageLoad {
  switch (event) {
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'loaded' } : state;
    case 'error': {
      if (state.status !== 'loading') return state;
      const failures = state.failures + 1;
      return { ...state, failures, status: failures >= state.maxFailures ? 'failed' : 'waiting' };
    }
    case 'retry':
      return state.status === 'waiting' ? { ...state, status: 'loading', attempt: state.attempt + 1 } : state;
  }
}
