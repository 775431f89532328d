import type { Executor } from '../../db/transaction';

export function insert(db: Executor, token: { userId: number; tokenHash: string; now: Date; expiresAt: Date; requestedIp: string }) {
  return db
    .insertInto('password_reset_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: token.now,
      expires_at: token.expiresAt,
      requested_ip: token.requestedIp,
    })
    .execute();
}

/** Tokens created since `since` for one user and from one address. */
export async function countRecent(db: Executor, filter: { userId: number; requestedIp: string; since: Date }) {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('user_id', '=', filter.userId).as('for_user'),
      eb.fn.countAll<number>().filterWhere('requested_ip', '=', filter.requestedIp).as('from_ip'),
    ])
    .where('created_at', '>', filter.since)
    .executeTakeFirstOrThrow();
  return { forUser: Number(row.for_user), fromIp: Number(row.from_ip) };
}

/**
 * Marks a live token used and answers its user. One conditional UPDATE: of parallel attempts with
 * one token exactly one gets the row.
 */
export function claim(db: Executor, tokenHash: string, now: Date) {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

/** Spends every other live token of the user: one recovery ends them all. */
export function spendAllOfUser(db: Executor, userId: number, now: Date) {
  return db.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
