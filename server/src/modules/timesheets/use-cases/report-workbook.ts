import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { type ExportedFile, spreadsheetText, XLSX_MIME_TYPE } from '../../schedule-periods/use-cases/export-schedule-to-excel';

// What the timesheet reports' workbooks share: a streaming writer (each row is committed and leaves
// memory as it is written), the print setup a payroll clerk prints on (A4 landscape, fit to the page's
// width, the header rows repeated) and the shading of days off.

export const DAY_OFF_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } };
export const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEDED' } };
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FF999999' } };
export const CELL_BORDER: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };

export { spreadsheetText };

export interface ReportWorkbook {
  sheet: ExcelJS.Worksheet;
  /** Commits the sheet and the workbook and answers the file. */
  finish(fileName: string): Promise<ExportedFile>;
}

/** A one-sheet streaming workbook with the reports' print setup; `headerRows` repeat on every printed page. */
export function createReportWorkbook(options: {
  sheetName: string;
  created: Date;
  headerRows: [number, number];
  frozenColumns: number;
}): ReportWorkbook {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.created = options.created;
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', xSplit: options.frozenColumns, ySplit: options.headerRows[1] }],
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${options.headerRows[0]}:${options.headerRows[1]}`,
      margins: { left: 0.3, right: 0.3, top: 0.4, bottom: 0.4, header: 0.2, footer: 0.2 },
    },
  });
  return {
    sheet,
    finish: async (fileName) => {
      sheet.commit();
      await workbook.commit();
      await ended;
      return { bytes: Buffer.concat(chunks), mimeType: XLSX_MIME_TYPE, fileName };
    },
  };
}

/** Hours rounded to hundredths, as the table shows them. */
export function roundHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** A header row: bold, shaded, bordered, wrapped. */
export function styleHeader(row: ExcelJS.Row, firstColumn: number, lastColumn: number): void {
  row.font = { bold: true };
  for (let column = firstColumn; column <= lastColumn; column++) {
    const cell = row.getCell(column);
    cell.fill = HEADER_FILL;
    cell.border = CELL_BORDER;
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  }
}

/** The borders of a body row's cells. */
export function borderRow(row: ExcelJS.Row, firstColumn: number, lastColumn: number): void {
  for (let column = firstColumn; column <= lastColumn; column++) row.getCell(column).border = CELL_BORDER;
}
