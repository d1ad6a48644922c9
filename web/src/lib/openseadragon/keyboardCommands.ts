/**
 * Keyboard control of the viewer, as data: which key does what. The viewer element listens and
 * runs the command; OpenSeadragon's own keys are off because they zoom by its scroll factor
 * instead of the spec's steps and do not announce anything. Pure.
 */
import { VIEWER_DEFAULTS } from './viewerConstants';
import type { RotationDirection } from './viewOrientation';

export type ViewerCommand =
  /** Pan by a fraction of the viewer's size, in screen directions. */
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'zoom'; direction: 'in' | 'out' }
  | { type: 'rotate'; direction: RotationDirection }
  | { type: 'flip' }
  | { type: 'home' }
  | { type: 'cancel' };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function commandForKey(press: KeyPress): ViewerCommand | null {
  // Browser and assistive-technology shortcuts stay theirs.
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  const arrow = ARROWS[press.key];
  if (arrow) {
    const fraction = press.shiftKey ? VIEWER_DEFAULTS.keyboardPanFractionLarge : VIEWER_DEFAULTS.keyboardPanFraction;
    return { type: 'pan', dx: arrow[0] * fraction, dy: arrow[1] * fraction };
  }
  switch (press.key) {
    case '+':
    case '=':
      return { type: 'zoom', direction: 'in' };
    case '-':
    case '_':
      return { type: 'zoom', direction: 'out' };
    case 'r':
      return { type: 'rotate', direction: 'clockwise' };
    case 'R':
      return { type: 'rotate', direction: 'counterclockwise' };
    case 'f':
    case 'F':
      return { type: 'flip' };
    case '0':
    case 'Home':
      return { type: 'home' };
    case 'Escape':
      return { type: 'cancel' };
    default:
      return null;
  }
}
