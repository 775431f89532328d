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
  return { bytes: await sheet.toBytes(), mimeType: XLSX_MIME_TYPE, fileName: `${month.schedule.code} ${monthLabel} ERP palyginimas.xlsx` };
}

/** The ERP's absence codes per employee and day of the range ('employeeNo|date'), each code once, in the absences' order. */
export function absenceCodesByDay(
  absences: ReadonlyArray<{ employee_no: string; date_from: string; date_to: string; activity_code: string }>,
  from: IsoDate,
  to: IsoDate,
): Map<string, string[]> {
  const codesOf = new Map<string, string[]>();
  for (const absence of absences) {
    const first = absence.date_from < from ? from : (absence.date_from as IsoDate);
    const last = absence.date_to > to ? to : (absence.date_to as IsoDate);
    for (const date of eachDate(first, last)) {
      const key = `${absence.employee_no}|${date}`;
      const codes = codesOf.get(key) ?? [];
      if (!codes.includes(absence.activity_code)) codes.push(absence.activity_code);
      codesOf.set(key, codes);
    }
  }
  return codesOf;
}

/**
 * The comparison workbook the schedule's and the timesheet's comparisons share: a title, a row per
 * employee and day (portal, ERP, the differences in words; a differing row in red) and a totals row per
 * employee (hours on either side; whether the days agree).
 */
export class ComparisonSheet {
  private readonly workbook = new ExcelJS.Workbook();
  private readonly sheet: ExcelJS.Worksheet;
  private rowNo = 3;

  constructor(title: string, sheetName: string, created: Date) {
    this.workbook.created = created;
    this.sheet = this.workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 2 }] });
    this.sheet.getCell(1, 1).value = spreadsheetText(title);
    this.sheet.getCell(1, 1).font = { bold: true, size: 14 };
    const header = this.sheet.getRow(2);
    HEADER.forEach((text, index) => (header.getCell(index + 1).value = text));
    header.font = { bold: true };
  }

  addDay(employee: { employeeNo: string; fullName: string }, date: IsoDate, portal: string, erp: string, found: readonly string[]): void {
    const row = this.sheet.getRow(this.rowNo++);
    [employee.employeeNo, employee.fullName, date, portal, erp, found.join('; ')].forEach(
      (value, index) => (row.getCell(index + 1).value = spreadsheetText(value)),
    );
    if (found.length === 0) return;
    for (let column = 1; column <= HEADER.length; column++) row.getCell(column).fill = shade(DIFFERENCE_FILL);
    row.getCell(HEADER.length).font = { bold: true, color: { argb: DIFFERENCE_FONT } };
  }

  addTotals(employee: { employeeNo: string; fullName: string }, portalMinutes: number, erpMinutes: number, differingDays: number): void {
    const totals = this.sheet.getRow(this.rowNo++);
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

  async toBytes(): Promise<Buffer> {
    [10, 28, 12, 30, 30, 48].forEach((width, index) => (this.sheet.getColumn(index + 1).width = width));
    return Buffer.from(await this.workbook.xlsx.writeBuffer());
  }
}

function shade(color: string): ExcelJS.Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb: color } };
}
