// The selection of the month table's cells, as plain data so mouse and keyboard share one set of
// rules. A point is (row, column) in the grid's body: `row` indexes the shown rows (group headers
// included, they hold no cells), `column` the month's days from 0.

export interface CellPoint {
  row: number;
  column: number;
}

/** A rectangle of cells, both corners included. */
export interface CellRect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * Rectangles, each from its anchor (where the click or the first Shift+arrow started) to its focus;
 * the last one is the one Shift extends. `active` is the cell that has the keyboard focus.
 */
export interface CellSelection {
  ranges: ReadonlyArray<{ anchor: CellPoint; focus: CellPoint }>;
  active: CellPoint | null;
}

export const EMPTY_SELECTION: CellSelection = { ranges: [], active: null };

export function rectOf(anchor: CellPoint, focus: CellPoint): CellRect {
  return {
    top: Math.min(anchor.row, focus.row),
    left: Math.min(anchor.column, focus.column),
    bottom: Math.max(anchor.row, focus.row),
    right: Math.max(anchor.column, focus.column),
  };
}

/** A click: that cell alone. */
export function selectCell(point: CellPoint): CellSelection {
  return { ranges: [{ anchor: point, focus: point }], active: point };
}

/** Shift-click, Shift+arrow or dragging: the last rectangle now reaches `point` from its anchor. */
export function extendTo(selection: CellSelection, point: CellPoint): CellSelection {
  const last = selection.ranges.at(-1);
  if (!last) return selectCell(point);
  return { ranges: [...selection.ranges.slice(0, -1), { anchor: last.anchor, focus: point }], active: point };
}

/** Ctrl- or Cmd-click: a further rectangle starting at `point`, the earlier ones kept. */
export function addCell(selection: CellSelection, point: CellPoint): CellSelection {
  return { ranges: [...selection.ranges, { anchor: point, focus: point }], active: point };
}

export function isInSelection(selection: CellSelection, point: CellPoint): boolean {
  return selection.ranges.some(({ anchor, focus }) => {
    const rect = rectOf(anchor, focus);
    return rect.top <= point.row && point.row <= rect.bottom && rect.left <= point.column && point.column <= rect.right;
  });
}

/** Every selected point once, row by row, for the rows `hasCells` accepts (lines, not group headers). */
export function selectedPoints(selection: CellSelection, hasCells: (row: number) => boolean): CellPoint[] {
  const seen = new Set<string>();
  const points: CellPoint[] = [];
  for (const { anchor, focus } of selection.ranges) {
    const rect = rectOf(anchor, focus);
    for (let row = rect.top; row <= rect.bottom; row++) {
      if (!hasCells(row)) continue;
      for (let column = rect.left; column <= rect.right; column++) {
        const key = `${row}:${column}`;
        if (seen.has(key)) continue;
        seen.add(key);
        points.push({ row, column });
      }
    }
  }
  return points.sort((a, b) => a.row - b.row || a.column - b.column);
}

export type Direction = 'up' | 'down' | 'left' | 'right' | 'rowStart' | 'rowEnd' | 'first' | 'last';

/**
 * The cell a key moves to from `from`: columns stay within the month, rows skip the rows without
 * cells (group headers); at an edge the point stays where it is.
 */
export function movePoint(
  from: CellPoint,
  direction: Direction,
  bounds: { rows: number; columns: number },
  hasCells: (row: number) => boolean,
): CellPoint {
  const lastColumn = bounds.columns - 1;
  const nextRow = (start: number, step: 1 | -1): number => {
    for (let row = start; row >= 0 && row < bounds.rows; row += step) if (hasCells(row)) return row;
    return from.row;
  };
  switch (direction) {
    case 'left':
      return { row: from.row, column: Math.max(0, from.column - 1) };
    case 'right':
      return { row: from.row, column: Math.min(lastColumn, from.column + 1) };
    case 'rowStart':
      return { row: from.row, column: 0 };
    case 'rowEnd':
      return { row: from.row, column: lastColumn };
    case 'up':
      return { row: nextRow(from.row - 1, -1), column: from.column };
    case 'down':
      return { row: nextRow(from.row + 1, 1), column: from.column };
    case 'first':
      return { row: nextRow(0, 1), column: 0 };
    case 'last':
      return { row: nextRow(bounds.rows - 1, -1), column: lastColumn };
  }
}

/** The direction an arrow, Home or End key means; Ctrl+Home and Ctrl+End go to the grid's corners. */
export function directionOfKey(key: string, isCtrl: boolean): Direction | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'Home':
      return isCtrl ? 'first' : 'rowStart';
    case 'End':
      return isCtrl ? 'last' : 'rowEnd';
    default:
      return null;
  }
}
