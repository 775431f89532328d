import { SIDEBAR_MESSAGE_LIMIT } from '@portal/shared';
import type { Executor } from '../../db/transaction';

/**
 * The sidebar's newest unread messages and how many are unread in all, in one statement: the
 * count is taken over every unread row before the limit applies.
 */
export async function newestUnread(db: Executor, userId: number) {
  const rows = await db
    .selectFrom('messages')
    .select((eb) => ['id', 'subject', 'created_at', eb.fn.countAll<number>().over().as('unread')])
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SIDEBAR_MESSAGE_LIMIT)
    .execute();
  return {
    unreadCount: Number(rows[0]?.unread ?? 0),
    messages: rows.map(({ unread: _unread, ...message }) => message),
  };
}

export function listPage(db: Executor, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'subject', 'is_read', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAll(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the user's own message read (once: the first reading time stays) and returns it. */
export function markReadAndGet(db: Executor, userId: number, id: number, now: Date) {
  return db
    .updateTable('messages')
    .set((eb) => ({ is_read: true, read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'subject', 'body', 'is_read', 'created_at'])
    .executeTakeFirst();
}

/** Deletes those of the ids that are the user's own; others' ids are ignored. */
export async function deleteOwn(db: Executor, userId: number, ids: readonly number[]): Promise<number> {
  const result = await db.deleteFrom('messages').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A new in-app message to a user (workflow notices write it in their transition's transaction). */
export async function insert(db: Executor, message: { userId: number; subject: string; body: string; now: Date }): Promise<void> {
  await db
    .insertInto('messages')
    .values({ user_id: message.userId, subject: message.subject, body: message.body, created_at: message.now })
    .execute();
}
