import { useLingui } from '@lingui/react/macro';
import type { HolidayPlanDay, HolidayPlanEntry, PlanFact } from '@portal/shared';
import { Fragment, type ReactNode, memo } from 'react';
import classes from './plan-grid.module.css';

/** The colour of a planned holiday whose type has none. */
export const DEFAULT_PLAN_COLOR = '#4C9AFF';

export interface PlanGridLine {
  employeeNo: string;
  fullName: string;
  isOwn?: boolean;
  entries: HolidayPlanEntry[];
  reserveStart?: number;
  reserveEnd?: number;
  /** The actual absences the ERP recorded (the absence plan with the show-fact setting on). */
  facts?: PlanFact[];
}

interface PlanGridProps {
  label: string;
  days: HolidayPlanDay[];
  lines: PlanGridLine[];
  /** Reserve columns at the end of each line (the planners' sheet). */
  showReserve?: boolean;
  /** A day without an entry on a line the caller may plan on was chosen. */
  onDayClick?: ((line: PlanGridLine, date: string) => void) | undefined;
  /** An entry was chosen. */
  onEntryClick?: ((entry: HolidayPlanEntry) => void) | undefined;
  canPlanOn?: (line: PlanGridLine) => boolean;
  empty?: ReactNode;
  /** Under each line a row of its actual absences (`line.facts`). */
  showFacts?: boolean;
  /** A column marking the plan's row P and the facts' row F (spec 1: when both are shown). */
  showMarks?: boolean;
}

function monthsOf(days: HolidayPlanDay[]): Array<{ key: string; year: number; month: number; span: number }> {
  const months: Array<{ key: string; year: number; month: number; span: number }> = [];
  for (const day of days) {
    const last = months[months.length - 1];
    if (last && last.year === day.year && last.month === day.month) last.span++;
    else months.push({ key: `${day.year}-${day.month}`, year: day.year, month: day.month, span: 1 });
  }
  return months;
}

/**
 * The horizontal calendar of a holiday plan: a line per employee, a column per day under its month,
 * weekends and public holidays shaded, each planned holiday a bar in its holiday type's colour (an
 * entry past the reserve outlined in red), with the reserve at the start and end beside the name on the sheet. Shows one range at a time (the pages page through months),
 * so a year of many employees is never drawn at once.
 */
