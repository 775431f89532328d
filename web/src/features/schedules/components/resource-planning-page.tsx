import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import type { Schedule, ScheduleEmployee, ScheduleEmployeeGroup } from '@portal/shared';
import {
  IconArrowDown,
  IconArrowUp,
  IconBuilding,
  IconEye,
  IconEyeOff,
  IconInfoCircle,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/notices';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { useScheduleId } from '../hooks/use-schedule-id';
import { AddDepartmentDialog } from './add-department-dialog';
import { AddEmployeesDialog } from './add-employees-dialog';
import { CapacityEditor } from './capacity-editor';
import { GroupNameDialog } from './group-name-dialog';
import { MembershipTable } from './membership-table';
import { ScheduleNotFound } from './schedule-not-found';
import { ScheduleTabs } from './schedule-tabs';

type GroupDialog = { kind: 'create' } | { kind: 'rename'; group: ScheduleEmployeeGroup } | null;

interface PlanningProps {
  schedule: Schedule;
  groups: readonly ScheduleEmployeeGroup[];
  employees: readonly ScheduleEmployee[];
  hasTableScreen: boolean;
}

function ResourcePlanning({ schedule, groups, employees, hasTableScreen }: PlanningProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isReadOnly = !schedule.actions.includes('edit');
  const options = useQuery(trpc.schedules.planningOptions.queryOptions({ scheduleId: schedule.id }));
  const [dialog, setDialog] = useState<'employees' | 'department' | null>(null);
  const [groupDialog, setGroupDialog] = useState<GroupDialog>(null);
  const [deletingGroup, setDeletingGroup] = useState<ScheduleEmployeeGroup | null>(null);
  const today = businessToday();

  const refreshGroups = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.scheduleEmployeeGroups.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.scheduleEmployees.assigned.pathKey() });
  };
  const createGroup = useMutation(
    trpc.scheduleEmployeeGroups.create.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The group was added.`);
        setGroupDialog(null);
        await refreshGroups();
      },
    }),
  );
  const updateGroup = useMutation(
    trpc.scheduleEmployeeGroups.update.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        setGroupDialog(null);
        await refreshGroups();
      },
    }),
  );
  const reorder = useMutation(trpc.scheduleEmployeeGroups.reorder.mutationOptions({ onSuccess: refreshGroups }));
  const deleteGroup = useMutation(
    trpc.scheduleEmployeeGroups.delete.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The group was deleted. Its employees are now without a group.`);
        await refreshGroups();
      },
      onSettled: () => setDeletingGroup(null),
    }),
  );

  const move = (index: number, by: -1 | 1) => {
    const ids = groups.map((group) => group.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate({ scheduleId: schedule.id, groupIds: ids });
  };

  const formulas = options.data?.formulas ?? [];
  const ungrouped = employees.filter((employee) => employee.groupId === null || !groups.some((group) => group.id === employee.groupId));
  const groupError = groupDialog?.kind === 'create' ? createGroup.error : updateGroup.error;
  const deletingName = deletingGroup?.name ?? '';

  return (
    <Stack gap="md">
      <PageHeader
        title={`${schedule.code} · ${schedule.name}`}
        back={{ to: '/wtm-area/schedules', label: <Trans>All schedules</Trans> }}
        primaryAction={
          isReadOnly ? undefined : (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setDialog('employees')}>
              <Trans>Add employees</Trans>
            </Button>
          )
        }
        secondaryActions={
          isReadOnly ? undefined : (
            <>
              <Button variant="default" leftSection={<IconBuilding size={16} aria-hidden />} onClick={() => setDialog('department')}>
                <Trans>Add department</Trans>
              </Button>
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setGroupDialog({ kind: 'create' })}>
                <Trans>Add group</Trans>
              </Button>
            </>
          )
        }
      />
      <ScheduleTabs scheduleId={schedule.id} hasTableScreen={hasTableScreen} />
      {isReadOnly ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Trans>You may view this schedule but not change it.</Trans>
        </Alert>
      ) : null}
      {options.isError ? <QueryErrorAlert error={options.error} /> : null}

      {groups.map((group, index) => {
        const rows = employees.filter((employee) => employee.groupId === group.id);
        const name = group.name;
        return (
          <Stack key={group.id} gap="xs" component="section" aria-labelledby={`schedule-group-${group.id}`}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Title order={2} size="h4" id={`schedule-group-${group.id}`}>
                  {name}
                </Title>
                {group.isHidden ? (
                  <Badge color="gray" variant="light">
                    <Trans>Hidden in the table</Trans>
                  </Badge>
                ) : null}
              </Group>
              {isReadOnly ? null : (
                <Group gap={4}>
                  <Tooltip label={t`Move up`}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t`Move ${name} up`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t`Move down`}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t`Move ${name} down`}
                      disabled={index === groups.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={group.isHidden ? t`Show in the table` : t`Hide in the table`}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={group.isHidden ? t`Show ${name} in the table` : t`Hide ${name} in the table`}
                      onClick={() => updateGroup.mutate({ id: group.id, name: group.name, isHidden: !group.isHidden })}
                    >
                      {group.isHidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t`Rename`}>
                    <ActionIcon variant="subtle" aria-label={t`Rename ${name}`} onClick={() => setGroupDialog({ kind: 'rename', group })}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t`Delete`}>
                    <ActionIcon variant="subtle" color="red" aria-label={t`Delete ${name}`} onClick={() => setDeletingGroup(group)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
            <MembershipTable label={t`Employees of ${name}`} rows={rows} formulas={formulas} groups={groups} isReadOnly={isReadOnly} />
          </Stack>
        );
      })}
      {ungrouped.length > 0 || groups.length === 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="schedule-group-none">
          <Title order={2} size="h4" id="schedule-group-none">
            <Trans>Without a group</Trans>
          </Title>
          <MembershipTable
            label={t`Employees without a group`}
            rows={ungrouped}
            formulas={formulas}
            groups={groups}
            isReadOnly={isReadOnly}
          />
        </Stack>
      ) : null}

      <FormSection
        title={<Trans>Capacity limits</Trans>}
        description={<Trans>The least and most people a shift needs on a day, where it differs from none.</Trans>}
        maw="100%"
      >
        {options.isPending ? (
          <LoadingBlock />
        ) : (
          <CapacityEditor
            scheduleId={schedule.id}
            shifts={options.data?.shifts ?? []}
            isReadOnly={isReadOnly}
            initialMonth={today.slice(0, 7)}
          />
        )}
      </FormSection>

      <AddEmployeesDialog
        scheduleId={schedule.id}
        opened={dialog === 'employees'}
        onClose={() => setDialog(null)}
        formulas={formulas}
        groups={groups}
        defaultValidFrom={today}
      />
      <AddDepartmentDialog
        scheduleId={schedule.id}
        opened={dialog === 'department'}
        onClose={() => setDialog(null)}
        formulas={formulas}
        groups={groups}
        defaultValidFrom={today}
      />
      <GroupNameDialog
        opened={groupDialog !== null}
        title={groupDialog?.kind === 'rename' ? t`Rename the group` : t`Add a group`}
        initialName={groupDialog?.kind === 'rename' ? groupDialog.group.name : ''}
        saving={createGroup.isPending || updateGroup.isPending}
        fieldErrors={fieldErrorsOf(groupError)}
        onSave={(name) => {
          if (groupDialog?.kind === 'rename') updateGroup.mutate({ id: groupDialog.group.id, name, isHidden: groupDialog.group.isHidden });
          else createGroup.mutate({ scheduleId: schedule.id, name });
        }}
        onClose={() => setGroupDialog(null)}
      />
      <ConfirmDialog
        opened={deletingGroup !== null}
        title={t`Delete the group`}
        confirmLabel={t`Delete`}
        isDanger
        loading={deleteGroup.isPending}
        onConfirm={() => deletingGroup && deleteGroup.mutate({ id: deletingGroup.id })}
        onClose={() => setDeletingGroup(null)}
      >
        <Trans>The group {deletingName} will be deleted. Its employees stay in the schedule, without a group.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}

interface ResourcePlanningPageProps {
  hasTableScreen: boolean;
}

/** A schedule's resource planning tab (spec 2 §2 schedules/{id}/resource-planning). */
export function ResourcePlanningPage({ hasTableScreen }: ResourcePlanningPageProps) {
  const trpc = useTRPC();
  const scheduleId = useScheduleId() ?? 0;
  const isValidId = scheduleId > 0;
  const schedule = useQuery({ ...trpc.schedules.get.queryOptions({ id: scheduleId }), enabled: isValidId });
  const groups = useQuery({ ...trpc.scheduleEmployeeGroups.list.queryOptions({ scheduleId }), enabled: isValidId });
  const employees = useQuery({ ...trpc.scheduleEmployees.assigned.queryOptions({ scheduleId }), enabled: isValidId });

  if (!isValidId) return <ScheduleNotFound />;
  const failed = [schedule, groups, employees].find((query) => query.isError);
  if (failed) return <QueryErrorAlert error={failed.error} />;
  if (!schedule.data || !groups.data || !employees.data) return <LoadingBlock />;
  return <ResourcePlanning schedule={schedule.data} groups={groups.data} employees={employees.data} hasTableScreen={hasTableScreen} />;
}
