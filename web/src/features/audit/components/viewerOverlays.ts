/**
 * What the replay draws over the slide, as OpenSeadragon overlays (they follow zoom, pan and
 * rotation): the heat map stretched over the image, and a short-lived marker where a click or a
 * mark happened.
 */
import OpenSeadragon from 'openseadragon';
import type { ReviewCoverage } from '@cytocampus/contracts';
import type { SlideViewer } from '../../../lib/openseadragon';
import { coveragePixels } from '../coverageImage';
import { PATTERN_TILE, patternedCoveragePixels } from '../heatPattern';
import classes from './ReplayViewer.module.css';

/** How long a click's marker stays. */
const FLASH_MS = 1500;

/** Draws the coverage grid over the image (one canvas pixel per cell, or a patterned tile per cell); answers how to remove it. */
export function attachHeatOverlay(viewer: SlideViewer, coverage: ReviewCoverage, patterned = false): () => void {
  const { cols, rows, cellSize } = coverage.grid;
  const tile = patterned ? PATTERN_TILE : 1;
  const canvas = document.createElement('canvas');
  canvas.width = cols * tile;
  canvas.height = rows * tile;
  canvas.className = patterned ? `${classes.heat} ${classes.patterned}` : classes.heat!;
  canvas.dataset.testid = 'heat-map';
  canvas.dataset.patterned = String(patterned);
  const pixels = patterned ? patternedCoveragePixels(coverage) : coveragePixels(coverage);
  canvas.getContext('2d')?.putImageData(new ImageData(pixels, cols * tile, rows * tile), 0, 0);
  const { osd } = viewer;
  osd.addOverlay({ element: canvas, location: osd.viewport.imageToViewportRectangle(0, 0, cols * cellSize, rows * cellSize) });
  return () => osd.removeOverlay(canvas);
}

/** A pulse at a level-0 point, gone after FLASH_MS. */
export function flashPoint(viewer: SlideViewer, point: { x: number; y: number }, label: string): void {
  // OpenSeadragon places and turns the overlay with its own transform: the pulse animates a child.
  const marker = document.createElement('div');
  marker.title = label;
  marker.dataset.testid = 'replay-flash';
  marker.append(Object.assign(document.createElement('div'), { className: classes.flash }));
  const { osd } = viewer;
  osd.addOverlay({ element: marker, location: osd.viewport.imageToViewportCoordinates(point.x, point.y), placement: OpenSeadragon.Placement.CENTER });
  setTimeout(() => osd.removeOverlay(marker), FLASH_MS);
}
