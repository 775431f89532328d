import { Tooltip, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import type { CellLook } from '../grid/cell-content';
import classes from './schedule-grid.module.css';

interface DayCellProps {
  row: number;
  column: number;
  /** 1-based, as aria-colindex counts. */
  columnIndex: number;
  width: number;
  look: CellLook | null;
  dayClass: string | undefined;
  isSelected: boolean;
  isActive: boolean;
  isDisabled: boolean;
  /** The violations' explanations, when Labor Code checks name this cell. */
  warnings: readonly string[] | undefined;
  pendingLabel: string | null;
  erpLabel: string;
}

/** One day of a line: the entries' text in their colours, with the marks of selection, changes and warnings. */
export const DayCell = memo(function DayCell({
  row,
  column,
  columnIndex,
  width,
  look,
  dayClass,
  isSelected,
  isActive,
  isDisabled,
  warnings,
  pendingLabel,
  erpLabel,
}: DayCellProps) {
  const className = [
    classes.cell,
    classes.dayCell,
    look?.backgroundColor ? undefined : dayClass,
    look?.isErp ? classes.erp : undefined,
    look?.pending === 'create' ? classes.pendingCreate : undefined,
    look?.pending === 'delete' ? classes.pendingDelete : undefined,
    warnings ? classes.violation : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const cell = (
    <div
      role="gridcell"
      aria-colindex={columnIndex}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-readonly={look?.isErp || undefined}
      tabIndex={isActive ? 0 : -1}
      data-point={`${row}:${column}`}
      className={className}
      style={{
        width,
        backgroundColor: look?.backgroundColor ?? undefined,
        color: look?.fontColor ?? undefined,
      }}
    >
      {look?.text}
      {look?.isErp ? <VisuallyHidden>{erpLabel}</VisuallyHidden> : null}
      {pendingLabel ? <VisuallyHidden>{pendingLabel}</VisuallyHidden> : null}
      {warnings ? <VisuallyHidden>{warnings.join(' ')}</VisuallyHidden> : null}
    </div>
  );
  if (!warnings) return cell;
  return (
    <Tooltip label={warnings.join('\n')} multiline maw={320} withinPortal openDelay={150} style={{ whiteSpace: 'pre-line' }}>
      {cell}
    </Tooltip>
  );
});