export const PlanGrid = memo(function PlanGrid({
  label,
  days,
  lines,
  showReserve,
  onDayClick,
  onEntryClick,
  canPlanOn,
  empty,
  showFacts = false,
  showMarks = false,
}: PlanGridProps) {
  const { t, i18n } = useLingui();
  const monthName = (year: number, month: number) =>
    new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
  const weekday = (date: string) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const dayClass = (day: HolidayPlanDay) => (day.type === 'holiday' ? classes.holiday : day.type === 'weekend' ? classes.dayOff : '');
  const formatDays = (value: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(value);

  if (lines.length === 0 && empty) return <>{empty}</>;
  return (
    <div className={classes.scroller}>
      <table className={classes.grid} aria-label={label}>
        <thead>
          <tr>
            <th className={classes.name} rowSpan={2} scope="col">
              {t`Employee`}
            </th>
            {showMarks ? (
              <th className={classes.mark} rowSpan={2} scope="col" title={t`P: planned, F: actual (as the ERP recorded it)`}>
                {t`P/F`}
              </th>
            ) : null}
            {showReserve ? (
              <>
                <th className={classes.reserve} rowSpan={2} scope="col">{t`Reserve at start`}</th>
                <th className={classes.reserve} rowSpan={2} scope="col">{t`Reserve at end`}</th>
              </>
            ) : null}
            {monthsOf(days).map((month) => (
              <th key={month.key} colSpan={month.span} className={classes.month} scope="colgroup">
                {monthName(month.year, month.month)}
              </th>
            ))}
          </tr>
          <tr>
            {days.map((day) => (
              <th key={day.date} className={`${classes.day} ${dayClass(day)}`} scope="col" title={`${day.date}, ${weekday(day.date)}`}>
                {day.day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const plannable = canPlanOn?.(line) ?? false;
            return (
              <Fragment key={line.employeeNo}>
                <tr data-employee={line.employeeNo}>
                  <th
                    scope={showFacts ? 'rowgroup' : 'row'}
                    rowSpan={showFacts ? 2 : undefined}
                    className={`${classes.name} ${line.isOwn ? classes.own : ''}`}
                    title={line.fullName}
                  >
                    {line.fullName}
                  </th>
                  {showMarks ? (
                    <td className={classes.mark} title={t`Planned`}>
                      {t`P`}
                    </td>
                  ) : null}
                  {showReserve ? (
                    <>
                      <td className={classes.reserve} rowSpan={showFacts ? 2 : undefined}>
                        {formatDays(line.reserveStart ?? 0)}
                      </td>
                      <td
                        className={`${classes.reserve} ${(line.reserveEnd ?? 0) < 0 ? classes.negative : ''}`}
                        rowSpan={showFacts ? 2 : undefined}
                      >
                        {formatDays(line.reserveEnd ?? 0)}
                      </td>
                    </>
                  ) : null}
                  {days.map((day) => {
                    const entry = line.entries.find((item) => item.dateFrom <= day.date && day.date <= item.dateTo);
                    if (!entry) {
                      const clickable = plannable && onDayClick;
                      return (
                        <td
                          key={day.date}
                          className={`${classes.day} ${dayClass(day)} ${clickable ? classes.clickable : classes.cell}`}
                          onClick={clickable ? () => onDayClick(line, day.date) : undefined}
                          onKeyDown={
                            clickable
                              ? (event) => {
                                  if (event.key === 'Enter' || event.key === ' ') {
                                    event.preventDefault();
                                    onDayClick(line, day.date);
                                  }
                                }
                              : undefined
                          }
                          tabIndex={clickable ? 0 : undefined}
                          aria-label={clickable ? t`Plan a holiday from ${day.date}` : undefined}
                        />
                      );
                    }
                    const color = entry.color ?? DEFAULT_PLAN_COLOR;
                    const isStart = entry.dateFrom === day.date;
                    const isEnd = entry.dateTo === day.date;
                    const title = `${entry.formName ?? t`Holiday`}: ${entry.dateFrom} – ${entry.dateTo}`;
                    return (
                      <td
                        key={day.date}
                        className={`${classes.day} ${dayClass(day)} ${onEntryClick ? classes.clickable : classes.cell}`}
                        onClick={onEntryClick ? () => onEntryClick(entry) : undefined}
                        onKeyDown={
                          onEntryClick && isStart
                            ? (event) => {
                                if (event.key === 'Enter' || event.key === ' ') {
                                  event.preventDefault();
                                  onEntryClick(entry);
                                }
                              }
                            : undefined
                        }
                        tabIndex={onEntryClick && isStart ? 0 : undefined}
                        aria-label={isStart ? title : undefined}
                        title={title}
                        data-entry={entry.id}
                      >
                        <span
                          className={`${classes.entry} ${isStart ? classes.start : ''} ${isEnd ? classes.end : ''} ${entry.warning ? classes.warning : ''}`}
                          style={{ background: color }}
                        />
                      </td>
                    );
                  })}
                </tr>
                {showFacts ? (
                  <tr data-facts-of={line.employeeNo} className={classes.factRow}>
                    {showMarks ? (
                      <td className={classes.mark} title={t`Actual`}>
                        {t`F`}
                      </td>
                    ) : null}
                    {days.map((day) => {
                      const fact = line.facts?.find((item) => item.dateFrom <= day.date && day.date <= item.dateTo);
                      if (!fact) return <td key={day.date} className={`${classes.day} ${dayClass(day)} ${classes.cell}`} />;
                      const isStart = fact.dateFrom === day.date || day.date === days[0]?.date;
                      const what = fact.description ? `${fact.activityCode} (${fact.description})` : fact.activityCode;
                      const title = t`Actual: ${what}, ${fact.dateFrom} – ${fact.dateTo}`;
                      return (
                        <td
                          key={day.date}
                          className={`${classes.day} ${dayClass(day)} ${classes.cell}`}
                          title={title}
                          aria-label={isStart ? title : undefined}
                          data-fact={fact.entryNo}
                        >
                          <span
                            className={`${classes.fact} ${fact.dateFrom === day.date ? classes.start : ''} ${fact.dateTo === day.date ? classes.end : ''}`}
                            style={{ background: fact.color }}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
