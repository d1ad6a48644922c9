/**
 * Objects of interest as OpenSeadragon overlays at level-0 coordinates: rings of a fixed screen
 * size, one of them highlighted. They are for the pointer only (clicks reach the viewer through
 * OpenSeadragon's 'canvas-click'): hidden from assistive technology and out of the tab order, since
 * at low magnification dozens overlap (no 24 px target, dozens of tab stops). Keyboard and screen
 * reader users reach objects with the viewer's keys (']', '[', Enter at the centre), the centre's
 * announcement and the screen's own lists (ADR 0043).
 */
import OpenSeadragon from 'openseadragon';
import type { ViewerObject } from './viewerTypes';

export const MARKER_ATTRIBUTE = 'data-object-id';

export interface ObjectMarkers {
  set(objects: readonly ViewerObject[]): void;
  list(): readonly ViewerObject[];
  selected(): string | null;
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

export function createObjectMarkers(osd: OpenSeadragon.Viewer): ObjectMarkers {
  let objects: readonly ViewerObject[] = [];
  let selected: string | null = null;
  let elements: HTMLElement[] = [];
  let attached = false;

  const render = (object: ViewerObject) => {
    const marker = document.createElement('div');
    marker.className = 'cc-wsi-marker';
    marker.setAttribute(MARKER_ATTRIBUTE, object.id);
    marker.setAttribute('aria-hidden', 'true');
    marker.title = object.label ?? object.id;
    if (object.color) marker.style.setProperty('--cc-wsi-marker-color', object.color);
    marker.dataset.selected = String(object.id === selected);
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
      for (const element of elements) element.dataset.selected = String(element.getAttribute(MARKER_ATTRIBUTE) === id);
    },
    list: () => objects,
    selected: () => selected,
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
