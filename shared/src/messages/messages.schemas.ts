import { z } from 'zod';
import { RecordIdSchema } from '../api/envelope';
import { int4Schema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';

/** A new message as the right drawer and the top-bar badge show it. */
export const SidebarMessageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  createdAt: z.date(),
});
export type SidebarMessage = z.infer<typeof SidebarMessageSchema>;

export const SidebarMessagesSchema = z.object({
  unreadCount: z.number().int().min(0),
  messages: z.array(SidebarMessageSchema),
});
export type SidebarMessages = z.infer<typeof SidebarMessagesSchema>;

export const SIDEBAR_MESSAGE_LIMIT = 20;

/** Time-ago buckets of spec 1 §9: seconds under a minute, minutes under an hour, hours under a day, else days. */
export function timeAgo(from: Date, now: Date): { unit: 'second' | 'minute' | 'hour' | 'day'; value: number } {
  const seconds = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 1000));
  if (seconds < 60) return { unit: 'second', value: seconds };
  if (seconds < 3600) return { unit: 'minute', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hour', value: Math.floor(seconds / 3600) };
  return { unit: 'day', value: Math.floor(seconds / 86_400) };
}

export const MessageListItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  isRead: z.boolean(),
  createdAt: z.date(),
});
export type MessageListItem = z.infer<typeof MessageListItemSchema>;

/** A message as its view shows it; the body is HTML sanitised on the server. */
export const MessageSchema = MessageListItemSchema.extend({ body: z.string() });
export type Message = z.infer<typeof MessageSchema>;

export const MessageIdInputSchema = z.strictObject({ id: RecordIdSchema });

/** The messages list shows ten a page. */
export const MESSAGES_PAGE_SIZE = 10;
export const DELETE_MESSAGES_MAX = 100;

export const DeleteMessagesInputSchema = z.strictObject({
  ids: z
    .array(int4Schema({ min: 1, error: ErrorCode.invalidValue }), { error: ErrorCode.fieldRequired })
    .min(1, ErrorCode.fieldRequired)
    .max(DELETE_MESSAGES_MAX, ErrorCode.invalidValue),
});
export type DeleteMessagesInput = z.infer<typeof DeleteMessagesInputSchema>;
