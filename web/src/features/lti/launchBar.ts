// The framed launch's bar alone, which the app shows on its pages: signed-in pages download this small part, not the LTI screens.
export { LaunchBar } from './LaunchBar';
