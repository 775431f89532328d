import { type AppMode, CompanyCodeSchema } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { authenticateSession } from '../modules/sessions/use-cases/authenticate-session';
import { businessToday } from '../trpc/business-date';
import type { AppDeps, Context } from '../trpc/context';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([\w-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/** Builds the procedure context for one HTTP request, shared by /trpc and /api. */
export async function createRequestContext(deps: AppDeps, request: FastifyRequest): Promise<Context> {
  const token = bearerToken(request);
  const outcome = token ? await authenticateSession(deps.db, token, deps.now(), businessToday(deps)) : null;
  const appMode: AppMode = headerValue(request, 'x-app-mode') === 'beta' ? 'beta' : 'stable';
  const requestedCompany = CompanyCodeSchema.safeParse(headerValue(request, 'x-company-code'));
  const auth = outcome && 'session' in outcome ? outcome.session : null;
  return {
    ...deps,
    log: request.log,
    request: {
      requestId: request.id,
      ipAddress: request.ip,
      userAgent: headerValue(request, 'user-agent') ?? '',
      bearerToken: token,
    },
    auth,
    // Any token that does not open a session answers "session expired" (HTTP 401).
    authFailure: token && !auth ? 'expired' : null,
    siteClosed: outcome !== null && 'session' in outcome && outcome.siteClosed,
    appMode,
    requestedCompanyCode: requestedCompany.success ? requestedCompany.data : null,
  };
}
