/**
 * The whole-slide viewer library: the imperative core (createSlideViewer, no React) and the React
 * component that owns one in a ref (WholeSlideViewer). See docs/adr/0014-slide-viewer.md.
 */
export { createSlideViewer } from './createSlideViewer';
export type { ExactView, SlideViewer, SlideViewerOptions } from './slideViewerApi';
export type { DrawerChoice } from './osdViewer';
export type {
  GoToObjectOptions,
  SlideSource,
  ViewerEvents,
  ViewerObject,
  ViewerState,
  ViewerStatus,
  ViewerTool,
  ViewportSample,
  FilterErrors,
  ImageFilterSettings,
  PixelSpacing,
  Point,
  Rect,
  Rotation,
  RotationDirection,
} from './viewerTypes';
export { VIEWER_DEFAULTS, VIEWER_TEXT } from './viewerConstants';
export { formatMagnification, stepMagnification, objectMagnification } from './magnification';
export { sampleOf } from './viewportSample';
export { validateFilters, NEUTRAL_FILTERS, KERNEL_PRESETS } from './imageFilters';
export type { KeyHelpSection } from './ViewerKeysDialog';
export type { HelpRow } from './keyboardCommands';
export { WholeSlideViewer, type WholeSlideViewerHandle, type WholeSlideViewerProps } from './WholeSlideViewer';
