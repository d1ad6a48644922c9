import { useEffect, useReducer } from 'react';
import { IMAGE_MAX_FAILURES, IMAGE_RETRY_DELAY_MS, imageLoadReducer, initialImageLoad, type ImageLoad } from './imageLoading';

/** An image's loading state with the spec's retries: a fresh attempt 10 s after each failure, until `maxFailures`. */
export function useImageLoad(maxFailures: number = IMAGE_MAX_FAILURES): { load: ImageLoad; onLoad: () => void; onError: () => void } {
  const [load, dispatch] = useReducer(imageLoadReducer, maxFailures, initialImageLoad);
  useEffect(() => {
    if (load.status !== 'waiting') return;
    const timer = setTimeout(() => dispatch('retry'), IMAGE_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [load.status]);
  return { load, onLoad: () => dispatch('loaded'), onError: () => dispatch('error') };
}
