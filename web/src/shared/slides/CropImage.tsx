import { Center, Text } from '@mantine/core';
import { IMAGE_TEXT } from '../media/imageLoading';
import { useImageLoad } from '../media/useImageLoad';
import classes from './crop.module.css';

/** Object crops may still be in the making: up to 30 attempts, 10 s apart (spec part 3 "Image loading"). */
export const CROP_MAX_ATTEMPTS = 30;

/** An object's crop: 'Loading Image...' until it arrives, a fresh request 10 s after each failure, 'No Image Available' after 30. */
export function CropImage({ src, alt }: { src: string; alt: string }) {
  const { load, onLoad, onError } = useImageLoad(CROP_MAX_ATTEMPTS);

  if (load.status === 'failed') {
    return (
      <Center className={classes.crop} role="img" aria-label={IMAGE_TEXT.unavailable}>
        <Text fz="xs" c="dimmed">
          {IMAGE_TEXT.unavailable}
        </Text>
      </Center>
    );
  }
  const loaded = load.status === 'loaded';
  return (
    <div className={classes.crop}>
      {!loaded && (
        <Text fz="xs" c="dimmed" className={classes.cropStatus}>
          {IMAGE_TEXT.loading}
        </Text>
      )}
      {/* A new key per attempt: a fresh <img> makes the browser ask again. */}
      <img key={load.attempt} src={src} alt={alt} className={classes.cropImage} data-loaded={loaded || undefined} onLoad={onLoad} onError={onError} />
    </div>
  );
}
