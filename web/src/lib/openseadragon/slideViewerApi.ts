/** The viewer's public interface and its options (implemented by createSlideViewer). */
import type OpenSeadragon from 'openseadragon';
import { NEUTRAL_FILTERS, type FilterErrors, type ImageFilterSettings } from './imageFilters';
import { formatMagnification, type MagnificationLimits } from './magnification';
import type { DrawerChoice } from './osdViewer';
import type { Clock } from './sampler';
import type { GoToObjectOptions, SlideSource, ViewerEvents, ViewerObject, ViewerState, ViewerTool } from './viewerTypes';
import type { Point, ViewGeometry } from './viewGeometry';
import type { Rotation, RotationDirection } from './viewOrientation';

export interface SlideViewerOptions {
  /** Where the image is drawn; OpenSeadragon fills it. */
  element: HTMLElement;
  source: SlideSource;
  /** What goes full screen: the viewer with its toolbar. Default: `element`. */
  fullScreenElement?: HTMLElement;
  minMagnification?: number;
  maxMagnification?: number;
  zoomStepFactor?: number;
  /** A magnification, or 'fit' for the whole slide. Default: the spec's 1.25 (reviews). */
  initialMagnification?: number | 'fit';
  /** Tile retries (spec: 30 attempts, 10 s apart); tests shorten them. */
  tileRetryAttempts?: number;
  tileRetryDelayMs?: number;
  sampleIntervalMs?: number;
  filterRedrawDebounceMs?: number;
  fullScreenRedrawDelaysMs?: readonly number[];
  drawers?: readonly DrawerChoice[];
  navigator?: boolean;
  crossOriginPolicy?: 'Anonymous' | 'use-credentials' | false;
  clock?: Clock;
}

export interface SlideViewer {
  /** The OpenSeadragon instance, for what this wrapper does not cover. */
  readonly osd: OpenSeadragon.Viewer;
  getState(): ViewerState;
  subscribe(listener: (state: ViewerState) => void): () => void;
  on<K extends keyof ViewerEvents>(type: K, listener: (payload: ViewerEvents[K]) => void): () => void;
  zoomIn(): void;
  zoomOut(): void;
  zoomTo(magnification: number, options?: { center?: Point; immediately?: boolean }): void;
  /** Back to the first view (initial magnification, centred); keeps rotation and flip. */
  home(immediately?: boolean): void;
  rotate(direction: RotationDirection): void;
  setRotation(rotation: Rotation): void;
  /**
   * Shows exactly this view (a replayed sample): centre, screen pixels per level-0 pixel, any
   * rotation and flip; at once unless `immediately` is false. The scale is clamped to the limits.
   */
  showView(view: ExactView, immediately?: boolean): void;
  setFlipped(flipped: boolean): void;
  toggleFlip(): void;
  /** Answers the problems; nothing changes when there are any. */
  setGamma(gamma: number): FilterErrors;
  setFilters(change: Partial<ImageFilterSettings>): FilterErrors;
  resetFilters(): void;
  setTool(tool: ViewerTool): void;
  clearMeasurement(): void;
  setObjects(objects: readonly ViewerObject[]): void;
  setSelectedObject(id: string | null): void;
  /** Centres an object at the OOI zoom; false when there is no such object (or no image yet). */
  goToObject(id: string, options?: GoToObjectOptions): boolean;
  setFullScreen(on: boolean): void;
  getGeometry(): ViewGeometry;
  focus(): void;
  destroy(): void;
}

export interface ExactView {
  center: Point;
  /** Screen (CSS) pixels per level-0 pixel. */
  scale: number;
  /** Degrees clockwise. */
  rotation: number;
  flipped: boolean;
}

/** Runs an action on the viewer when there is one (how React controls reach the instance in its ref). */
export type WithViewer = (action: (viewer: SlideViewer) => void) => void;

export function initialViewerState(limits: MagnificationLimits, calibrated: boolean): ViewerState {
  return {
    status: 'opening',
    error: null,
    magnification: limits.min,
    magnificationLabel: formatMagnification(limits.min),
    minMagnification: limits.min,
    maxMagnification: limits.max,
    canZoomIn: false,
    canZoomOut: false,
    rotation: 0,
    flipped: false,
    filters: NEUTRAL_FILTERS,
    tool: 'pan',
    measurement: null,
    calibrated,
    fullScreen: false,
    announcement: '',
  };
}
