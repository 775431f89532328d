import { ErrorCode, LoginResult } from '@portal/shared';
import { withTransaction } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { AppDeps, RequestMeta } from '../../trpc/context';
import * as loginEntries from './login-entries.repository';

// Throttling of password checks: sign-in and the current-password check of a password change share
// these limits. Failures slow further attempts down; they never block an account or end its sessions
// (whoever knows a username could otherwise lock its owner out).

/** Failures are counted over this window for throttling. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** From this many consecutive failures on one username, each further attempt must wait (progressive delay). */
export const PROGRESSIVE_DELAY_FROM = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failed attempts one address may make within the window (successes never count). */
export const IP_FAILURE_LIMIT = 100;

export function progressiveDelaySeconds(consecutiveFailures: number): number {
  if (consecutiveFailures < PROGRESSIVE_DELAY_FROM) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (consecutiveFailures - PROGRESSIVE_DELAY_FROM + 1));
}

/** A password attempt admitted by the throttle: its login entry counts as a failure until settled otherwise. */
export interface PasswordAttempt {
  /** Records how the attempt ended (the state a login entry keeps, and the user it was about). */
  settle(outcome: { userId: number | null; state: LoginResult }): Promise<void>;
  loginEntryId: number;
}

/**
 * Admits one password attempt on a username from an address, or refuses it with "too many attempts".
 * The decision and the attempt's login entry are one transaction under locks per username and per
 * address, and the entry counts as a failure from the start: of parallel attempts each sees the ones
 * before it, so a burst is throttled exactly as the same attempts one after another.
 */
export async function admitPasswordAttempt(deps: AppDeps, request: RequestMeta, username: string): Promise<PasswordAttempt> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const entry = { username, ipAddress: request.ipAddress, browser: request.userAgent, now };
  const admitted = await withTransaction(deps.db, async (trx) => {
    await loginEntries.lockAttempts(trx, { username, ipAddress: request.ipAddress });
    if ((await loginEntries.countFailuresFromIp(trx, request.ipAddress, windowStart)) >= IP_FAILURE_LIMIT) {
      await loginEntries.insert(trx, { ...entry, userId: null, state: LoginResult.throttled });
      return { refusal: new DomainError(ErrorCode.tooManyAttempts) };
    }
    const recent = await loginEntries.consecutiveFailuresForUsername(trx, username, windowStart);
    const delaySeconds = progressiveDelaySeconds(recent.count);
    if (recent.lastFailureAt && now.getTime() < recent.lastFailureAt.getTime() + delaySeconds * 1000) {
      await loginEntries.insert(trx, { ...entry, userId: null, state: LoginResult.throttled });
      return { refusal: new DomainError(ErrorCode.tooManyAttempts, { params: { seconds: delaySeconds } }) };
    }
    return { loginEntryId: await loginEntries.insert(trx, { ...entry, userId: null, state: LoginResult.badCredentials }) };
  });
  if ('refusal' in admitted) throw admitted.refusal;
  const { loginEntryId } = admitted;
  return { loginEntryId, settle: (outcome) => loginEntries.updateOutcome(deps.db, loginEntryId, outcome).then(() => undefined) };
}
