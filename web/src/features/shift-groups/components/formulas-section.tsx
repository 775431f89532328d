import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type ScheduleFormula, type SetupPermissions, type Shift } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { useTRPC } from '../../../lib/trpc';
import { formulaTypeLabels } from '../messages';
import { FormulaDialog } from './formula-dialog';

interface FormulasSectionProps {
  shiftGroupId: number;
  shifts: readonly Shift[];
  permissions: SetupPermissions;
}

/** A group's formulas beyond this many are not listed here. */
const FORMULAS_SHOWN = 100;

/** The schedule formulas planned with the group's shifts; a row opens the formula in its editor. */
export function FormulasSection({ shiftGroupId, shifts, permissions }: FormulasSectionProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [editing, setEditing] = useState<ScheduleFormula | null | undefined>(undefined);
  const list = useQuery(trpc.scheduleFormulas.list.queryOptions({ shiftGroupId, rowsPerPage: FORMULAS_SHOWN }));

  const columns: DataColumn<ScheduleFormula>[] = [
    { key: 'code', header: t`Code`, kind: 'code', cell: (formula) => formula.code, sortValue: (formula) => formula.code },
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (formula) => formula.name,
      sortValue: (formula) => formula.name,
      minWidth: 180,
    },
    { key: 'type', header: t`Type`, cell: (formula) => i18n._(formulaTypeLabels[formula.type]) },
    { key: 'positions', header: t`Positions`, kind: 'number', cell: (formula) => formula.entries.length },
    {
      key: 'dates',
      header: t`Valid`,
      kind: 'date',
      cell: (formula) => `${formula.startDate} – ${formula.endDate ?? ''}`,
      sortValue: (formula) => formula.startDate,
    },
    {
      key: 'state',
      header: t`State`,
      cell: (formula) =>
        formula.isValid ? (
          <Badge color="green" variant="light">
            {t`Valid`}
          </Badge>
        ) : (
          <Badge color="gray" variant="outline">
            {t`Not valid today`}
          </Badge>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          <Trans>Formulas repeat the group's shifts over the days; schedules assign them to employees.</Trans>
        </Text>
        {permissions.canCreate ? (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            <Trans>New formula</Trans>
          </Button>
        ) : null}
      </Group>
      <DataTable
        label={t`Formulas`}
        rows={list.data?.items}
        rowKey={(formula) => formula.id}
        columns={columns}
        loading={list.isPending}
        error={list.error}
        empty={<Trans>The group has no formulas yet.</Trans>}
        onRowOpen={(formula) => setEditing(formula)}
        toneOf={(formula) => (formula.isValid ? null : 'muted')}
        minWidth={640}
        maxHeight="none"
      />
      <FormulaDialog
        opened={editing !== undefined}
        shiftGroupId={shiftGroupId}
        shifts={shifts}
        formula={editing ?? null}
        permissions={permissions}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
