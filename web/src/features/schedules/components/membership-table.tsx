import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { ScheduleEmployee, ScheduleEmployeeGroup, ScheduleFormulaOption } from '@portal/shared';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { trackingTypeLabels } from '../messages';
import { formulaOptions, groupOptions, type MembershipDraft, membershipInput } from './membership-fields';

function departmentOf(row: ScheduleEmployee): string {
  return row.department ?? row.departmentCode ?? '';
}

function draftOf(row: ScheduleEmployee): MembershipDraft {
  return {
    validFrom: row.validFrom,
    validTo: row.validTo ?? '',
    scheduleFormulaId: row.scheduleFormulaId,
    formulaOffset: row.formulaOffset,
    groupId: row.groupId,
  };
}

function isSameDraft(a: MembershipDraft, b: MembershipDraft): boolean {
  return (
    a.validFrom === b.validFrom &&
    a.validTo === b.validTo &&
    a.scheduleFormulaId === b.scheduleFormulaId &&
    a.formulaOffset === b.formulaOffset &&
    a.groupId === b.groupId
  );
}

interface MembershipTableProps {
  label: string;
  rows: readonly ScheduleEmployee[];
  formulas: readonly ScheduleFormulaOption[];
  groups: readonly ScheduleEmployeeGroup[];
  isReadOnly: boolean;
}

/**
 * The employees of one group: each line's group, formula, offset and validity are edited in place and
 * saved line by line; a line added by mistake is removed. Read-only without edit on the schedule.
 */
export function MembershipTable({ label, rows, formulas, groups, isReadOnly }: MembershipTableProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<ReadonlyMap<number, MembershipDraft>>(new Map());
  const [removing, setRemoving] = useState<ScheduleEmployee | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.scheduleEmployees.pathKey() });
  const forget = (id: number) =>
    setDrafts((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  const update = useMutation(
    trpc.scheduleEmployees.update.mutationOptions({
      onSuccess: async ({ id }) => {
        showSuccess(t`Changes saved.`);
        forget(id);
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.scheduleEmployees.remove.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The employee was removed from the schedule.`);
        await refresh();
        await queryClient.invalidateQueries({ queryKey: trpc.schedules.list.pathKey() });
      },
      onSettled: () => setRemoving(null),
    }),
  );

  const trackingText = (row: ScheduleEmployee) => i18n._(trackingTypeLabels[row.trackingType]);
  const validityText = ({ validFrom, validTo }: ScheduleEmployee) => (validTo ? `${validFrom} – ${validTo}` : t`from ${validFrom}`);
  const current = (row: ScheduleEmployee) => drafts.get(row.id) ?? draftOf(row);
  const change = (row: ScheduleEmployee, change: Partial<MembershipDraft>) =>
    setDrafts((existing) => new Map(existing).set(row.id, { ...(existing.get(row.id) ?? draftOf(row)), ...change }));
  const formulaName = (id: number | null) => formulas.find((formula) => formula.id === id)?.code ?? '';
  const groupName = (id: number | null) => groups.find((group) => group.id === id)?.name ?? '';

  const columns: DataColumn<ScheduleEmployee>[] = [
    {
      // Department and tracking ride on the employee's details line, so the table fits beside the menu at 1400 px.
      key: 'employee',
      header: t`Employee`,
      minWidth: 190,
      cell: (row) => {
        const tracking = trackingText(row);
        return (
          <Stack gap={0}>
            <Text size="sm">{row.fullName}</Text>
            <Text size="xs" c="dimmed">
              {row.employeeNo}
              {row.jobTitle ? ` · ${row.jobTitle}` : ''}
            </Text>
            <Text size="xs" c="dimmed" data-employee-details>
              {departmentOf(row) ? `${departmentOf(row)} · ` : ''}
              <span>{t`Tracking: ${tracking}`}</span>
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'group',
      header: t`Group`,
      cell: (row) =>
        isReadOnly ? (
          groupName(row.groupId)
        ) : (
          <Select
            aria-label={t`Group of ${row.fullName}`}
            placeholder={t`No group`}
            data={groupOptions(groups)}
            value={current(row).groupId === null ? null : String(current(row).groupId)}
            onChange={(value) => change(row, { groupId: value === null ? null : Number(value) })}
            clearable
            size="xs"
            w={140}
          />
        ),
    },
    {
      key: 'formula',
      header: t`Formula`,
      cell: (row) =>
        isReadOnly ? (
          formulaName(row.scheduleFormulaId)
        ) : (
          <Select
            aria-label={t`Formula of ${row.fullName}`}
            placeholder={t`No formula`}
            data={formulaOptions(formulas)}
            value={current(row).scheduleFormulaId === null ? null : String(current(row).scheduleFormulaId)}
            onChange={(value) => change(row, { scheduleFormulaId: value === null ? null : Number(value) })}
            clearable
            size="xs"
            w={150}
          />
        ),
    },
    {
      key: 'offset',
      header: t`Offset`,
      kind: 'number',
      cell: (row) =>
        isReadOnly ? (
          row.formulaOffset
        ) : (
          <NumberInput
            aria-label={t`Formula offset of ${row.fullName}`}
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={current(row).formulaOffset}
            onChange={(value) => change(row, { formulaOffset: typeof value === 'number' ? value : Number(value) || 0 })}
            size="xs"
            w={70}
          />
        ),
    },
    {
      key: 'validity',
      header: t`Validity`,
      kind: 'date',
      cell: (row) =>
        isReadOnly ? (
          validityText(row)
        ) : (
          <Stack gap={4}>
            <DateInputField
              aria-label={t`Valid from, ${row.fullName}`}
              value={current(row).validFrom}
              onChange={(validFrom) => change(row, { validFrom })}
              size="xs"
              w={130}
            />
            <DateInputField
              aria-label={t`Valid to, ${row.fullName}`}
              value={current(row).validTo}
              onChange={(validTo) => change(row, { validTo })}
              minDate={current(row).validFrom || undefined}
              size="xs"
              w={130}
            />
          </Stack>
        ),
    },
  ];
  if (!isReadOnly) {
    columns.push({
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (row) => {
        const isDirty = !isSameDraft(current(row), draftOf(row));
        return (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant={isDirty ? 'filled' : 'subtle'}
              disabled={!isDirty}
              leftSection={<IconDeviceFloppy size={14} aria-hidden />}
              loading={update.isPending && update.variables?.id === row.id}
              onClick={() => update.mutate({ id: row.id, ...membershipInput(current(row)) })}
              aria-label={t`Save ${row.fullName}`}
            >
              <Trans>Save</Trans>
            </Button>
            <Tooltip label={t`Remove from the schedule`}>
              <ActionIcon variant="subtle" color="red" aria-label={t`Remove ${row.fullName}`} onClick={() => setRemoving(row)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    });
  }

  const removingName = removing?.fullName ?? '';
  return (
    <>
      <DataTable
        label={label}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        empty={<Trans>No employees in this group.</Trans>}
        toneOf={(row) => (row.isValid ? null : 'muted')}
        minWidth={isReadOnly ? 640 : 900}
        maxHeight="none"
        dense
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t`Remove from the schedule`}
        confirmLabel={t`Remove`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
        onClose={() => setRemoving(null)}
      >
        <Trans>
          {removingName} will be removed from the schedule for this validity. Someone who already has entries in it cannot be removed: end
          the validity instead.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
