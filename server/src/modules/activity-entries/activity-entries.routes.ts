import multipart from '@fastify/multipart';
import { EnvelopeStatus, ErrorCode, hasWorkTimeAccess, MAX_ACTIVITY_IMPORT_BYTES } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error';
import { createRequestContext } from '../../plugins/request-context';
import { envelope, replyWithError } from '../../plugins/rest-api';
import type { AppDeps } from '../../trpc/context';
import { requireSignedIn } from '../../trpc/init';
import type { ScheduleContext } from '../schedules/schedule-access';
import { prepareActivityImport, type StartWorkJob, uploadActivityImport } from './use-cases/upload-activity-import';

/** One file and nothing else: busboy cuts it at the limit (marked truncated), so no more is ever held. */
const IMPORT_PARSER_LIMITS = { fileSize: MAX_ACTIVITY_IMPORT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 } as const;

class ImportRefused extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
  ) {
    super(code);
  }
}

/** The gates of workTimeProcedure: signed in, and the session's company one of the user's work-time companies. */
async function workTimeContext(deps: AppDeps, request: FastifyRequest): Promise<ScheduleContext> {
  const ctx = await createRequestContext(deps, request);
  const auth = requireSignedIn(ctx, undefined);
  const company = auth.currentCompanyCode;
  if (!company || !hasWorkTimeAccess({ currentCompanyCode: company, workTimeAccessCompanies: auth.user.workTimeAccessCompanies })) {
    throw new DomainError(ErrorCode.permissionDenied);
  }
  return { ...ctx, auth, companyCode: company };
}

async function readOneFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  let part;
  try {
    part = await request.file({ limits: IMPORT_PARSER_LIMITS, throwFileSizeLimit: false });
  } catch {
    throw new ImportRefused(ErrorCode.importFileTypeNotAllowed, 415);
  }
  if (!part) throw new ImportRefused(ErrorCode.fieldRequired, 400);
  const chunks: Buffer[] = [];
  let isTooLarge = false;
  part.file.once('limit', () => {
    isTooLarge = true;
    request.raw.unpipe();
    request.raw.pause();
    part.file.destroy();
  });
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (error) {
    if (!isTooLarge) throw error;
  }
  if (isTooLarge || part.file.truncated) throw new ImportRefused(ErrorCode.invalidValue, 413);
  return { fileName: part.filename, bytes: Buffer.concat(chunks) };
}

async function upload(deps: AppDeps, startJob: StartWorkJob, request: FastifyRequest, reply: FastifyReply) {
  void reply.header('cache-control', 'no-store');
  try {
    const ctx = await workTimeContext(deps, request);
    // Authorised, and the month checked, before a byte of the body is read.
    const target = await prepareActivityImport(ctx, request.query);
    const file = await readOneFile(request);
    return envelope({ status: EnvelopeStatus.success, data: await uploadActivityImport(ctx, target, file, startJob) });
  } catch (error) {
    request.raw.unpipe();
    request.raw.pause();
    void reply.header('connection', 'close');
    if (error instanceof ImportRefused) {
      void reply.status(error.httpStatus);
      return envelope({ status: EnvelopeStatus.validationError, messages: [error.code], validationErrors: { file: [error.code] } });
    }
    return replyWithError(request, reply, error, 'activityEntries.upload');
  }
}

/**
 * POST /api/wtc-area/activity-entries/import?timesheetId&year&month: one .xlsx or .csv file (key `file`),
 * at most 15,000,000 bytes; answers the check job to poll. In its own context, so the multipart parser
 * exists for this route only.
 */
export async function activityEntriesRoutes(app: FastifyInstance, options: { deps: AppDeps; startJob: StartWorkJob }): Promise<void> {
  await app.register(multipart, { limits: IMPORT_PARSER_LIMITS, throwFileSizeLimit: false });
  app.post('/api/wtc-area/activity-entries/import', (request, reply) => upload(options.deps, options.startJob, request, reply));
}
