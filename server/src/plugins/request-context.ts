import { type AppMode, CompanyCodeSchema } from '@portal/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { lookUpViewerFacts } from '../modules/employees/employee-access';
import { authenticateSession } from '../modules/sessions/use-cases/authenticate-session';
import { businessToday } from '../trpc/business-date';
import type { AppDeps, Context, RequestMeta } from '../trpc/context';
import { createViewer, type ViewerLoaders } from '../trpc/viewer';

const viewerLoaders: ViewerLoaders = { facts: lookUpViewerFacts };

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

/** What one request brings besides its session: who sent it and the headers that shape the answer. */
export interface RequestParts {
  token: string | null;
  request: Omit<RequestMeta, 'bearerToken'>;
  appMode: AppMode;
  /** The x-company-code header, when it names a company code. */
  requestedCompanyCode: string | null;
  log?: FastifyBaseLogger;
}

/**
 * The procedure context of one request: its session authenticated afresh (expiry, revocation, site
 * closed), and a viewer of its own that looks the user's facts up once for the whole request.
 */
export async function contextFor(deps: AppDeps, parts: RequestParts): Promise<Context> {
  const { token } = parts;
  const today = businessToday(deps);
  const outcome = token ? await authenticateSession(deps.db, token, deps.now(), today) : null;
  const auth = outcome && 'session' in outcome ? outcome.session : null;
  return {
    ...deps,
    ...(parts.log ? { log: parts.log } : {}),
    request: { ...parts.request, bearerToken: token },
    auth,
    viewer: auth ? createViewer(deps.db, auth, today, viewerLoaders) : null,
    // Any token that does not open a session answers "session expired" (HTTP 401).
    authFailure: token && !auth ? 'expired' : null,
    siteClosed: outcome !== null && 'session' in outcome && outcome.siteClosed,
    appMode: parts.appMode,
    requestedCompanyCode: parts.requestedCompanyCode,
  };
}

/** Builds the procedure context for one HTTP request, shared by /trpc and /api. */
export function createRequestContext(deps: AppDeps, request: FastifyRequest): Promise<Context> {
  const requestedCompany = CompanyCodeSchema.safeParse(headerValue(request, 'x-company-code'));
  return contextFor(deps, {
    token: bearerToken(request),
    request: { requestId: request.id, ipAddress: request.ip, userAgent: headerValue(request, 'user-agent') ?? '' },
    appMode: headerValue(request, 'x-app-mode') === 'beta' ? 'beta' : 'stable',
    requestedCompanyCode: requestedCompany.success ? requestedCompany.data : null,
    log: request.log,
  });
}
