import { SIDEBAR_MESSAGE_LIMIT, SidebarMessagesSchema } from '@portal/shared';
import { router, signedInProcedure } from '../../trpc/init';

export const messagesRouter = router({
  /** Unread count and the newest unread messages, for the top-bar badge and the right drawer. */
  sidebar: signedInProcedure.output(SidebarMessagesSchema).query(async ({ ctx }) => {
    const userId = ctx.auth.user.id;
    const [count, messages] = await Promise.all([
      ctx.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('unread'))
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom('messages')
        .select(['id', 'subject', 'created_at'])
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(SIDEBAR_MESSAGE_LIMIT)
        .execute(),
    ]);
    return {
      unreadCount: Number(count.unread),
      messages: messages.map((message) => ({ id: message.id, subject: message.subject, createdAt: message.created_at })),
    };
  }),
});
