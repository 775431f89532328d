import dayjs from 'dayjs';

/** A message's time as spec 1 §9 writes it: YYYY-MM-DD HH:mm. */
export function formatMessageDate(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD HH:mm');
}
