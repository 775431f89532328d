import { eachDate, type IsoDate, minutesToHours, type ScheduleMonthInput } from '@portal/shared';
import { absenceCodesByDay, ComparisonSheet, type ExportedFile } from '../../../erp/erp-comparison';
import type { ScheduleMonthDay } from '../../../erp/erp-gateway';
import * as erpMirrorRepository from '../../../erp/erp-mirror.repository';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { loadMonth } from '../month-draft';
import { employeeMonths, monthDays } from '../month-erp';

// POST schedules/export-to-excel-nav-comparison/{year}/{month} (view): the month's committed schedule
// beside what the ERP holds (its work schedules of the schedule, and every absence of the employees),
// one row per employee and day that either side fills, a difference marked in red, and each
// employee's totals. For the payroll clerk, so the sheet speaks Lithuanian like the month's export.

/** One side of a day: the shift with its times and hours, and the absence codes. */
interface DaySide {
  shiftCode: string | null;
  startTime: string | null;
  endTime: string | null;
  workMinutes: number;
  activityCodes: string[];
}

const EMPTY_SIDE: DaySide = { shiftCode: null, startTime: null, endTime: null, workMinutes: 0, activityCodes: [] };

function describeSide(side: DaySide): string {
  const parts: string[] = [];
  if (side.shiftCode !== null) {
    const times = side.startTime !== null ? ` ${side.startTime}–${side.endTime}` : '';
    parts.push(`${side.shiftCode}${times} (${minutesToHours(side.workMinutes)} val.)`);
  } else if (side.workMinutes > 0) {
    parts.push(`${minutesToHours(side.workMinutes)} val.`);
  }
  if (side.activityCodes.length > 0) parts.push(side.activityCodes.join(', '));
  return parts.join(' · ') || '—';
}

const orNone = (value: string | null) => value ?? '—';
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code) => b.includes(code));

/** What differs between the portal's day and the ERP's, in words; empty when they agree. */
function differences(portal: DaySide, erp: DaySide): string[] {
  const found: string[] = [];
  if (portal.shiftCode !== erp.shiftCode) found.push(`pamaina ${orNone(portal.shiftCode)} ≠ ${orNone(erp.shiftCode)}`);
  else if (portal.startTime !== erp.startTime || portal.endTime !== erp.endTime)
    found.push(`laikas ${orNone(portal.startTime)}–${orNone(portal.endTime)} ≠ ${orNone(erp.startTime)}–${orNone(erp.endTime)}`);
  if (portal.workMinutes !== erp.workMinutes)
    found.push(`valandos ${minutesToHours(portal.workMinutes)} ≠ ${minutesToHours(erp.workMinutes)}`);
  if (!sameSet(portal.activityCodes, erp.activityCodes))
    found.push(`nebuvimai ${portal.activityCodes.join(', ') || '—'} ≠ ${erp.activityCodes.join(', ') || '—'}`);
  return found;
}

export async function exportNavComparison(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<ExportedFile> {
  const month = await loadMonth(ctx, input, { action: 'view', withDraft: false, withSettings: false });
  const employees = employeeMonths(month);
  const employeeNos = employees.map((employee) => employee.employeeNo);
  const query = { companyCode: ctx.companyCode, employeeNos, from: month.from, to: month.to };
  const [erpDays, absences] = await Promise.all([
    erpMirrorRepository.listWorkScheduleDays(ctx.db, { ...query, scheduleCode: month.schedule.code }),
    erpMirrorRepository.listAbsencesOverlapping(ctx.db, query),
  ]);
  const erpDayOf = new Map(erpDays.map((day) => [`${day.employee_no}|${day.date}`, day]));
  const absenceCodesOf = absenceCodesByDay(absences, month.from, month.to);
  const shiftCodes = new Map(month.shifts.map((shift) => [shift.id, shift.code]));
  const monthLabel = `${input.year}-${String(input.month).padStart(2, '0')}`;

  const sheet = new ComparisonSheet(`${month.schedule.name} — ${monthLabel}: portalas ir ERP`, monthLabel, ctx.now());
  for (const employee of employees) {
    const portalDays = new Map<IsoDate, ScheduleMonthDay>(monthDays(employee.entries, shiftCodes).map((day) => [day.date, day]));
    let portalMinutes = 0;
    let erpMinutes = 0;
    let differingDays = 0;
    for (const date of eachDate(month.from, month.to)) {
      const key = `${employee.employeeNo}|${date}`;
      const portalDay = portalDays.get(date);
      const erpDay = erpDayOf.get(key);
      const erpAbsences = absenceCodesOf.get(key) ?? [];
      if (!portalDay && !erpDay && erpAbsences.length === 0) continue;
      const portal: DaySide = portalDay ?? EMPTY_SIDE;
      const erp: DaySide = {
        shiftCode: erpDay?.shift_code ?? null,
        startTime: erpDay?.start_time ?? null,
        endTime: erpDay?.end_time ?? null,
        workMinutes: erpDay?.work_minutes ?? 0,
        // The ERP's absences are its absence entries, whatever its work schedule says of the day.
        activityCodes: erpAbsences,
      };
      portalMinutes += portal.workMinutes;
      erpMinutes += erp.workMinutes;
      const found = differences(portal, erp);
      if (found.length > 0) differingDays++;
      sheet.addDay(employee, date, describeSide(portal), describeSide(erp), found);
    }
    sheet.addTotals(employee, portalMinutes, erpMinutes, differingDays);
  }
  return sheet.toFile(`${month.schedule.code} ${monthLabel} ERP palyginimas.xlsx`);
}
