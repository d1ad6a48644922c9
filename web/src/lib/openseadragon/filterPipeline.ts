/**
 * Image filters through OpenSeadragon 6's tile data pipeline: every tile, when it loads and when
 * filters change, passes through 'tile-invalidated', where its pixels are rewritten. This works
 * with the WebGL drawer as well as the canvas one, unlike the old filtering plugin, which drew on
 * the canvas drawer's per-tile context ('tile-drawing') that the WebGL drawer never calls.
 */
import type OpenSeadragon from 'openseadragon';
import { isNeutral, type ImageFilterSettings } from './imageFilters';
import { log } from '../log';
import { applyImageFilters } from './pixelFilters';

export interface FilterPipeline {
  /** Re-processes every loaded tile from its original pixels with the current settings. */
  refresh(): void;
  detach(): void;
}

const isContext2d = (value: unknown): value is CanvasRenderingContext2D =>
  typeof value === 'object' && value !== null && 'getImageData' in value && 'putImageData' in value && 'canvas' in value;

export function attachFilterPipeline(osd: OpenSeadragon.Viewer, currentSettings: () => ImageFilterSettings): FilterPipeline {
  const processTile = async (event: OpenSeadragon.TileInvalidatedEvent): Promise<void> => {
    const settings = currentSettings();
    // Neutral settings: the pipeline restores the original tile by itself.
    if (isNeutral(settings)) return;
    const data: unknown = await event.getData('context2d');
    if (!isContext2d(data) || (await event.outdated())) return;
    const { width, height } = data.canvas;
    const image = data.getImageData(0, 0, width, height);
    applyImageFilters(image.data, width, height, settings);
    data.putImageData(image, 0, 0);
    await event.setData(data, 'context2d');
  };

  const handler = async (event: OpenSeadragon.TileInvalidatedEvent): Promise<void> => {
    try {
      await processTile(event);
    } catch (error) {
      // spec: viewer rendering errors are only logged; the tile keeps its original pixels.
      log.warn('Image filter failed on a tile', error);
    }
  };

  osd.addHandler('tile-invalidated', handler);
  return {
    refresh() {
      osd.requestInvalidate(true).catch((error: unknown) => log.warn('Tile refresh failed', error));
    },
    detach() {
      osd.removeHandler('tile-invalidated', handler);
    },
  };
}
