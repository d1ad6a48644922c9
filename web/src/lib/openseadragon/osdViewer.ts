/**
 * The OpenSeadragon instance behind the viewer, configured once: our own controls and keyboard
 * instead of its buttons, the spec's navigator (12em) and tile retries, and magnification kept
 * when the viewer is resized (a microscope does not change objective when the window grows).
 */
import OpenSeadragon from 'openseadragon';
import { VIEWER_DEFAULTS } from './viewerConstants';

export type DrawerChoice = 'webgl' | 'canvas';

export interface OsdViewerConfig {
  element: HTMLElement;
  dziUrl: string;
  /** Highest screen-per-image pixel ratio (40x on a 20x scan is 2). */
  maxImageZoom: number;
  tileRetryAttempts: number;
  tileRetryDelayMs: number;
  /** In order of preference; the filters work on both (tile data pipeline). */
  drawers: readonly DrawerChoice[];
  navigator: boolean;
  /** For tiles on another origin: pixel filters need CORS-readable images. */
  crossOriginPolicy: 'Anonymous' | 'use-credentials' | false;
}

export function createOsdViewer(config: OsdViewerConfig): OpenSeadragon.Viewer {
  return OpenSeadragon({
    element: config.element,
    tileSources: config.dziUrl,
    drawer: [...config.drawers],
    crossOriginPolicy: config.crossOriginPolicy,
    showNavigationControl: false,
    keyboardNavEnabled: false,
    showNavigator: config.navigator,
    navigatorPosition: 'TOP_RIGHT',
    navigatorWidth: VIEWER_DEFAULTS.navigatorSize,
    navigatorHeight: VIEWER_DEFAULTS.navigatorSize,
    navigatorAutoFade: false,
    navigatorBackground: '#f8f9fa',
    navigatorBorderColor: 'rgba(255, 255, 255, 0.85)',
    navigatorDisplayRegionColor: '#e8590c',
    navigatorOpacity: 1,
    // Clicks mark the slide in reviews, so a single click never zooms; a double click does.
    gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true, flickEnabled: false },
    gestureSettingsPen: { clickToZoom: false, dblClickToZoom: true },
    gestureSettingsTouch: { clickToZoom: false, dblClickToZoom: true, pinchRotate: false },
    maxZoomPixelRatio: config.maxImageZoom,
    // The lower limit is set in magnification once the image is open (zoomControl).
    minZoomImageRatio: 0.01,
    visibilityRatio: 0.2,
    preserveImageSizeOnResize: true,
    animationTime: 0.5,
    blendTime: 0.1,
    tileRetryMax: config.tileRetryAttempts,
    tileRetryDelay: config.tileRetryDelayMs,
    imageLoaderLimit: 8,
    // No image buttons are used; an empty prefix avoids requests for OpenSeadragon's icons.
    prefixUrl: '',
  });
}
