import type { FastifyInstance } from 'fastify';
import { createRequestContext } from '../../plugins/request-context';
import { replyWithError } from '../../plugins/rest-api';
import type { AppDeps } from '../../trpc/context';
import { fileHeaders } from '../form-files/form-files.routes';
import { createHolidayPlanExportCaller } from './holiday-plans.router';

/**
 * POST /api/wtc-area/holiday-plans/{id}/export-to-excel (spec 2 §7): answers the .xlsx file itself,
 * with the download headers of form-files' downloads; a refusal or an error answers the envelope as
 * every REST row does.
 */
export async function holidayPlansRoutes(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  const { deps } = options;
  app.post<{ Params: { id: string } }>('/api/wtc-area/holiday-plans/:id/export-to-excel', async (request, reply) => {
    try {
      const caller = createHolidayPlanExportCaller(await createRequestContext(deps, request));
      const file = await caller.exportToExcel({ holidayPlanId: request.params.id as never });
      return reply.headers(fileHeaders(file)).send(file.bytes);
    } catch (error) {
      void reply.header('cache-control', 'no-store');
      return replyWithError(request, reply, error, 'holidayPlanExport.exportToExcel');
    }
  });
}
