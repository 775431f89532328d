import type { I18n } from '@lingui/core';
import { Tooltip, VisuallyHidden } from '@mantine/core';
import type { CellDisplayMode, TableEntry, TableViolation } from '@portal/shared';
import { memo } from 'react';
import { cellLook, type Dictionaries } from '../grid/cell-content';
import { describeViolation } from '../grid/violations';
import classes from './schedule-grid.module.css';

export interface CellLabels {
  created: string;
  deleted: string;
  erp: string;
  /** Before other schedules' entries, for screen readers. */
  otherSchedule: string;
  overridden: string;
}

interface DayCellProps {
  row: number;
  column: number;
  /** 1-based, as aria-colindex counts. */
  columnIndex: number;
  width: number;
  /** The line's entries of the day (the same array while the table is unchanged, so the cell can skip rendering). */
  entries: readonly TableEntry[] | undefined;
  mode: CellDisplayMode;
  dictionaries: Dictionaries;
  i18n: I18n;
  /** Part of the props so that a change of language draws the cell again. */
  locale: string;
  labels: CellLabels;
  dayClass: string | undefined;
  isSelected: boolean;
  isActive: boolean;
  isDisabled: boolean;
  /** The Labor Code violations naming this cell. */
  violations: readonly TableViolation[] | undefined;
}

/** One day of a line: the entries' text in their colours, with the marks of selection, changes and warnings. */
export const DayCell = memo(function DayCell(props: DayCellProps) {
  const { row, column, entries, mode, dictionaries, i18n, locale, labels, violations } = props;
  const look = cellLook(entries, mode, dictionaries, locale);
  const warnings = violations?.map((violation) => describeViolation(i18n, violation));
  const className = [
    classes.cell,
    classes.dayCell,
    look?.backgroundColor ? undefined : props.dayClass,
    look?.isErp ? classes.erp : undefined,
    look?.pending === 'create' ? classes.pendingCreate : undefined,
    look?.pending === 'delete' ? classes.pendingDelete : undefined,
    look?.isOverriden ? classes.overridden : undefined,
    warnings ? classes.violation : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const pendingLabel = look?.pending === 'create' ? labels.created : look?.pending === 'delete' ? labels.deleted : null;
  const cell = (
    <div
      role="gridcell"
      aria-colindex={props.columnIndex}
      aria-selected={props.isSelected}
      aria-disabled={props.isDisabled || undefined}
      aria-readonly={look?.isErp || undefined}
      tabIndex={props.isActive ? 0 : -1}
      data-point={`${row}:${column}`}
      className={className}
      style={{ width: props.width, backgroundColor: look?.backgroundColor ?? undefined, color: look?.fontColor ?? undefined }}
    >
      {look?.text}
      {look?.isOverriden ? <VisuallyHidden>{labels.overridden}</VisuallyHidden> : null}
      {look?.otherText ? (
        <span className={[classes.otherSchedule, look.isOtherOverriden ? classes.overridden : undefined].filter(Boolean).join(' ')}>
          <VisuallyHidden>{labels.otherSchedule}</VisuallyHidden>
          {look.otherText}
          {look.isOtherOverriden ? <VisuallyHidden>{labels.overridden}</VisuallyHidden> : null}
        </span>
      ) : null}
      {look?.isErp ? <VisuallyHidden>{labels.erp}</VisuallyHidden> : null}
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
