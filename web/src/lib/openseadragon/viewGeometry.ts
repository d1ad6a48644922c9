/**
 * Where a full-resolution (level-0) pixel appears in the viewer and back, for any zoom, rotation
 * and flip. OpenSeadragon's own conversions ignore the flip (it mirrors the drawn canvas), so the
 * scale bar, the ruler drawing, keyboard panning and viewport samples all go through this instead.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Point, Size {}

export interface ViewGeometry {
  /** The level-0 pixel at the centre of the viewer. */
  center: Point;
  /** Degrees clockwise; any value while a rotation animates. */
  rotation: number;
  /** Mirrored left to right after rotating, as OpenSeadragon draws it. */
  flipped: boolean;
  /** Viewer (CSS) pixels per level-0 pixel. */
  scale: number;
  viewerSize: Size;
}

function rotate(point: Point, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

/** Level-0 pixel → viewer pixel. */
export function imageToViewer(point: Point, view: ViewGeometry): Point {
  const turned = rotate({ x: point.x - view.center.x, y: point.y - view.center.y }, view.rotation);
  const x = view.viewerSize.width / 2 + turned.x * view.scale;
  return { x: view.flipped ? view.viewerSize.width - x : x, y: view.viewerSize.height / 2 + turned.y * view.scale };
}

/** A movement on screen (viewer pixels) → the same movement in level-0 pixels. */
export function viewerDeltaToImage(delta: Point, view: ViewGeometry): Point {
  const unflipped = { x: view.flipped ? -delta.x : delta.x, y: delta.y };
  const turned = rotate(unflipped, -view.rotation);
  return { x: turned.x / view.scale, y: turned.y / view.scale };
}

/** Viewer pixel → level-0 pixel. */
export function viewerToImage(point: Point, view: ViewGeometry): Point {
  const delta = viewerDeltaToImage({ x: point.x - view.viewerSize.width / 2, y: point.y - view.viewerSize.height / 2 }, view);
  return { x: view.center.x + delta.x, y: view.center.y + delta.y };
}

/** The level-0 rectangle that encloses everything visible (rotated views see a tilted area). */
export function visibleImageBounds(view: ViewGeometry): Rect {
  const { width, height } = view.viewerSize;
  const corners = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: 0, y: height },
    { x: width, y: height },
  ].map((corner) => viewerToImage(corner, view));
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
