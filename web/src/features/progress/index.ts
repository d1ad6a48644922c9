// The progress overview overlay (spec part 2 "Progress Overview overlay"; docs/adr/0023): the app
// passes the button to the screens of other features that open it (features never import each other).
export { ViewProgressButton, ViewProgressLink } from './ViewProgressButton';
export { ProgressOverviewOverlay, type ProgressOverviewOverlayProps } from './ProgressOverviewOverlay';
