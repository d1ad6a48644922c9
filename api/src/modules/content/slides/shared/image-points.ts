import { validField } from '@cytocampus/domain';
import { number, validate } from '@cytocampus/schema';
import type { SlideManifest } from '@cytocampus/slide-imaging';

/** A point of an image, each coordinate checked with the spec's messages: from 0, and within the image's pixels once its size is known. */
export function pointOn(image: Pick<SlideManifest, 'width' | 'height'> | null, coords: Record<string, unknown>, field: string): { x: number; y: number } {
  const within = (extent: number | undefined) => number({ min: 0, ...(extent === undefined ? {} : { max: extent - 1 }) });
  return {
    x: validField(validate(within(image?.width), coords.x), `${field}.x`),
    y: validField(validate(within(image?.height), coords.y), `${field}.y`),
  };
}
