import { describe, expect, it } from 'vitest';
import { columnLayout, dayColumnWidth } from './columns';

describe('column layout', () => {
  it('keeps the table’s column order whatever order the settings list them in', () => {
    const layout = columnLayout({
      displayColumns: ['differenceHours', 'jobTitle', 'employeeNo', 'normHours'],
      employeeNoWidth: 90,
      cellDisplayMode: 'code',
    });
    expect(layout.lineColumns).toEqual([
      { column: 'employeeNo', width: 90 },
      { column: 'jobTitle', width: 150 },
    ]);
    expect(layout.totalColumns.map((column) => column.column)).toEqual(['normHours', 'differenceHours']);
    expect(layout.lineWidth).toBe(240);
    expect(layout.totalsWidth).toBe(128);
  });

  it('shows the name when no line column is chosen', () => {
    expect(columnLayout({ displayColumns: ['workHours'], employeeNoWidth: 70, cellDisplayMode: 'code' }).lineColumns).toEqual([
      { column: 'employeeName', width: 180 },
    ]);
  });

  it('widens the day columns for times', () => {
    expect(dayColumnWidth('time')).toBeGreaterThan(dayColumnWidth('hours'));
    expect(dayColumnWidth('hours')).toBeGreaterThanOrEqual(dayColumnWidth('code'));
  });
});
