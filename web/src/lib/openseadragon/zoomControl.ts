/**
 * OpenSeadragon's viewport in the product's units: magnification limits (kept right when the
 * viewer is resized), zooming to a magnification around a level-0 point, and the current view as
 * a ViewGeometry for the pure maths.
 */
import OpenSeadragon from 'openseadragon';
import { clampMagnification, imageZoomFromMagnification, magnificationFromImageZoom, stepMagnification, type MagnificationLimits } from './magnification';
import type { Point, ViewGeometry } from './viewGeometry';

export interface ZoomControl {
  /** Re-derives OpenSeadragon's zoom limits from the magnification limits (after open and resize). */
  applyLimits(): void;
  magnification(current: boolean): number;
  zoomTo(magnification: number, options?: { center?: Point; immediately?: boolean }): void;
  step(direction: 'in' | 'out'): void;
  panTo(center: Point, immediately?: boolean): void;
  /** Pans by a movement given in level-0 pixels. */
  panByImage(delta: Point): void;
  geometry(current: boolean): ViewGeometry;
}

export function createZoomControl(osd: OpenSeadragon.Viewer, objectivePower: number, limits: MagnificationLimits): ZoomControl {
  const viewport = () => osd.viewport;
  const toViewportZoom = (magnification: number) => viewport().imageToViewportZoom(imageZoomFromMagnification(magnification, objectivePower));
  const magnification = (current: boolean) => magnificationFromImageZoom(viewport().viewportToImageZoom(viewport().getZoom(current)), objectivePower);
  const imageWidth = () => osd.world.getItemAt(0)?.getContentSize().x ?? 1;

  return {
    applyLimits() {
      // minZoomLevel and maxZoomLevel are viewport properties OpenSeadragon reads on every constraint.
      Object.assign(viewport(), { minZoomLevel: toViewportZoom(limits.min), maxZoomLevel: toViewportZoom(limits.max) });
      viewport().applyConstraints(true);
    },
    magnification,
    zoomTo(target, options = {}) {
      const zoom = toViewportZoom(clampMagnification(target, limits));
      if (options.center) viewport().panTo(viewport().imageToViewportCoordinates(options.center.x, options.center.y), options.immediately);
      viewport().zoomTo(zoom, undefined, options.immediately);
      viewport().applyConstraints(options.immediately);
    },
    step(direction) {
      viewport().zoomTo(toViewportZoom(stepMagnification(magnification(false), direction, limits)));
      viewport().applyConstraints();
    },
    panTo(center, immediately) {
      viewport().panTo(viewport().imageToViewportCoordinates(center.x, center.y), immediately);
      viewport().applyConstraints(immediately);
    },
    panByImage(delta) {
      // Viewport units are image widths.
      viewport().panBy(new OpenSeadragon.Point(delta.x / imageWidth(), delta.y / imageWidth()));
      viewport().applyConstraints();
    },
    geometry(current) {
      const vp = viewport();
      const center = vp.viewportToImageCoordinates(vp.getCenter(current));
      const size = vp.getContainerSize();
      return {
        center: { x: center.x, y: center.y },
        scale: vp.viewportToImageZoom(vp.getZoom(current)),
        rotation: vp.getRotation(current),
        flipped: vp.getFlip(),
        viewerSize: { width: size.x, height: size.y },
      };
    },
  };
}
