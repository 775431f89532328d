import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CellDisplayMode, TableDay } from '@portal/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import type { Dictionaries } from '../grid/cell-content';
import { type ColumnLayout, lineColumnValue, totalColumnValue } from '../grid/columns';
import { dayKind } from '../grid/day-style';
import { formatHours } from '../grid/formats';
import { isWithinValidity, type LineRow } from '../grid/grid-rows';
import { type CellSelection, isInSelection } from '../grid/selection';
import { cellKey, type ViolationIndex } from '../grid/violations';
import { type CellLabels, DayCell } from './day-cell';
import classes from './schedule-grid.module.css';

interface GridLineRowProps {
  rowIndex: number;
  row: LineRow;
  days: readonly TableDay[];
  layout: ColumnLayout;
  virtualColumns: VirtualItem[];
  leadingSpace: number;
  trailingSpace: number;
  top: number;
  height: number;
  width: number;
  mode: CellDisplayMode;
  dictionaries: Dictionaries;
  violations: ViolationIndex;
  selection: CellSelection;
  labels: CellLabels;
}

/**
 * An employee's line: the chosen line columns, the shown days, the totals. Memoised: while scrolling
 * down only the lines coming into view render.
 */
export const GridLineRow = memo(function GridLineRow(props: GridLineRowProps) {
  const { rowIndex, row, days, layout, virtualColumns, mode, dictionaries, violations, selection, labels } = props;
  const { i18n } = useLingui();
  const { line } = row;
  const lineViolations = violations.byLine.get(line.employeeNo);
  const lineCount = layout.lineColumns.length;
  const warningCount = lineViolations?.length ?? 0;
  // The warning sign goes beside the name (the number column is often too narrow for both).
  const warningIndex = Math.max(
    0,
    layout.lineColumns.findIndex((column) => column.column === 'employeeName'),
  );
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      className={classes.row}
      style={{ top: props.top, height: props.height, width: props.width }}
      data-employee={line.employeeNo}
    >
      <div role="presentation" className={classes.frozenStart}>
        {layout.lineColumns.map(({ column, width }, index) => (
          <div
            key={column}
            role={index === 0 ? 'rowheader' : 'gridcell'}
            aria-colindex={index + 1}
            className={classes.cell}
            style={{ width }}
            title={lineColumnValue(line, column)}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{lineColumnValue(line, column)}</span>
            {index === warningIndex && warningCount > 0 ? (
              <IconAlertTriangle
                size={14}
                className={classes.lineWarning}
                role="img"
                aria-label={plural(warningCount, { one: '# Labor Code warning', other: '# Labor Code warnings' })}
              />
            ) : null}
          </div>
        ))}
      </div>
      <div role="presentation" style={{ width: props.leadingSpace, flex: 'none' }} />
      {virtualColumns.map((item) => {
        const day = days[item.index]!;
        const kind = dayKind(day);
        return (
          <DayCell
            key={day.date}
            row={rowIndex}
            column={item.index}
            columnIndex={lineCount + item.index + 1}
            width={item.size}
            entries={row.entriesByDate.get(day.date)}
            mode={mode}
            dictionaries={dictionaries}
            i18n={i18n}
            locale={i18n.locale}
            labels={labels}
            dayClass={kind ? classes[kind] : undefined}
            isSelected={isInSelection(selection, { row: rowIndex, column: item.index })}
            isActive={selection.active?.row === rowIndex && selection.active.column === item.index}
            isDisabled={!isWithinValidity(line, day.date)}
            violations={violations.byCell.get(cellKey(line.employeeNo, day.date))}
          />
        );
      })}
      <div role="presentation" style={{ width: props.trailingSpace, flex: 'none' }} />
      {layout.totalColumns.length > 0 ? (
        <div role="presentation" className={classes.frozenEnd}>
          {layout.totalColumns.map(({ column, width }, index) => {
            const value = totalColumnValue(line, column);
            return (
              <div
                key={column}
                role="gridcell"
                aria-colindex={lineCount + days.length + index + 1}
                className={[classes.cell, classes.number, value < 0 ? classes.negative : undefined].filter(Boolean).join(' ')}
                style={{ width }}
              >
                {formatHours(value, i18n.locale)}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
});
