import { useEffect, useState } from 'react';
import { Center, Text } from '@mantine/core';
import { IMAGE_RETRY_DELAY_MS, IMAGE_TEXT } from '../../../shared/media/imageLoading';
import classes from './objects.module.css';

/** Object crops may still be in the making: up to 30 attempts, 10 s apart (spec part 3 "Image loading"). */
export const CROP_MAX_ATTEMPTS = 30;

type CropLoad = 'loading' | 'loaded' | 'waiting' | 'failed';

/** An object's crop: 'Loading Image...' until it arrives, a fresh request 10 s after each failure, 'No Image Available' after 30. */
export function CropImage({ src, alt }: { src: string; alt: string }) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<CropLoad>('loading');

  useEffect(() => {
    if (load !== 'waiting') return;
    const timer = setTimeout(() => {
      setAttempt((n) => n + 1);
      setLoad('loading');
    }, IMAGE_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [load]);

  if (load === 'failed') {
    return (
      <Center className={classes.crop} role="img" aria-label={IMAGE_TEXT.unavailable}>
        <Text fz="xs" c="dimmed">
          {IMAGE_TEXT.unavailable}
        </Text>
      </Center>
    );
  }
  return (
    <div className={classes.crop}>
      {load !== 'loaded' && (
        <Text fz="xs" c="dimmed" className={classes.cropStatus}>
          {IMAGE_TEXT.loading}
        </Text>
      )}
      {/* A new key per attempt: a fresh <img> makes the browser ask again. */}
      <img
        key={attempt}
        src={src}
        alt={alt}
        className={classes.cropImage}
        data-loaded={load === 'loaded' || undefined}
        onLoad={() => setLoad('loaded')}
        onError={() => setLoad(attempt + 1 >= CROP_MAX_ATTEMPTS ? 'failed' : 'waiting')}
      />
    </div>
  );
}
