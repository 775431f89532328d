import type { TableLine } from '@portal/shared';

// Moving a line of the month one place up or down within its group (spec 2 §3: lines have an order
// inside their group). The table's lines come in their shown order, groups after each other.

export type MoveDirection = 'up' | 'down';

/** The line next to the given one in its group in that direction, or undefined at the group's edge. */
export function neighbourInGroup(lines: readonly TableLine[], scheduleEmployeeId: number, direction: MoveDirection): TableLine | undefined {
  const index = lines.findIndex((line) => line.scheduleEmployeeId === scheduleEmployeeId);
  if (index < 0) return undefined;
  const neighbour = lines[direction === 'up' ? index - 1 : index + 1];
  return neighbour && neighbour.groupId === lines[index]!.groupId ? neighbour : undefined;
}

/**
 * Every line of the month in the order after the move, numbered from 1, as save-entries-order takes
 * them; null when the line cannot move that way (first or last of its group, or not in the month).
 */
export function movedLineOrder(
  lines: readonly TableLine[],
  scheduleEmployeeId: number,
  direction: MoveDirection,
): Array<{ scheduleEmployeeId: number; order: number }> | null {
  const neighbour = neighbourInGroup(lines, scheduleEmployeeId, direction);
  if (!neighbour) return null;
  const ids = lines.map((line) => line.scheduleEmployeeId);
  const from = ids.indexOf(scheduleEmployeeId);
  const to = ids.indexOf(neighbour.scheduleEmployeeId);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids.map((id, index) => ({ scheduleEmployeeId: id, order: index + 1 }));
}
