import type { FastifyInstance } from 'fastify';
import { createRequestContext } from '../../plugins/request-context';
import { replyWithError } from '../../plugins/rest-api';
import type { AppDeps } from '../../trpc/context';
import { fileHeaders } from '../form-files/form-files.routes';
import { createWorkJobFileCaller } from './work-jobs.router';

/**
 * GET /api/wtc-area/jobs/{id}/download: the job's result file itself, with the download headers of
 * form-files' downloads (attachment, nosniff, sandbox, no-store); a refusal answers the envelope.
 */
export async function workJobsRoutes(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  const { deps } = options;
  app.get<{ Params: { id: string } }>('/api/wtc-area/jobs/:id/download', async (request, reply) => {
    try {
      const caller = createWorkJobFileCaller(await createRequestContext(deps, request));
      const file = await caller.download({ id: request.params.id as never });
      return reply.headers(fileHeaders(file)).send(file.bytes);
    } catch (error) {
      void reply.header('cache-control', 'no-store');
      return replyWithError(request, reply, error, 'workJobs.download');
    }
  });
}
