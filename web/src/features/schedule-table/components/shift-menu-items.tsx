import { Menu, Text } from '@mantine/core';
import type { TableShift } from '@portal/shared';

interface ShiftMenuItemsProps {
  shifts: readonly TableShift[];
  onApply: (shiftId: number) => void;
}

/** The shift group's current shifts as menu items, each with its colours, code, name and times. */
export function ShiftMenuItems({ shifts, onApply }: ShiftMenuItemsProps) {
  return shifts
    .filter((shift) => !shift.archived)
    .map((shift) => (
      <Menu.Item
        key={shift.id}
        onClick={() => onApply(shift.id)}
        leftSection={
          <Text
            component="span"
            fz="xs"
            fw={700}
            ta="center"
            miw={32}
            px={4}
            style={{
              backgroundColor: shift.backgroundColor,
              color: shift.fontColor,
              borderRadius: 4,
              border: '1px solid var(--mantine-color-gray-4)',
            }}
            aria-hidden
          >
            {shift.code}
          </Text>
        }
        rightSection={
          shift.startTime && shift.endTime ? (
            <Text component="span" fz="xs" c="dimmed">
              {shift.startTime}–{shift.endTime}
            </Text>
          ) : null
        }
      >
        {shift.code} — {shift.name}
      </Menu.Item>
    ));
}
