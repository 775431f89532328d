import { Plural } from '@lingui/react/macro';
import { timeAgo } from '@portal/shared';

interface TimeAgoProps {
  from: Date;
  now: Date;
}

/** "prieš 5 minutes" / "5 minutes ago", in the buckets of spec 1 §9 with each language's plural rules. */
export function TimeAgo({ from, now }: TimeAgoProps) {
  const { unit, value } = timeAgo(from, now);
  const text = (() => {
    switch (unit) {
      case 'second':
        return <Plural value={value} one="# second ago" other="# seconds ago" />;
      case 'minute':
        return <Plural value={value} one="# minute ago" other="# minutes ago" />;
      case 'hour':
        return <Plural value={value} one="# hour ago" other="# hours ago" />;
      case 'day':
        return <Plural value={value} one="# day ago" other="# days ago" />;
    }
  })();
  return <time dateTime={from.toISOString()}>{text}</time>;
}
