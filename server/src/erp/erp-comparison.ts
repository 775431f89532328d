import { createHash } from 'node:crypto';
import { eachDate, type IsoDate, minutesToHours } from '@portal/shared';
import ExcelJS from 'exceljs';
import { type ExportedFile, spreadsheetText, XLSX_MIME_TYPE } from '../modules/schedule-periods/use-cases/export-schedule-to-excel';

// What the ERP hand-overs of a month (a schedule's, a timesheet's) and their comparisons with what the
// ERP holds share: the fingerprint of an employee's days, the ERP's absences by day, and the comparison
// workbook. For the payroll clerk, so the sheet speaks Lithuanian like the month's export.

export type { ExportedFile };

const DIFFERENCE_FILL = 'FFFFC7CE';
const DIFFERENCE_FONT = 'FF9C0006';
const TOTALS_FILL = 'FFF2F2F2';
const HEADER = ['Tab. Nr.', 'Darbuotojas', 'Data', 'Portale', 'ERP', 'Skirtumas'];

/** A stable fingerprint of an employee's days (a schedule's or a timesheet's): equal days, equal digest. */
export function daysDigest(days: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(days)).digest('hex');
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

  async toFile(fileName: string): Promise<ExportedFile> {
    [10, 28, 12, 30, 30, 48].forEach((width, index) => (this.sheet.getColumn(index + 1).width = width));
    return { bytes: Buffer.from(await this.workbook.xlsx.writeBuffer()), mimeType: XLSX_MIME_TYPE, fileName };
  }
}

function shade(color: string): ExcelJS.Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb: color } };
}
