import { Badge } from '@mantine/core';

interface ShiftChipProps {
  code: string;
  backgroundColor: string;
  fontColor: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A shift's code in its own colours, as the schedule table shows it; a white chip gets an outline. */
export function ShiftChip({ code, backgroundColor, fontColor, size = 'md' }: ShiftChipProps) {
  return (
    <Badge
      size={size}
      radius="sm"
      variant="filled"
      tt="none"
      styles={{ root: { backgroundColor, color: fontColor, border: '1px solid var(--mantine-color-gray-4)' } }}
      data-shift-chip={code}
    >
      {code}
    </Badge>
  );
}
