import { z } from 'zod';

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
