import { useLingui } from '@lingui/react/macro';
import type { TableDay } from '@portal/shared';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { ColumnLayout } from '../grid/columns';
import { formatHours } from '../grid/formats';
import classes from './schedule-grid.module.css';

interface GridTotalsRowProps {
  rowIndex: number;
  days: readonly TableDay[];
  /** The hours of the shown lines per day, in `days` order. */
  dayTotals: readonly number[];
  layout: ColumnLayout;
  virtualColumns: VirtualItem[];
  leadingSpace: number;
  trailingSpace: number;
  width: number;
  height: number;
}

/** "Totals vertically" (spec 2 §2): the hours of each day over the lines shown. */
export function GridTotalsRow({
  rowIndex,
  days,
  dayTotals,
  layout,
  virtualColumns,
  leadingSpace,
  trailingSpace,
  width,
  height,
}: GridTotalsRowProps) {
  const { t, i18n } = useLingui();
  return (
    <div role="rowgroup" className={classes.stickyBottom} style={{ width }}>
      <div role="row" aria-rowindex={rowIndex} className={classes.totalsRow} style={{ width, height }}>
        <div role="presentation" className={classes.frozenStart}>
          <div
            role="rowheader"
            aria-colindex={1}
            aria-colspan={layout.lineColumns.length}
            className={classes.cell}
            style={{ width: layout.lineWidth }}
          >
            {t`Hours a day`}
          </div>
        </div>
        <div role="presentation" style={{ width: leadingSpace, flex: 'none' }} />
        {virtualColumns.map((item) => (
          <div
            key={days[item.index]!.date}
            role="gridcell"
            aria-colindex={layout.lineColumns.length + item.index + 1}
            className={`${classes.cell} ${classes.number}`}
            style={{ width: item.size }}
          >
            {formatHours(dayTotals[item.index] ?? 0, i18n.locale)}
          </div>
        ))}
        <div role="presentation" style={{ width: trailingSpace, flex: 'none' }} />
        {layout.totalColumns.length > 0 ? (
          <div role="presentation" className={classes.frozenEnd} style={{ width: layout.totalsWidth }} />
        ) : null}
      </div>
    </div>
  );
}
