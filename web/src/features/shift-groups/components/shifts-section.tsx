import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type SetupPermissions, type Shift } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatDecimal } from '../../../lib/format';
import { shiftTypeLabels } from '../messages';
import { ShiftChip } from './shift-chip';
import { ShiftDialog } from './shift-dialog';

interface ShiftsSectionProps {
  shiftGroupId: number;
  shifts: readonly Shift[];
  permissions: SetupPermissions;
}

const timeRange = (start: string | null, end: string | null) => (start && end ? `${start}–${end}` : '');

/** The group's shifts (live ones first); a row opens the shift in its dialog. */
export function ShiftsSection({ shiftGroupId, shifts, permissions }: ShiftsSectionProps) {
  const { t, i18n } = useLingui();
  // undefined: closed; null: a new shift.
  const [editing, setEditing] = useState<Shift | null | undefined>(undefined);

  const columns: DataColumn<Shift>[] = [
    {
      key: 'code',
      header: t`Code`,
      cell: (shift) => <ShiftChip code={shift.code} backgroundColor={shift.backgroundColor} fontColor={shift.fontColor} />,
      sortValue: (shift) => shift.code,
    },
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (shift) => (
        <Stack gap={0}>
          <Text inherit>{shift.name}</Text>
          {shift.subgroup ? (
            <Text size="xs" c="dimmed">
              {shift.subgroup}
            </Text>
          ) : null}
        </Stack>
      ),
      sortValue: (shift) => shift.name,
      minWidth: 180,
    },
    { key: 'type', header: t`Type`, cell: (shift) => i18n._(shiftTypeLabels[shift.type]) },
    { key: 'times', header: t`Time`, kind: 'code', cell: (shift) => timeRange(shift.startTime, shift.endTime) },
    { key: 'shortDay', header: t`Short day`, kind: 'code', cell: (shift) => timeRange(shift.shortDayStartTime, shift.shortDayEndTime) },
    {
      key: 'hours',
      header: t`Work hours`,
      kind: 'number',
      cell: (shift) => formatDecimal(shift.workHours, i18n.locale),
      sortValue: (shift) => shift.workHours,
    },
    {
      key: 'state',
      header: t`State`,
      cell: (shift) =>
        shift.archived ? (
          <Badge color="gray" variant="outline">
            {t({ message: 'Archived', context: 'shift group, shift' })}
          </Badge>
        ) : null,
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          <Trans>Open a shift to change, archive or delete it.</Trans>
        </Text>
        {permissions.canCreate ? (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            <Trans>New shift</Trans>
          </Button>
        ) : null}
      </Group>
      <DataTable
        label={t`Shifts`}
        rows={shifts}
        rowKey={(shift) => shift.id}
        columns={columns}
        empty={<Trans>The group has no shifts yet.</Trans>}
        onRowOpen={(shift) => setEditing(shift)}
        toneOf={(shift) => (shift.archived ? 'muted' : null)}
        minWidth={680}
        maxHeight="none"
      />
      <ShiftDialog
        opened={editing !== undefined}
        shiftGroupId={shiftGroupId}
        shift={editing ?? null}
        permissions={permissions}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
