/**
 * Keyboard control of the viewer, as data: which key does what, and the help dialog's table made
 * from the same bindings, so a key cannot work without being listed (ADR 0043). The viewer element
 * listens and runs the command; OpenSeadragon's own keys are off because they zoom by its scroll
 * factor instead of the spec's steps and do not announce anything. Pure.
 */
import { VIEWER_DEFAULTS } from './viewerConstants';
import type { RotationDirection } from './viewOrientation';

export type ViewerCommand =
  /** Pan by a fraction of the viewer's size, in screen directions. */
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'zoom'; direction: 'in' | 'out' }
  /** The spec's 10x and 40x shortcuts. */
  | { type: 'zoomTo'; magnification: number }
  | { type: 'rotate'; direction: RotationDirection }
  | { type: 'flip' }
  | { type: 'gamma'; direction: 'up' | 'down' }
  | { type: 'home' }
  | { type: 'fullScreen' }
  | { type: 'ruler' }
  /** What a click at the centre of the view does: open the object there, place a ruler end, or click the slide (a mark while marking). */
  | { type: 'centre' }
  /** Centres the next or previous object of interest (as a click on it would). */
  | { type: 'object'; direction: 'next' | 'previous' }
  | { type: 'cancel' }
  /** Asks the controls around the viewer: the keyboard help, the image filters panel. */
  | { type: 'open'; panel: 'help' | 'filters' };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

export interface KeyBinding {
  /** KeyboardEvent.key. A printable key carries its Shift in itself ('R', '?'); a named key ('ArrowUp') says `shift`. */
  key: string;
  shift?: boolean;
  command: ViewerCommand;
  /** What the key does, as the help dialog lists it; bindings with the same text share a row. */
  help: string;
}

const [TEN, FORTY] = VIEWER_DEFAULTS.shortcutMagnifications;
const small = VIEWER_DEFAULTS.keyboardPanFraction;
const large = VIEWER_DEFAULTS.keyboardPanFractionLarge;
const ARROWS = [
  ['ArrowLeft', -1, 0],
  ['ArrowRight', 1, 0],
  ['ArrowUp', 0, -1],
  ['ArrowDown', 0, 1],
] as const;

export const VIEWER_KEY_BINDINGS: readonly KeyBinding[] = [
  ...ARROWS.map(([key, x, y]): KeyBinding => ({ key, command: { type: 'pan', dx: x * small, dy: y * small }, help: 'Pan a tenth of the view' })),
  ...ARROWS.map(([key, x, y]): KeyBinding => ({ key, shift: true, command: { type: 'pan', dx: x * large, dy: y * large }, help: 'Pan a third of the view' })),
  { key: '+', command: { type: 'zoom', direction: 'in' }, help: 'Zoom in one step' },
  { key: '=', command: { type: 'zoom', direction: 'in' }, help: 'Zoom in one step' },
  { key: '-', command: { type: 'zoom', direction: 'out' }, help: 'Zoom out one step' },
  { key: '_', command: { type: 'zoom', direction: 'out' }, help: 'Zoom out one step' },
  { key: '1', command: { type: 'zoomTo', magnification: TEN }, help: `Zoom to ${TEN}x` },
  { key: '4', command: { type: 'zoomTo', magnification: FORTY }, help: `Zoom to ${FORTY}x` },
  { key: '0', command: { type: 'home' }, help: 'Back to the whole slide (home)' },
  { key: 'Home', command: { type: 'home' }, help: 'Back to the whole slide (home)' },
  { key: 'r', command: { type: 'rotate', direction: 'clockwise' }, help: 'Rotate 90° clockwise' },
  { key: 'R', command: { type: 'rotate', direction: 'counterclockwise' }, help: 'Rotate 90° counter-clockwise' },
  { key: 'f', command: { type: 'flip' }, help: 'Flip horizontally' },
  { key: 'g', command: { type: 'gamma', direction: 'up' }, help: 'Raise the gamma (lighter mid-tones)' },
  { key: 'G', command: { type: 'gamma', direction: 'down' }, help: 'Lower the gamma (darker mid-tones)' },
  { key: 'i', command: { type: 'open', panel: 'filters' }, help: 'Open the image filters' },
  { key: 'm', command: { type: 'ruler' }, help: 'Measure: turn the ruler on or off' },
  { key: 'Enter', command: { type: 'centre' }, help: 'Act at the centre of the view: open the object there, place a ruler end, or mark a point while marking' },
  { key: ' ', command: { type: 'centre' }, help: 'Act at the centre of the view: open the object there, place a ruler end, or mark a point while marking' },
  { key: ']', command: { type: 'object', direction: 'next' }, help: 'Go to the next object of interest' },
  { key: '[', command: { type: 'object', direction: 'previous' }, help: 'Go to the previous object of interest' },
  { key: 'Escape', command: { type: 'cancel' }, help: 'End a measurement' },
  { key: 'F', command: { type: 'fullScreen' }, help: 'Full screen on or off' },
  { key: '?', command: { type: 'open', panel: 'help' }, help: 'Show these keys' },
];

const printable = (key: string) => key.length === 1;

export function commandForKey(press: KeyPress, bindings: readonly KeyBinding[] = VIEWER_KEY_BINDINGS): ViewerCommand | null {
  // Browser and assistive-technology shortcuts stay theirs.
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  const binding = bindings.find((b) => b.key === press.key && (printable(b.key) || Boolean(b.shift) === press.shiftKey));
  return binding?.command ?? null;
}

const KEY_NAMES: Record<string, string> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓', ' ': 'Space', Escape: 'Esc' };
const SHIFTED: Record<string, string> = { R: 'Shift+R', G: 'Shift+G', F: 'Shift+F' };

/** How the help dialog writes a binding's key ('Shift+↑', 'Space'). */
export function keyName(binding: Pick<KeyBinding, 'key' | 'shift'>): string {
  const name = SHIFTED[binding.key] ?? KEY_NAMES[binding.key] ?? binding.key;
  return binding.shift ? `Shift+${name}` : name;
}

export interface HelpRow {
  keys: string[];
  action: string;
}

/** The help dialog's rows: one per action, its keys in the bindings' order. */
export function helpRows(bindings: readonly KeyBinding[]): HelpRow[] {
  const rows = new Map<string, string[]>();
  for (const binding of bindings) rows.set(binding.help, [...(rows.get(binding.help) ?? []), keyName(binding)]);
  return [...rows].map(([action, keys]) => ({ keys, action }));
}
