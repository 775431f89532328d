import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Env } from '../env';

/** A request slower than this is logged as a warning in every environment. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * The server's logger: JSON lines written asynchronously, so a log line never blocks the request that
 * wrote it; in production also buffered (flushed on exit by pino). Elsewhere each line goes out at once:
 * a developer, and the end-to-end tests reading the mail the portal logs, wait for no further lines.
 * Tests pass their own destination to read the lines.
 */
export function loggerOptions(env: Env, destination?: pino.DestinationStream): FastifyServerOptions['logger'] {
  const minLength = env.NODE_ENV === 'production' ? 4_096 : 0;
  const stream = destination ?? (env.LOG_LEVEL === 'silent' ? undefined : pino.destination({ dest: 1, sync: false, minLength }));
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per request, written when the answer has gone out: method, path, status and time. The
 * query string is left out (tRPC queries carry their input there: search words, names). In production
 * the line is at debug level, so the default level logs only slow requests and failures (the error
 * handler logs a 5xx with its cause); elsewhere at info.
 */
export function registerRequestLogging(app: FastifyInstance, env: Env): void {
  const everyRequestLevel = env.NODE_ENV === 'production' ? 'debug' : 'info';
  app.addHook('onResponse', async (request, reply) => {
    const responseTime = Math.round(reply.elapsedTime);
    const level = responseTime >= SLOW_REQUEST_MS ? 'warn' : everyRequestLevel;
    const queryStart = request.url.indexOf('?');
    request.log[level](
      {
        method: request.method,
        path: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
        statusCode: reply.statusCode,
        responseTime,
      },
      'request',
    );
  });
}
