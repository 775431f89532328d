import {
  DeleteMessagesInputSchema,
  ErrorCode,
  MESSAGES_PAGE_SIZE,
  MessageIdInputSchema,
  MessageListItemSchema,
  MessageSchema,
  pageInputSchema,
  pageOffset,
  pagedResultSchema,
  paginationOf,
  SidebarMessagesSchema,
} from '@portal/shared';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { router, signedInProcedure } from '../../trpc/init';
import { sanitizeMessageBody } from './message-body';
import * as messagesRepository from './messages.repository';

export const messagesRouter = router({
  /** Unread count and the newest unread messages, for the top-bar badge and the right drawer. */
  sidebar: signedInProcedure.output(SidebarMessagesSchema).query(async ({ ctx }) => {
    const { unreadCount, messages } = await messagesRepository.newestUnread(ctx.db, ctx.auth.user.id);
    return {
      unreadCount,
      messages: messages.map((message) => ({ id: message.id, subject: message.subject, createdAt: message.created_at })),
    };
  }),

  /** The caller's messages, newest first, ten a page by default. */
  list: signedInProcedure
    .input(pageInputSchema(MESSAGES_PAGE_SIZE))
    .output(pagedResultSchema(MessageListItemSchema))
    .query(async ({ ctx, input }) => {
      const userId = ctx.auth.user.id;
      const [rows, total] = await Promise.all([
        messagesRepository.listPage(ctx.db, userId, pageOffset(input), input.rowsPerPage),
        messagesRepository.countAll(ctx.db, userId),
      ]);
      return {
        items: rows.map((row) => ({ id: row.id, subject: row.subject, isRead: row.is_read, createdAt: row.created_at })),
        pagination: paginationOf(input, total),
      };
    }),

  /** Opens one of the caller's messages: marks it read and answers it with the body sanitised. */
  view: signedInProcedure
    .input(MessageIdInputSchema)
    .output(MessageSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await messagesRepository.markReadAndGet(ctx.db, ctx.auth.user.id, input.id, ctx.now());
      // Someone else's message is as missing as one that never existed.
      if (!row) throw new DomainError(ErrorCode.recordNotFound);
      return { id: row.id, subject: row.subject, isRead: row.is_read, createdAt: row.created_at, body: sanitizeMessageBody(row.body) };
    }),

  /** Deletes the caller's messages among the ids; answers how many went. */
  deleteMany: signedInProcedure
    .input(DeleteMessagesInputSchema)
    .output(z.object({ deleted: z.number().int().min(0) }))
    .mutation(async ({ ctx, input }) => ({
      deleted: await messagesRepository.deleteOwn(ctx.db, ctx.auth.user.id, [...new Set(input.ids)]),
    })),
});
