import { describe, expect, it } from 'vitest';
import { addCell, directionOfKey, EMPTY_SELECTION, extendTo, isInSelection, movePoint, selectCell, selectedPoints } from './selection';

const everyRow = () => true;

describe('cell selection', () => {
  it('selects a rectangle from the anchor to the point a shift-click or drag reaches', () => {
    const selection = extendTo(selectCell({ row: 3, column: 5 }), { row: 1, column: 2 });
    expect(selectedPoints(selection, everyRow)).toHaveLength(3 * 4);
    expect(isInSelection(selection, { row: 2, column: 4 })).toBe(true);
    expect(isInSelection(selection, { row: 4, column: 4 })).toBe(false);
    expect(selection.active).toEqual({ row: 1, column: 2 });
  });

  it('keeps earlier rectangles on ctrl-click and lists every cell once', () => {
    let selection = extendTo(selectCell({ row: 0, column: 0 }), { row: 0, column: 2 });
    selection = addCell(selection, { row: 0, column: 1 });
    selection = addCell(selection, { row: 2, column: 0 });
    expect(selectedPoints(selection, everyRow)).toEqual([
      { row: 0, column: 0 },
      { row: 0, column: 1 },
      { row: 0, column: 2 },
      { row: 2, column: 0 },
    ]);
  });

  it('extends only the last rectangle', () => {
    let selection = addCell(selectCell({ row: 0, column: 0 }), { row: 5, column: 5 });
    selection = extendTo(selection, { row: 5, column: 6 });
    expect(selectedPoints(selection, everyRow)).toEqual([
      { row: 0, column: 0 },
      { row: 5, column: 5 },
      { row: 5, column: 6 },
    ]);
  });

  it('leaves out rows without cells (group headers)', () => {
    const selection = extendTo(selectCell({ row: 0, column: 0 }), { row: 2, column: 0 });
    expect(selectedPoints(selection, (row) => row !== 1)).toEqual([
      { row: 0, column: 0 },
      { row: 2, column: 0 },
    ]);
  });

  it('starts from a single cell when shift extends an empty selection', () => {
    expect(extendTo(EMPTY_SELECTION, { row: 1, column: 1 })).toEqual(selectCell({ row: 1, column: 1 }));
  });
});

describe('keyboard moves', () => {
  const bounds = { rows: 5, columns: 30 };
  const isLine = (row: number) => row !== 0 && row !== 3;

  it('skips group headers up and down and stays at the edges', () => {
    expect(movePoint({ row: 2, column: 4 }, 'down', bounds, isLine)).toEqual({ row: 4, column: 4 });
    expect(movePoint({ row: 4, column: 4 }, 'down', bounds, isLine)).toEqual({ row: 4, column: 4 });
    expect(movePoint({ row: 1, column: 4 }, 'up', bounds, isLine)).toEqual({ row: 1, column: 4 });
  });

  it('keeps columns within the month', () => {
    expect(movePoint({ row: 1, column: 0 }, 'left', bounds, isLine)).toEqual({ row: 1, column: 0 });
    expect(movePoint({ row: 1, column: 29 }, 'right', bounds, isLine)).toEqual({ row: 1, column: 29 });
    expect(movePoint({ row: 1, column: 7 }, 'rowEnd', bounds, isLine)).toEqual({ row: 1, column: 29 });
    expect(movePoint({ row: 2, column: 7 }, 'first', bounds, isLine)).toEqual({ row: 1, column: 0 });
    expect(movePoint({ row: 1, column: 7 }, 'last', bounds, isLine)).toEqual({ row: 4, column: 29 });
  });

  it('reads arrows, Home and End, Ctrl taking Home and End to the corners', () => {
    expect(directionOfKey('ArrowDown', false)).toBe('down');
    expect(directionOfKey('Home', false)).toBe('rowStart');
    expect(directionOfKey('Home', true)).toBe('first');
    expect(directionOfKey('End', true)).toBe('last');
    expect(directionOfKey('a', false)).toBeNull();
  });
});
