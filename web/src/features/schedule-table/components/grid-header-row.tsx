import { useLingui } from '@lingui/react/macro';
import { Tooltip } from '@mantine/core';
import type { TableDay } from '@portal/shared';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import type { ColumnLayout } from '../grid/columns';
import { dayKind, holidayNameOf } from '../grid/day-style';
import { formatDate } from '../grid/formats';
import { columnLabels } from '../messages';
import classes from './schedule-grid.module.css';

interface GridHeaderRowProps {
  days: readonly TableDay[];
  layout: ColumnLayout;
  virtualColumns: VirtualItem[];
  leadingSpace: number;
  trailingSpace: number;
  width: number;
  height: number;
}

/** The column headers: the line columns, each day (weekday, holiday, pre-holiday) and the totals. */
export const GridHeaderRow = memo(function GridHeaderRow({
  days,
  layout,
  virtualColumns,
  leadingSpace,
  trailingSpace,
  width,
  height,
}: GridHeaderRowProps) {
  const { t, i18n } = useLingui();
  const lineCount = layout.lineColumns.length;
  return (
    <div role="rowgroup" className={classes.stickyTop} style={{ width }}>
      <div role="row" aria-rowindex={1} className={classes.header} style={{ width, height }}>
        <div role="presentation" className={classes.frozenStart}>
          {layout.lineColumns.map(({ column, width: columnWidth }, index) => (
            <div
              key={column}
              role="columnheader"
              aria-colindex={index + 1}
              className={`${classes.headerCell} ${classes.lineHeader}`}
              style={{ width: columnWidth }}
              title={i18n._(columnLabels[column])}
            >
              <span className={classes.ellipsis}>{i18n._(columnLabels[column])}</span>
            </div>
          ))}
        </div>
        <div role="presentation" style={{ width: leadingSpace, flex: 'none' }} />
        {virtualColumns.map((item) => {
          const day = days[item.index]!;
          const kind = dayKind(day);
          const holiday = holidayNameOf(day, i18n.locale);
          const name = [formatDate(day.date, i18n.locale, 'dayLong'), holiday, day.isPreHoliday ? t`pre-holiday day` : null]
            .filter(Boolean)
            .join(', ');
          const header = (
            <div
              key={day.date}
              role="columnheader"
              aria-colindex={lineCount + item.index + 1}
              aria-label={name}
              data-day-kind={kind ?? undefined}
              className={[classes.headerCell, kind ? classes[kind] : undefined, day.isPreHoliday ? classes.preHoliday : undefined]
                .filter(Boolean)
                .join(' ')}
              style={{ width: item.size }}
            >
              <span>{day.day}</span>
              <span>{formatDate(day.date, i18n.locale, 'weekdayShort')}</span>
            </div>
          );
          const tip = [holiday, day.isPreHoliday ? t`Pre-holiday day: one hour shorter` : null].filter(Boolean).join(' · ');
          return tip ? (
            <Tooltip key={day.date} label={tip} withinPortal>
              {header}
            </Tooltip>
          ) : (
            header
          );
        })}
        <div role="presentation" style={{ width: trailingSpace, flex: 'none' }} />
        {layout.totalColumns.length > 0 ? (
          <div role="presentation" className={classes.frozenEnd}>
            {layout.totalColumns.map(({ column, width: columnWidth }, index) => (
              <div
                key={column}
                role="columnheader"
                aria-colindex={lineCount + days.length + index + 1}
                className={classes.headerCell}
                style={{ width: columnWidth }}
              >
                {i18n._(columnLabels[column])}
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
});
