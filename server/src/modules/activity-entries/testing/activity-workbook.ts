import { ACTIVITY_IMPORT_COLUMNS } from '@portal/shared';
import { ACTIVITY_EXPORT_HEADERS } from '@portal/shared/activity-entries/activity-import-rows';
import ExcelJS from 'exceljs';

// Activity files for the tests and the benchmark: a header row (the export's, unless given) and the rows.

export type ActivityFileRow = readonly (string | number)[];

export const ACTIVITY_HEADER = ACTIVITY_IMPORT_COLUMNS.map((column) => ACTIVITY_EXPORT_HEADERS[column]);

export async function activityWorkbook(rows: readonly ActivityFileRow[], header: readonly string[] = ACTIVITY_HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
