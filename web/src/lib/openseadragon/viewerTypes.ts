/** The viewer library's public shapes (no OpenSeadragon or DOM types, so pure code can use them). */
import type { PixelSpacing } from './calibration';
import type { FilterErrors, ImageFilterSettings } from './imageFilters';
import type { Rotation, RotationDirection } from './viewOrientation';
import type { Point, Rect } from './viewGeometry';

/** A slide as the server describes it: its Deep Zoom descriptor and its calibration. */
export interface SlideSource {
  /** URL of the `.dzi` descriptor; tiles are read from `<name>_files/` beside it. */
  dziUrl: string;
  /** Micrometres per level-0 pixel; null when the scanner did not record it (no scale bar, no ruler). */
  micronsPerPixel: number | PixelSpacing | null;
  /** The scan's objective (40 for a 40x scan); estimated from the pixel size when null. */
  objectivePower: number | null;
}

/** An object of interest drawn as a marker at level-0 pixel coordinates. */
export interface ViewerObject {
  id: string;
  x: number;
  y: number;
  /** Read out by screen readers and shown as a tooltip; the id when absent. */
  label?: string;
  /** Marker colour (a category colour), any CSS colour. */
  color?: string;
}

export type ViewerTool = 'pan' | 'ruler';
export type ViewerStatus = 'opening' | 'open' | 'failed';

/** What the controls show; a new object on every change. */
export interface ViewerState {
  status: ViewerStatus;
  /** The spec's 'Failed to ready tile source' when opening failed. */
  error: string | null;
  magnification: number;
  magnificationLabel: string;
  minMagnification: number;
  maxMagnification: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  rotation: Rotation;
  flipped: boolean;
  filters: ImageFilterSettings;
  tool: ViewerTool;
  /** The last measured distance ('100 µm'), null when nothing is measured. */
  measurement: string | null;
  /** Whether the slide is calibrated (scale bar and ruler need microns per pixel). */
  calibrated: boolean;
  fullScreen: boolean;
  /** The latest sentence for the polite live region (viewAnnouncement.ts; throttled). */
  announcement: string;
}

/** A sample of the view for replay and screening coverage. */
export interface ViewportSample {
  /** Milliseconds since the epoch, from the viewer's clock. */
  at: number;
  /** Level-0 pixel at the centre of the view. */
  center: Point;
  /** Level-0 rectangle enclosing everything visible. */
  bounds: Rect;
  /** The screen's corners in level-0 pixels, clockwise from its top left (a rotated view sees a tilted area). */
  corners: Point[];
  /** The viewer's size in CSS pixels. */
  canvas: { width: number; height: number };
  magnification: number;
  rotation: Rotation;
  flipped: boolean;
}

export interface ViewerEvents {
  open: { width: number; height: number };
  openFailed: { message: string; detail: string };
  /** A click on the image (not on a marker), in level-0 pixels; used for marking. */
  imageClick: Point;
  objectClick: { id: string };
  viewport: ViewportSample;
  measure: { micrometres: number; label: string; from: Point; to: Point };
  /** A key asked for a panel the controls around the viewer own. */
  panel: { panel: 'help' | 'filters' };
  /** A tile failed; `gaveUp` once the retries are spent (spec: rendering errors are only logged). */
  tileFailed: { url: string; attempts: number; gaveUp: boolean };
}

export interface GoToObjectOptions {
  /** Magnification to show the object at; 'keep' pans only. Default: the spec's OOI zoom. */
  magnification?: number | 'keep';
  immediately?: boolean;
}

export type { FilterErrors, ImageFilterSettings, Point, Rect, Rotation, RotationDirection, PixelSpacing };
