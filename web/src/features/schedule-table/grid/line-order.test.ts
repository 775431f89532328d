import { describe, expect, it } from 'vitest';
import { aLine } from '../testing/table-fixtures';
import { movedLineOrder, neighbourInGroup } from './line-order';

// Group 1: lines 1, 2, 3; group 2: line 4.
const lines = [aLine(1), aLine(2), aLine(3), aLine(4, { groupId: 2 })];
const ids = (order: ReturnType<typeof movedLineOrder>) => order?.map((line) => line.scheduleEmployeeId);

describe('moving a line within its group', () => {
  it('swaps it with its neighbour and numbers every line of the month from 1', () => {
    expect(movedLineOrder(lines, 102, 'up')).toEqual([
      { scheduleEmployeeId: 102, order: 1 },
      { scheduleEmployeeId: 101, order: 2 },
      { scheduleEmployeeId: 103, order: 3 },
      { scheduleEmployeeId: 104, order: 4 },
    ]);
    expect(ids(movedLineOrder(lines, 102, 'down'))).toEqual([101, 103, 102, 104]);
  });

  it('does not move it past the edge of its group, nor a line not in the month', () => {
    expect(movedLineOrder(lines, 101, 'up')).toBeNull();
    expect(movedLineOrder(lines, 103, 'down')).toBeNull();
    expect(movedLineOrder(lines, 104, 'up')).toBeNull();
    expect(movedLineOrder(lines, 999, 'up')).toBeNull();
    expect(neighbourInGroup(lines, 103, 'up')?.scheduleEmployeeId).toBe(102);
  });
});
