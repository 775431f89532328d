import { Badge } from '@mantine/core';
import { DEFAULT_ACTIVITY_COLOR } from '@portal/shared';

interface ActivityChipProps {
  code: string;
  /** The code's colour from the timesheet notations; grey when it has none. */
  color: string;
  /** The code's meaning, for a tooltip and screen readers. */
  text?: string;
}

/** An activity code on its colour. */
export function ActivityChip({ code, color, text }: ActivityChipProps) {
  return (
    <Badge color={color || DEFAULT_ACTIVITY_COLOR} variant="filled" autoContrast radius="sm" title={text}>
      {code}
    </Badge>
  );
}
