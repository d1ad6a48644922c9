/**
 * The keyboard of the object rows (ADR 0043), as data: one tab stop per category's list, arrows
 * move focus between its crops, Alt with an arrow moves the object itself (the keyboard's way to
 * do the drag swap the spec describes), M marks. Pure.
 */
import type { HelpRow, KeyHelpSection } from '../../../lib/openseadragon';

export interface RowKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

export type RowKeyAction = { type: 'focus'; index: number } | { type: 'move'; index: number } | { type: 'mark' };

const STEPS: Record<string, (perRow: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: (perRow) => -perRow,
  ArrowDown: (perRow) => perRow,
};

/** What a key does on the crop at `index` of `count`, laid out `perRow` to a row; null leaves the key alone (Enter and Space show the object: the crop is a button). */
export function rowKeyAction(press: RowKeyPress, index: number, count: number, perRow: number): RowKeyAction | null {
  if (press.ctrlKey || press.metaKey) return null;
  const step = STEPS[press.key]?.(Math.max(1, perRow));
  if (step !== undefined) {
    const target = index + step;
    if (target < 0 || target >= count) return null;
    return press.altKey ? { type: 'move', index: target } : { type: 'focus', index: target };
  }
  if (press.altKey) return null;
  if (press.key === 'Home') return index === 0 ? null : { type: 'focus', index: 0 };
  if (press.key === 'End') return index === count - 1 ? null : { type: 'focus', index: count - 1 };
  if (press.key === 'm' || press.key === 'M') return { type: 'mark' };
  return null;
}

/** How many crops share the first one's row: the grid has 6 to a row, 3 on a phone. */
export function perRowOf(tops: readonly number[]): number {
  if (tops.length === 0) return 1;
  return tops.filter((top) => Math.abs(top - tops[0]!) < 2).length;
}

const OBJECT_ROW_HELP: readonly HelpRow[] = [
  { keys: ['←', '→', '↑', '↓'], action: 'Move between the crops of a category (Tab leaves the list)' },
  { keys: ['Home', 'End'], action: 'First or last crop' },
  { keys: ['Enter', 'Space'], action: 'Show the object in the viewer' },
  { keys: ['M'], action: 'Mark or unmark the object (at most 4)' },
  { keys: ['Alt+←', 'Alt+→', 'Alt+↑', 'Alt+↓'], action: 'Move the object within its category: it swaps places with its neighbour, as dragging does' },
];

const REVIEW_HELP: readonly HelpRow[] = [
  { keys: ['Mark a point, then Enter'], action: 'Mark the point at the centre of the view (the crosshair)' },
  { keys: ['?'], action: 'Show these keys (anywhere but a text field)' },
];

/** The review's sections of the keyboard help, after the viewer's own. */
export const REVIEW_KEY_HELP: readonly KeyHelpSection[] = [
  { title: 'Object rows (when a crop has focus)', rows: OBJECT_ROW_HELP },
  { title: 'Review', rows: REVIEW_HELP },
];
