import { sql } from 'kysely';
import type { LoginResult } from '@portal/shared';
import type { Executor } from '../../db/transaction';

// Attempts that prove a wrong guess (or, for an account that may not sign in, any guess: its answer
// does not tell right from wrong). Throttled refusals do not count, so waiting out a delay works.
const FAILED_STATES: LoginResult[] = ['bad_credentials', 'user_not_found', 'blocked', 'banned', 'terminated'];
const SUCCESS_STATES: LoginResult[] = ['success', 'password_expired'];

// Keys of the transaction-level advisory locks that serialise password attempts (pg_advisory_xact_lock(int, int)).
const ACCOUNT_ATTEMPTS_LOCK = 1_001;
const ADDRESS_ATTEMPTS_LOCK = 1_002;

export async function insert(
  db: Executor,
  entry: { userId: number | null; username: string; ipAddress: string; browser: string; state: LoginResult; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('login_entries')
    .values({
      user_id: entry.userId,
      username: entry.username.slice(0, 200),
      ip_address: entry.ipAddress,
      browser: entry.browser.slice(0, 500),
      state: entry.state,
      login_date: entry.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records how an attempt entered beforehand ended. */
export function updateOutcome(db: Executor, entryId: number, outcome: { userId: number | null; state: LoginResult }) {
  return db.updateTable('login_entries').set({ user_id: outcome.userId, state: outcome.state }).where('id', '=', entryId).execute();
}

/**
 * Waits until no other transaction is deciding an attempt on this username or from this address, and
 * holds both until the caller's transaction ends. The username lock is always taken first: no deadlock.
 */
export async function lockAttempts(trx: Executor, attempt: { username: string; ipAddress: string }): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ACCOUNT_ATTEMPTS_LOCK}, hashtext(${attempt.username.trim().toLowerCase()}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(${ADDRESS_ATTEMPTS_LOCK}, hashtext(${attempt.ipAddress}))`.execute(trx);
}

/** Failed attempts from one address since `since`: successes never count, so a busy office is never refused. */
/** Failed attempts from one address within the window, and when the last of them was. */
export async function failuresFromIp(db: Executor, ipAddress: string, since: Date): Promise<{ count: number; lastFailureAt: Date | null }> {
  const row = await db
    .selectFrom('login_entries')
    .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.max('login_date').as('last_failure_at')])
    .where('ip_address', '=', ipAddress)
    .where('login_date', '>', since)
    .where('state', 'in', FAILED_STATES)
    .executeTakeFirstOrThrow();
  return { count: Number(row.failures), lastFailureAt: (row.last_failure_at as Date | null) ?? null };
}

/** Consecutive failures for a username (known or not) since its last success within the window. */
export async function consecutiveFailuresForUsername(
  db: Executor,
  username: string,
  since: Date,
): Promise<{ count: number; lastFailureAt: Date | null }> {
  const lowered = username.trim().toLowerCase();
  const lastSuccess = db
    .selectFrom('login_entries')
    .select((eb) => eb.fn.max('login_date').as('at'))
    .where(sql<string>`lower(username)`, '=', lowered)
    .where('state', 'in', SUCCESS_STATES);
  const row = await db
    .selectFrom('login_entries')
    .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.max('login_date').as('last_failure_at')])
    .where(sql<string>`lower(username)`, '=', lowered)
    .where('login_date', '>', since)
    .where('state', 'in', FAILED_STATES)
    .where((eb) => eb.or([eb(lastSuccess, 'is', null), eb('login_date', '>', lastSuccess)]))
    .executeTakeFirstOrThrow();
  return { count: Number(row.failures), lastFailureAt: (row.last_failure_at as Date | null) ?? null };
}
