import type { FastifyInstance } from 'fastify';
import { createRequestContext } from '../../plugins/request-context';
import { replyWithError } from '../../plugins/rest-api';
import type { AppDeps } from '../../trpc/context';
import { fileHeaders } from '../form-files/form-files.routes';
import { createTimesheetExportCaller } from './timesheets.router';

/**
 * POST /api/wtc-area/timesheets/export-to-excel-nav-comparison ({TimesheetId, Year, Month}, as the spec
 * names them, or timesheetId, year, month): the month beside what the ERP holds, answered as the .xlsx
 * itself with form-files' download headers; a refusal or an error answers the envelope as every REST row.
 */
export async function timesheetsRoutes(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  const { deps } = options;
  app.post('/api/wtc-area/timesheets/export-to-excel-nav-comparison', async (request, reply) => {
    try {
      const caller = createTimesheetExportCaller(await createRequestContext(deps, request));
      const body = (request.body ?? {}) as Record<string, unknown>;
      const file = await caller.exportNavComparison({
        timesheetId: (body.timesheetId ?? body.TimesheetId) as never,
        year: (body.year ?? body.Year) as never,
        month: (body.month ?? body.Month) as never,
      });
      return reply.headers(fileHeaders(file)).send(file.bytes);
    } catch (error) {
      void reply.header('cache-control', 'no-store');
      return replyWithError(request, reply, error, 'timesheetExport.exportNavComparison');
    }
  });
}
