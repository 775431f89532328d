import type { FastifyInstance } from 'fastify';
import { createRequestContext } from '../../plugins/request-context';
import { replyWithError } from '../../plugins/rest-api';
import type { AppDeps } from '../../trpc/context';
import { fileHeaders } from '../form-files/form-files.routes';
import { createTimesheetReportsCaller } from './timesheets.router';

type ReportProcedure = 'download' | 'downloadSdlaDiff' | 'downloadUnusedHolidayDays' | 'exportNavComparison';

/** Spec 2 §7 "Timesheets": the report calls and the ERP comparison, each answering the .xlsx file itself. */
const reportRoutes: { path: string; procedure: ReportProcedure }[] = [
  // {timesheetId, year, month, setHours?, selectedEmployees?, showSdlaResult?}; the spec's names
  // (TimesheetId, Year, Month, SetHours, SelectedEmployees, showSDLAResult, From, To) are read too.
  { path: '/api/wtc-area/timesheets/download', procedure: 'download' },
  // {timesheetId, from, to, selectedEmployees?}
  { path: '/api/wtc-area/timesheets/downloadsdladiff', procedure: 'downloadSdlaDiff' },
  // {timesheetId, to, selectedEmployees?}
  { path: '/api/wtc-area/timesheets/downloadunusedholidaydays', procedure: 'downloadUnusedHolidayDays' },
  // {timesheetId, year, month}: the month beside what the ERP holds
  { path: '/api/wtc-area/timesheets/export-to-excel-nav-comparison', procedure: 'exportNavComparison' },
];

/** The spec's names of the body's fields (Year, SetHours, showSDLAResult …), read as the procedures' own. */
const SPEC_FIELD_NAMES: Record<string, string> = {
  TimesheetId: 'timesheetId',
  Year: 'year',
  Month: 'month',
  SetHours: 'setHours',
  SelectedEmployees: 'selectedEmployees',
  showSDLAResult: 'showSdlaResult',
  From: 'from',
  To: 'to',
};

/** The body with the spec's field names renamed; a name given both ways keeps both, and the strict schema refuses it. */
export function withProcedureFieldNames(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = SPEC_FIELD_NAMES[key];
    renamed[name !== undefined && !(name in body) ? name : key] = value;
  }
  return renamed;
}

/**
 * The timesheet reports (issue #14): the body is the procedure's input; the answer is the file with
 * the download headers of form-files' downloads (attachment, nosniff, sandbox, no-store). A refusal or
 * an invalid body answers the envelope as every REST row does.
 */
export async function timesheetsRoutes(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  const { deps } = options;
  for (const route of reportRoutes) {
    app.post(route.path, async (request, reply) => {
      try {
        const caller = createTimesheetReportsCaller(await createRequestContext(deps, request));
        const file = await caller[route.procedure](withProcedureFieldNames(request.body ?? {}) as never);
        return reply.headers(fileHeaders(file)).send(file.bytes);
      } catch (error) {
        void reply.header('cache-control', 'no-store');
        return replyWithError(request, reply, error, `timesheetReports.${route.procedure}`);
      }
    });
  }
}
