import { describe, expect, it } from '@jest/globals';
import { commandForKey, helpRows, keyName, VIEWER_KEY_BINDINGS, type KeyPress } from './keyboardCommands';

const press = (key: string, extra: Partial<KeyPress> = {}) => commandForKey({ key, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...extra });

describe('the viewer keys', () => {
  it("reach every viewer action: the spec's 10x and 40x, gamma, filters, the ruler, the centre, full screen and the help", () => {
    expect(press('1')).toEqual({ type: 'zoomTo', magnification: 10 });
    expect(press('4')).toEqual({ type: 'zoomTo', magnification: 40 });
    expect(press('g')).toEqual({ type: 'gamma', direction: 'up' });
    expect(press('G', { shiftKey: true })).toEqual({ type: 'gamma', direction: 'down' });
    expect(press('i')).toEqual({ type: 'open', panel: 'filters' });
    expect(press('m')).toEqual({ type: 'ruler' });
    expect(press('Enter')).toEqual({ type: 'centre' });
    expect(press(' ')).toEqual({ type: 'centre' });
    expect(press('F', { shiftKey: true })).toEqual({ type: 'fullScreen' });
    expect(press('f')).toEqual({ type: 'flip' });
    expect(press('?', { shiftKey: true })).toEqual({ type: 'open', panel: 'help' });
    expect(press('Home')).toEqual({ type: 'home' });
  });

  it('tells a small pan from a large one by Shift on the arrows', () => {
    expect(press('ArrowLeft')).toEqual({ type: 'pan', dx: -0.1, dy: 0 });
    expect(press('ArrowLeft', { shiftKey: true })).toEqual({ type: 'pan', dx: -1 / 3, dy: 0 });
    expect(press('ArrowDown', { shiftKey: true })).toEqual({ type: 'pan', dx: 0, dy: 1 / 3 });
    // Shift+Enter is not Enter: a named key only matches with its own Shift.
    expect(press('Enter', { shiftKey: true })).toBeNull();
  });

  it('leaves Alt, Ctrl and Meta combinations to the browser and the screen reader', () => {
    expect(press('ArrowUp', { altKey: true })).toBeNull();
    expect(press('4', { ctrlKey: true })).toBeNull();
  });

  it('lists every binding in the help, one row per action, with readable key names', () => {
    const rows = helpRows(VIEWER_KEY_BINDINGS);
    expect(rows.flatMap((row) => row.keys)).toHaveLength(VIEWER_KEY_BINDINGS.length);
    expect(rows.find((row) => row.action === 'Pan a third of the view')?.keys).toEqual(['Shift+←', 'Shift+→', 'Shift+↑', 'Shift+↓']);
    expect(rows.find((row) => row.action === 'Zoom to 40x')?.keys).toEqual(['4']);
    expect(keyName({ key: ' ' })).toBe('Space');
    expect(keyName({ key: 'R' })).toBe('Shift+R');
    // Each row's keys do its action, and no two actions share a key.
    for (const binding of VIEWER_KEY_BINDINGS) {
      const command = press(binding.key, { shiftKey: binding.shift ?? (binding.key.length === 1 && binding.key !== binding.key.toLowerCase()) });
      expect(command).toEqual(binding.command);
    }
  });
});
