/**
 * Objects of interest as OpenSeadragon overlays at level-0 coordinates: focusable buttons with a
 * fixed screen size, one of them highlighted. Mouse clicks reach the viewer through OpenSeadragon's
 * 'canvas-click' (it captures the pointer), so only keyboard activation is handled here.
 */
import OpenSeadragon from 'openseadragon';
import type { ViewerObject } from './viewerTypes';
import { VIEWER_TEXT } from './viewerConstants';

export const MARKER_ATTRIBUTE = 'data-object-id';

export interface ObjectMarkers {
  set(objects: readonly ViewerObject[]): void;
  select(id: string | null): void;
  find(id: string): ViewerObject | undefined;
  /** Adds the overlays once the image is open (coordinates need it). */
  attach(): void;
  destroy(): void;
}

/** The id of the marker an event target belongs to, if any. */
export function markerIdOf(target: unknown): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest(`[${MARKER_ATTRIBUTE}]`)?.getAttribute(MARKER_ATTRIBUTE) ?? null;
}

export function createObjectMarkers(osd: OpenSeadragon.Viewer, onActivate: (id: string) => void): ObjectMarkers {
  let objects: readonly ViewerObject[] = [];
  let selected: string | null = null;
  let elements: HTMLButtonElement[] = [];
  let attached = false;

  const render = (object: ViewerObject) => {
    const marker = document.createElement('button');
    marker.type = 'button';
    marker.className = 'cc-wsi-marker';
    marker.setAttribute(MARKER_ATTRIBUTE, object.id);
    const label = object.label ?? object.id;
    marker.setAttribute('aria-label', VIEWER_TEXT.markerLabel(label));
    marker.title = label;
    if (object.color) marker.style.setProperty('--cc-wsi-marker-color', object.color);
    marker.setAttribute('aria-pressed', String(object.id === selected));
    // Keyboard activation only (detail 0): pointer clicks arrive as 'canvas-click'.
    marker.addEventListener('click', (event) => {
      if (event.detail === 0) onActivate(object.id);
    });
    return marker;
  };

  const removeAll = () => {
    for (const element of elements) osd.removeOverlay(element);
    elements = [];
  };

  const addAll = () => {
    removeAll();
    if (!attached) return;
    elements = objects.map((object) => {
      const element = render(object);
      osd.addOverlay({
        element,
        location: osd.viewport.imageToViewportCoordinates(object.x, object.y),
        placement: OpenSeadragon.Placement.CENTER,
        checkResize: false,
      });
      return element;
    });
  };

  return {
    set(next) {
      objects = next;
      addAll();
    },
    select(id) {
      selected = id;
      for (const element of elements) element.setAttribute('aria-pressed', String(element.getAttribute(MARKER_ATTRIBUTE) === id));
    },
    find: (id) => objects.find((object) => object.id === id),
    attach() {
      attached = true;
      addAll();
    },
    destroy() {
      removeAll();
      attached = false;
    },
  };
}
