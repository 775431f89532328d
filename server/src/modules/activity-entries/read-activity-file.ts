import { ACTIVITY_IMPORT_COLUMNS, ActivityFileFormat, type ActivityImportError, ErrorCode } from '@portal/shared';
import { activityColumnsOfHeader, type ActivityImportRawRow } from '@portal/shared/activity-entries/activity-import-rows';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

// Reads an uploaded activity file (.xlsx with exceljs, .csv with csv-parse) into its rows as text, the
// first non-empty row being the header. What the file is comes from its bytes, not its name: an .xlsx
// is a zip (PK\3\4), a .csv is UTF-8 text without NUL bytes, and the name's extension must agree.

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The format the bytes and the name agree on, or null (a refused type). */
export function activityFileFormatOf(fileName: string, bytes: Buffer): ActivityFileFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx') return bytes.subarray(0, 4).equals(ZIP_MAGIC) ? ActivityFileFormat.xlsx : null;
  if (extension === 'csv') return isUtf8Text(bytes) ? ActivityFileFormat.csv : null;
  return null;
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export interface ReadRow {
  /** The row's number in the file (the header's is 1 when it is the first). */
  row: number;
  raw: ActivityImportRawRow;
}

export type ReadOutcome = { ok: true; rows: ReadRow[] } | { ok: false; errors: ActivityImportError[] };

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function xlsxLines(bytes: Buffer): Promise<{ row: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const lines: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[]; // 1-based: index 0 is empty
    lines.push({ row: rowNumber, cells: values.slice(1).map(cellText) });
  });
  return lines;
}

/** A semicolon file (Excel's in Lithuanian locales) keeps decimal commas unquoted: the header says which. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const counts = [';', ',', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function csvLines(bytes: Buffer): { row: number; cells: string[] }[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const records: string[][] = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false });
  return records.map((cells, index) => ({ row: index + 1, cells })).filter((line) => line.cells.some((cell) => cell.trim() !== ''));
}

export async function readActivityFile(format: ActivityFileFormat, bytes: Buffer): Promise<ReadOutcome> {
  let lines: { row: number; cells: string[] }[];
  try {
    lines = format === ActivityFileFormat.xlsx ? await xlsxLines(bytes) : csvLines(bytes);
  } catch {
    return { ok: false, errors: [{ row: 0, column: null, code: ErrorCode.importFileUnreadable }] };
  }
  const [header, ...body] = lines;
  if (!header || body.length === 0)
    return { ok: false, errors: [{ row: header?.row ?? 0, column: null, code: ErrorCode.importFileUnreadable }] };
  const columns = activityColumnsOfHeader(header.cells);
  if (!columns.ok) {
    return {
      ok: false,
      errors: columns.missing.map((column) => ({ row: header.row, column, code: ErrorCode.importColumnMissing, params: { column } })),
    };
  }
  const { indexes } = columns;
  const rows = body.map((line) => {
    const raw = Object.fromEntries(
      ACTIVITY_IMPORT_COLUMNS.map((column) => [column, line.cells[indexes[column]] ?? '']),
    ) as ActivityImportRawRow;
    return { row: line.row, raw };
  });
  return { ok: true, rows };
}
