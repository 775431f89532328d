import type { AppMode } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbClient } from '../db/database';
import type { Env } from '../env';
import type { Viewer } from './viewer';

export interface SessionUser {
  id: number;
  username: string;
  adminAccess: number;
  personnelNo: string | null;
  type: 'internal' | 'active_directory' | 'azure_ad';
  workTimeAccessCompanies: string[];
}

/** A live session and its user, as authenticated for this request (sessions/use-cases/authenticate-session.ts). */
export interface AuthenticatedSession {
  sessionId: number;
  user: SessionUser;
  currentCompanyCode: string | null;
  appMode: AppMode;
  rememberMe: boolean;
  passwordChangeRequired: boolean;
}

export interface RequestMeta {
  requestId: string;
  ipAddress: string;
  userAgent: string;
  /** The raw bearer token, used only to revoke the current session on sign-out. */
  bearerToken: string | null;
}

export interface AppDeps {
  db: DbClient;
  env: Env;
  log: FastifyBaseLogger;
  now: () => Date;
}

export interface Context extends AppDeps {
  request: RequestMeta;
  /** The session behind the bearer token, or null (missing, unknown, expired or revoked). */
  auth: AuthenticatedSession | null;
  /** The signed-in user's facts (employee record, today's substitutions …), each looked up once per request; null without a session. */
  viewer: Viewer | null;
  /** Why `auth` is null when a token was sent: a revoked or expired session answers 401 "session expired". */
  authFailure: 'expired' | null;
  /** site_settings.site_closed, read with the session (false without one): non-administrators are refused. */
  siteClosed: boolean;
  appMode: AppMode;
  /** The x-company-code header; the session's company is authoritative, this is informational. */
  requestedCompanyCode: string | null;
}
