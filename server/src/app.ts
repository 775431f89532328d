import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { EnvelopeStatus, ErrorCode, Substatus } from '@portal/shared';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import type { DbClient } from './db/database';
import type { Env } from './env';
import { createRequestContext } from './plugins/request-context';
import { loggerOptions, registerRequestLogging } from './plugins/request-logging';
import { registerRestRows } from './plugins/rest-api';
import { type AppRouter, appRouter } from './trpc/app-router';
import type { AppDeps } from './trpc/context';
import { restRows } from './trpc/rest-rows';
import { formFilesRoutes } from './modules/form-files/form-files.routes';
import { schedulePeriodsRoutes } from './modules/schedule-periods/schedule-periods.routes';
import { timesheetsRoutes } from './modules/timesheets/timesheets.routes';
import { workJobsRoutes } from './modules/work-jobs/work-jobs.routes';
import { holidayPlansRoutes } from './modules/holiday-plans/holiday-plans.routes';
import { activityEntriesRoutes } from './modules/activity-entries/activity-entries.routes';
import { startWorkJob } from './modules/work-jobs/use-cases/start-work-job';

export interface BuildAppOptions {
  db: DbClient;
  env: Env;
  now?: () => Date;
  /** Serve the built web client from env.WEB_DIST_DIR when it exists. */
  serveWeb?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logDestination?: DestinationStream;
}

/** BODY_LIMIT applies to JSON calls; uploads get their own streaming limits in their routes. */
const BODY_LIMIT_BYTES = 1_048_576;

/** The portal's Fastify instance, without listening (tests use app.inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: loggerOptions(env, options.logDestination),
    // registerRequestLogging writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((entry) => entry.trim()) : false,
    // The legacy client calls some paths with a trailing slash (spec 1 §7: 'POST user/settings/').
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  registerRequestLogging(app, env);
  const deps: AppDeps = { db: options.db, env, log: app.log, now: options.now ?? (() => new Date()) };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: env.PUBLIC_URL?.startsWith('https:') ? { maxAge: 31_536_000 } : false,
  });
  // CORS stays closed unless origins are configured.
  const origins = env.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length > 0) await app.register(cors, { origin: origins });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') || request.url.startsWith('/trpc')) void reply.header('cache-control', 'no-store');
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createRequestContext(deps, req),
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRows(app, deps, restRows);
  // Not awaited: that would load the routes above before the error handler below is set.
  void app.register(formFilesRoutes, { deps });
  void app.register(schedulePeriodsRoutes, { deps });
  void app.register(timesheetsRoutes, { deps });
  void app.register(workJobsRoutes, { deps });
  void app.register(holidayPlansRoutes, { deps });
  void app.register(activityEntriesRoutes, { deps, startJob: (ctx, request) => startWorkJob(ctx, request) });

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(statusCode).send({
      status: statusCode >= 500 ? EnvelopeStatus.exception : EnvelopeStatus.fail,
      data: null,
      messages: [statusCode >= 500 ? ErrorCode.criticalServerError : ErrorCode.invalidValue],
      pagination: null,
      validationErrors: null,
      substatus: null,
      requestId: request.id,
    });
  });

  const webDist = env.WEB_DIST_DIR;
  const serveWeb = (options.serveWeb ?? true) && existsSync(path.join(webDist, 'index.html'));
  // Files are looked up per request (wildcard), so a rebuilt client is served without a restart.
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const isFileRequest = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.url.startsWith('/api') || request.url.startsWith('/trpc') || !serveWeb || request.method !== 'GET' || isFileRequest) {
      void reply.status(404).send({
        status: EnvelopeStatus.fail,
        data: null,
        messages: [ErrorCode.recordNotFound],
        pagination: null,
        validationErrors: null,
        substatus: Substatus.notFound,
      });
      return;
    }
    // Client-side routes: the single-page app answers every other GET.
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
