import { useState } from 'react';
import { Center, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { AppModal } from '../overlay/AppModal';
import { IMAGE_TEXT } from './imageLoading';
import { useImageLoad } from './useImageLoad';
import classes from './ImageDisplay.module.css';

export interface ImageDisplayProps {
  src: string;
  alt: string;
  /** Shown under the full-size image (a slide's accession number). */
  accession?: string | null;
  /** Height of the thumbnail; the width follows the image. */
  height?: number;
}

function ImageLoader({ src, alt, accession, height = 120 }: ImageDisplayProps) {
  const { load, onLoad, onError } = useImageLoad();
  const [open, setOpen] = useState(false);

  if (load.status === 'failed') {
    return (
      <Center className={classes.frame} h={height} w={height * 1.5} role="img" aria-label={IMAGE_TEXT.unavailable}>
        <Stack gap={4} align="center">
          <IconPhotoOff size={20} stroke={1.5} />
          <Text fz="xs" c="dimmed">
            {IMAGE_TEXT.unavailable}
          </Text>
        </Stack>
      </Center>
    );
  }
  const loaded = load.status === 'loaded';
  return (
    <>
      <UnstyledButton
        className={classes.frame}
        h={height}
        miw={height * 1.5}
        onClick={() => setOpen(true)}
        disabled={!loaded}
        aria-label={`View ${alt} full size`}
      >
        {!loaded && (
          <Text fz="xs" c="dimmed" ta="center" className={classes.status}>
            {IMAGE_TEXT.loading}
          </Text>
        )}
        {/* A retry mounts a fresh <img> (key), so the browser asks again. */}
        <img key={load.attempt} src={src} alt={alt} className={classes.thumb} data-loaded={loaded || undefined} onLoad={onLoad} onError={onError} />
      </UnstyledButton>
      <AppModal opened={open} onClose={() => setOpen(false)} title={alt} size="auto">
        <Stack gap="xs" align="center">
          <Image src={src} alt={alt} className={classes.full} />
          {accession && <Text fz="sm" c="dimmed">{`Accession: ${accession}`}</Text>}
        </Stack>
      </AppModal>
    </>
  );
}

/**
 * An image that shows 'Loading Image...' while it loads, retries once after 10 s, then shows
 * 'No Image Available'; clicking it opens the full-size viewer with the accession number if any.
 */
export function ImageDisplay(props: ImageDisplayProps) {
  // A new address starts over.
  return <ImageLoader key={props.src} {...props} />;
}
