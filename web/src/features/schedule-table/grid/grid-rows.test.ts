import { describe, expect, it } from 'vitest';
import { aGroup, aLine, aTable, anEntry, dateOf } from '../testing/table-fixtures';
import { buildGridRows, dayTotals, type GridRow, isWithinValidity, NO_GROUP } from './grid-rows';

const names = (rows: GridRow[]) => rows.map((row) => (row.kind === 'group' ? `# ${row.group?.name ?? '-'}` : row.line.fullName));

describe('grid rows', () => {
  it('shows groups in their order with their lines, lines without a group last', () => {
    const table = aTable({
      groups: [aGroup(2, 'Antra', { order: 2 }), aGroup(1, 'Pirma', { order: 1 })],
      lines: [aLine(1, { fullName: 'A', groupId: 2 }), aLine(2, { fullName: 'B', groupId: null }), aLine(3, { fullName: 'C', groupId: 1 })],
    });
    expect(names(buildGridRows(table, '', new Set()))).toEqual(['# Pirma', 'C', '# Antra', 'A', '# -', 'B']);
  });

  it('leaves out hidden groups with their lines, and keeps only the header of a collapsed group', () => {
    const table = aTable({
      groups: [aGroup(1, 'Pirma'), aGroup(2, 'Antra', { isHidden: true }), aGroup(3, 'Trečia')],
      lines: [aLine(1, { fullName: 'A', groupId: 1 }), aLine(2, { fullName: 'B', groupId: 2 }), aLine(3, { fullName: 'C', groupId: 3 })],
    });
    const rows = buildGridRows(table, '', new Set([1]));
    expect(names(rows)).toEqual(['# Pirma', '# Trečia', 'C']);
    expect(rows[0]).toMatchObject({ kind: 'group', isCollapsed: true, lineCount: 1 });
  });

  it('filters lines by the lower-case substring and drops groups left empty', () => {
    const table = aTable({
      lines: [
        aLine(1, { fullName: 'Jonas', groupId: 1, jobTitle: 'Operatorius' }),
        aLine(2, { fullName: 'Ona', groupId: 2, department: 'Sandėlis' }),
      ],
    });
    expect(names(buildGridRows(table, 'SANDĖL', new Set()))).toEqual(['# Antra pamaina', 'Ona']);
    expect(names(buildGridRows(table, 'sv0001', new Set()))).toEqual(['# Pirma pamaina', 'Jonas']);
  });

  it('has no header rows when the schedule has no groups', () => {
    const table = aTable({ groups: [], lines: [aLine(1, { fullName: 'A', groupId: null })] });
    expect(names(buildGridRows(table, '', new Set([NO_GROUP])))).toEqual(['A']);
  });

  it('disables the days outside the employee’s time in the schedule', () => {
    const line = { validFrom: '2026-11-10', validTo: '2026-11-20' };
    expect(isWithinValidity(line, '2026-11-09')).toBe(false);
    expect(isWithinValidity(line, '2026-11-10')).toBe(true);
    expect(isWithinValidity(line, '2026-11-21')).toBe(false);
    expect(isWithinValidity({ validFrom: '2026-11-10', validTo: null }, '2026-12-31')).toBe(true);
  });

  it('counts a day’s hours without other schedules’ entries and overridden ones', () => {
    const line = aLine(1, {
      entries: [
        anEntry(2),
        anEntry(2, { id: 90, belongsToOtherSchedule: true, otherScheduleCode: 'SAND-1' }),
        anEntry(3, { isOverriden: true, otherScheduleCode: 'SAND-1' }),
      ],
    });
    const rows = buildGridRows(aTable({ groups: [], lines: [line] }), '', new Set());
    expect(dayTotals(rows, [dateOf(2), dateOf(3)])).toEqual([8, 0]);
  });
});
