import type { FastifyInstance } from 'fastify';
import { createRequestContext } from '../../plugins/request-context';
import { replyWithError } from '../../plugins/rest-api';
import type { AppDeps } from '../../trpc/context';
import { fileHeaders } from '../form-files/form-files.routes';
import { createScheduleExportCaller } from './schedule-periods.router';

/**
 * POST /api/wtc-area/schedules/{id}/export-to-excel/{year}/{month} (spec 2 §7): answers the .xlsx file
 * itself, with the download headers of form-files' downloads (attachment, nosniff, sandbox, no-store);
 * a refusal or an error answers the envelope as every REST row does. The body may carry the display
 * mode ({mode: 'code' | 'time' | 'hours'}); the path names the schedule and month.
 */
export async function schedulePeriodsRoutes(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  const { deps } = options;
  app.post<{ Params: { id: string; year: string; month: string } }>(
    '/api/wtc-area/schedules/:id/export-to-excel/:year/:month',
    async (request, reply) => {
      try {
        const caller = createScheduleExportCaller(await createRequestContext(deps, request));
        const body = (request.body ?? {}) as { mode?: unknown };
        const file = await caller.exportToExcel({
          ...(body.mode === undefined ? {} : { mode: body.mode as never }),
          scheduleId: request.params.id as never,
          year: request.params.year as never,
          month: request.params.month as never,
        });
        return reply.headers(fileHeaders(file)).send(file.bytes);
      } catch (error) {
        void reply.header('cache-control', 'no-store');
        return replyWithError(request, reply, error, 'scheduleExport.exportToExcel');
      }
    },
  );

  // POST /api/wtc-area/schedules/export-to-excel-nav-comparison/{year}/{month} ({scheduleId}): the
  // month beside what the ERP holds, as the file itself; the path's year and month win over the body's.
  app.post<{ Params: { year: string; month: string } }>(
    '/api/wtc-area/schedules/export-to-excel-nav-comparison/:year/:month',
    async (request, reply) => {
      try {
        const caller = createScheduleExportCaller(await createRequestContext(deps, request));
        const body = (request.body ?? {}) as { scheduleId?: unknown };
        const file = await caller.exportNavComparison({
          scheduleId: body.scheduleId as never,
          year: request.params.year as never,
          month: request.params.month as never,
        });
        return reply.headers(fileHeaders(file)).send(file.bytes);
      } catch (error) {
        void reply.header('cache-control', 'no-store');
        return replyWithError(request, reply, error, 'scheduleExport.exportNavComparison');
      }
    },
  );
}
