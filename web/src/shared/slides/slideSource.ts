import { API_PREFIX, SLIDE_ROUTES, type ObjectOfInterest, type SlideImage } from '@cytocampus/contracts';
import type { SlideSource } from '../../lib/openseadragon';

/** A slide revision's tile source: the Deep Zoom descriptor of SLIDE_ROUTES and the scan's calibration. */
export function slideSource(revisionId: string, image: SlideImage | null): SlideSource {
  return {
    dziUrl: `${API_PREFIX}${SLIDE_ROUTES.tileSource(revisionId)}`,
    micronsPerPixel: image?.micronsPerPixel ?? null,
    objectivePower: image?.objectivePower ?? null,
  };
}

/** An object's crop; `ts` changes when the object does, so a moved object is not served from cache. */
export const cropUrl = (slideId: string, object: Pick<ObjectOfInterest, 'id' | 'coords' | 'updated'>): string =>
  `${API_PREFIX}${SLIDE_ROUTES.objectCrop(slideId, object.id, object.coords.x, object.coords.y)}?ts=${object.updated ?? 0}`;
