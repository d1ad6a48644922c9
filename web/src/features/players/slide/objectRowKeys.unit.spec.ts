import { describe, expect, it } from '@jest/globals';
import { perRowOf, rowKeyAction, type RowKeyPress } from './objectRowKeys';

const press = (key: string, extra: Partial<RowKeyPress> = {}): RowKeyPress => ({ key, altKey: false, ctrlKey: false, metaKey: false, ...extra });

describe('the object rows by keyboard', () => {
  it('moves focus along the row and between rows, and stops at the ends', () => {
    expect(rowKeyAction(press('ArrowRight'), 2, 12, 6)).toEqual({ type: 'focus', index: 3 });
    expect(rowKeyAction(press('ArrowDown'), 2, 12, 6)).toEqual({ type: 'focus', index: 8 });
    expect(rowKeyAction(press('ArrowUp'), 2, 12, 6)).toBeNull();
    expect(rowKeyAction(press('ArrowRight'), 11, 12, 6)).toBeNull();
    expect(rowKeyAction(press('End'), 2, 12, 6)).toEqual({ type: 'focus', index: 11 });
    expect(rowKeyAction(press('Home'), 2, 12, 6)).toEqual({ type: 'focus', index: 0 });
  });

  it('moves the object itself with Alt, by a row on a phone’s three to a row', () => {
    expect(rowKeyAction(press('ArrowLeft', { altKey: true }), 2, 12, 6)).toEqual({ type: 'move', index: 1 });
    expect(rowKeyAction(press('ArrowDown', { altKey: true }), 2, 12, 3)).toEqual({ type: 'move', index: 5 });
    expect(rowKeyAction(press('ArrowLeft', { altKey: true }), 0, 12, 6)).toBeNull();
  });

  it('marks with M and leaves Enter, Space, Tab and browser shortcuts alone', () => {
    expect(rowKeyAction(press('m'), 0, 3, 6)).toEqual({ type: 'mark' });
    expect(rowKeyAction(press('M'), 0, 3, 6)).toEqual({ type: 'mark' });
    for (const key of ['Enter', ' ', 'Tab']) expect(rowKeyAction(press(key), 0, 3, 6)).toBeNull();
    expect(rowKeyAction(press('ArrowRight', { ctrlKey: true }), 0, 3, 6)).toBeNull();
  });

  it('counts a row from where the crops are laid out', () => {
    expect(perRowOf([10, 10, 10, 10, 10, 10, 120, 120])).toBe(6);
    expect(perRowOf([10, 10.5, 10, 120])).toBe(3);
    expect(perRowOf([])).toBe(1);
  });
});
