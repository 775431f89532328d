import { isEmptyErpDate, type IsoDate } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import * as timesheetsRepository from '../timesheets.repository';

// The rows of the timesheet reports: one per employee of the timesheet's schedule in the range (the
// memberships of one employee merged), limited to the selected employees when some are given. An
// employee number that is not on the schedule simply gives no row.

export interface ReportLine {
  employeeNo: string;
  fullName: string;
  jobTitle: string;
  memberships: { validFrom: IsoDate; validTo: IsoDate | null }[];
  appointments: { validFrom: IsoDate; validTo: IsoDate | null; partTimeShare: number }[];
}

export async function listReportLines(db: Executor, filter: timesheetsRepository.ReportLinesFilter): Promise<ReportLine[]> {
  const rows = await timesheetsRepository.listReportMemberships(db, filter);
  const lines = new Map<string, ReportLine>();
  for (const row of rows) {
    let line = lines.get(row.employee_no);
    if (!line) {
      line = {
        employeeNo: row.employee_no,
        fullName: `${row.first_name} ${row.last_name}`.trim(),
        jobTitle: row.job_title ?? '',
        memberships: [],
        appointments: row.appointments.map(([from, to, share]) => ({
          validFrom: from,
          validTo: isEmptyErpDate(to) ? null : to,
          partTimeShare: Number(share),
        })),
      };
      lines.set(row.employee_no, line);
    }
    line.memberships.push({ validFrom: row.valid_from, validTo: row.valid_to });
  }
  return [...lines.values()];
}

/** Whether one of the spans holds a day of the range. */
export function isMemberBetween(line: ReportLine, from: IsoDate, to: IsoDate): boolean {
  return line.memberships.some((span) => span.validFrom <= to && (span.validTo === null || span.validTo >= from));
}
