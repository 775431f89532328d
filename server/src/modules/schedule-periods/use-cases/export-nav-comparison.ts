import { eachDate, type IsoDate, minutesToHours, type ScheduleMonthInput } from '@portal/shared';
import ExcelJS from 'exceljs';
import type { ScheduleMonthDay } from '../../../erp/erp-gateway';
import * as erpMirrorRepository from '../../../erp/erp-mirror.repository';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { loadMonth } from '../month-draft';
import { employeeMonths, monthDays } from '../month-erp';
import { type ExportedFile, spreadsheetText, XLSX_MIME_TYPE } from './export-schedule-to-excel';

// POST schedules/export-to-excel-nav-comparison/{year}/{month} (view): the month's committed schedule
// beside what the ERP holds (its work schedules of the schedule, and every absence of the employees),
// one row per employee and day that either side fills, a difference marked in red, and each
// employee's totals. For the payroll clerk, so the sheet speaks Lithuanian like the month's export.

const DIFFERENCE_FILL = 'FFFFC7CE';
const DIFFERENCE_FONT = 'FF9C0006';
const TOTALS_FILL = 'FFF2F2F2';
const HEADER = ['Tab. Nr.', 'Darbuotojas', 'Data', 'Portale', 'ERP', 'Skirtumas'];

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
  const absenceCodesOf = new Map<string, string[]>();
  for (const absence of absences) {
    const from = absence.date_from < month.from ? month.from : absence.date_from;
    const to = absence.date_to > month.to ? month.to : absence.date_to;
    for (const date of eachDate(from, to)) {
      const key = `${absence.employee_no}|${date}`;
      const codes = absenceCodesOf.get(key) ?? [];
      if (!codes.includes(absence.activity_code)) codes.push(absence.activity_code);
      absenceCodesOf.set(key, codes);
    }
  }
  const shiftCodes = new Map(month.shifts.map((shift) => [shift.id, shift.code]));
  const monthLabel = `${input.year}-${String(input.month).padStart(2, '0')}`;

  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now();
  const sheet = workbook.addWorksheet(monthLabel, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.getCell(1, 1).value = spreadsheetText(`${month.schedule.name} — ${monthLabel}: portalas ir ERP`);
  sheet.getCell(1, 1).font = { bold: true, size: 14 };
  const header = sheet.getRow(2);
  HEADER.forEach((title, index) => (header.getCell(index + 1).value = title));
  header.font = { bold: true };

  let rowNo = 3;
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
      const row = sheet.getRow(rowNo++);
      [employee.employeeNo, employee.fullName, date, describeSide(portal), describeSide(erp), found.join('; ')].forEach(
        (value, index) => (row.getCell(index + 1).value = spreadsheetText(value)),
      );
      if (found.length > 0) {
        differingDays++;
        for (let column = 1; column <= HEADER.length; column++) row.getCell(column).fill = shade(DIFFERENCE_FILL);
        row.getCell(HEADER.length).font = { bold: true, color: { argb: DIFFERENCE_FONT } };
      }
    }
    const totals = sheet.getRow(rowNo++);
    totals.getCell(1).value = spreadsheetText(employee.employeeNo);
    totals.getCell(2).value = spreadsheetText(employee.fullName);
    totals.getCell(3).value = 'Iš viso, val.';
    totals.getCell(4).value = minutesToHours(portalMinutes);
    totals.getCell(5).value = minutesToHours(erpMinutes);
    totals.getCell(6).value = differingDays === 0 ? 'Sutampa' : `Skiriasi dienų: ${differingDays}`;
    totals.font = { bold: true };
    for (let column = 1; column <= HEADER.length; column++) totals.getCell(column).fill = shade(TOTALS_FILL);
    if (differingDays > 0) totals.getCell(HEADER.length).font = { bold: true, color: { argb: DIFFERENCE_FONT } };
  }

  [10, 28, 12, 30, 30, 48].forEach((width, index) => (sheet.getColumn(index + 1).width = width));
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, mimeType: XLSX_MIME_TYPE, fileName: `${month.schedule.code} ${monthLabel} ERP palyginimas.xlsx` };
}

function shade(color: string): ExcelJS.Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb: color } };
}
