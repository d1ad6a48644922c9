/**
 * The calibrated scale bar, bottom left of the image: redrawn with the view so it stays right at
 * every zoom, rotation and flip (it measures along the screen's horizontal).
 */
import { micronsPerViewerPixel, type PixelSpacing } from './calibration';
import { chooseScaleBar } from './scaleBar';
import type { ViewGeometry } from './viewGeometry';

export interface ScaleBarView {
  update(view: ViewGeometry): void;
  destroy(): void;
}

export function createScaleBarView(host: HTMLElement, spacing: PixelSpacing, maxWidthPx: number): ScaleBarView {
  const root = document.createElement('div');
  root.className = 'cc-wsi-scalebar';
  root.setAttribute('aria-hidden', 'true');
  root.dataset.testid = 'scale-bar';
  const label = document.createElement('span');
  label.className = 'cc-wsi-scalebar-label';
  const bar = document.createElement('span');
  bar.className = 'cc-wsi-scalebar-bar';
  root.append(label, bar);
  host.append(root);

  let shown = '';
  return {
    update(view) {
      const chosen = chooseScaleBar(micronsPerViewerPixel(view, spacing), maxWidthPx);
      root.hidden = chosen === null;
      if (!chosen) return;
      const width = `${chosen.widthPx.toFixed(1)}px`;
      if (width + chosen.label === shown) return;
      shown = width + chosen.label;
      bar.style.width = width;
      label.textContent = chosen.label;
      root.dataset.micrometres = String(chosen.micrometres);
    },
    destroy: () => root.remove(),
  };
}
