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
/**
 * From this many failures from one address within the window, each further attempt from it must wait
 * (progressive delay): higher than an account's, since an office shares one address among many people.
 */
export const IP_DELAY_FROM = 20;
/** Failed attempts one address may make within the window (successes never count). */
export const IP_FAILURE_LIMIT = 100;

/** Seconds to wait after the last failure once `failures` reach `from`: 2, 4, 8 … up to 15 minutes. */
export function progressiveDelaySeconds(failures: number, from = PROGRESSIVE_DELAY_FROM): number {
  if (failures < from) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - from + 1));
}

/**
 * Whether a delay is still running. Below the threshold nothing is due, even when the last failure is
 * later than `now` (a parallel attempt still pending, or another server's clock a little ahead).
 */
function isWaiting(now: Date, lastFailureAt: Date | null, delaySeconds: number): boolean {
  return delaySeconds > 0 && lastFailureAt !== null && now.getTime() < lastFailureAt.getTime() + delaySeconds * 1000;
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
    const fromAddress = await loginEntries.failuresFromIp(trx, request.ipAddress, windowStart);
    const addressDelaySeconds = progressiveDelaySeconds(fromAddress.count, IP_DELAY_FROM);
    if (fromAddress.count >= IP_FAILURE_LIMIT || isWaiting(now, fromAddress.lastFailureAt, addressDelaySeconds)) {
      await loginEntries.insert(trx, { ...entry, userId: null, state: LoginResult.throttled });
      const seconds = fromAddress.count >= IP_FAILURE_LIMIT ? THROTTLE_WINDOW_MS / 1000 : addressDelaySeconds;
      return { refusal: new DomainError(ErrorCode.tooManyAttempts, { params: { seconds } }) };
    }
    const recent = await loginEntries.consecutiveFailuresForUsername(trx, username, windowStart);
    const delaySeconds = progressiveDelaySeconds(recent.count);
    if (isWaiting(now, recent.lastFailureAt, delaySeconds)) {
      await loginEntries.insert(trx, { ...entry, userId: null, state: LoginResult.throttled });
      return { refusal: new DomainError(ErrorCode.tooManyAttempts, { params: { seconds: delaySeconds } }) };
    }
    return { loginEntryId: await loginEntries.insert(trx, { ...entry, userId: null, state: LoginResult.badCredentials }) };
  });
  if ('refusal' in admitted) throw admitted.refusal;
  const { loginEntryId } = admitted;
  return { loginEntryId, settle: (outcome) => loginEntries.updateOutcome(deps.db, loginEntryId, outcome).then(() => undefined) };
}
