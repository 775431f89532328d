import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { usePlanChanged } from '../hooks/use-refresh-document';
import type { AddParticipantDialogProps } from './add-employee-participant-dialog';
import { WorkflowDialog } from './workflow-dialog';

function AddDepartmentForm({ submissionId, activity, onClose }: AddParticipantDialogProps & { activity: { id: number; name: string } }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const planChanged = usePlanChanged(submissionId);
  const [departmentCode, setDepartmentCode] = useState<string | null>(null);
  const [filterSDLAEmployees, setFilterSDLAEmployees] = useState(false);
  const departments = useQuery(trpc.formLookups.employeeDepartments.queryOptions());
  const add = useMutation(
    trpc.workflows.addDepartmentParticipants.mutationOptions({
      onSuccess: async (plan) => {
        await planChanged(plan);
        onClose();
      },
    }),
  );
  const options = (departments.data ?? []).map((department) => ({
    value: department.departmentCode,
    label: `${department.departmentName} (${department.departmentCode})`,
  }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (departmentCode) add.mutate({ id: submissionId, participantActivityId: activity.id, departmentCode, filterSDLAEmployees });
      }}
    >
      <Stack gap="md">
        <Select
          label={t`Department`}
          placeholder={departments.isPending ? t`Loading…` : undefined}
          data={options}
          value={departmentCode}
          onChange={setDepartmentCode}
          searchable
          clearable
          required
          nothingFoundMessage={t`No results`}
          disabled={add.isPending}
          error={departments.isError ? t`The departments could not be loaded.` : undefined}
          data-autofocus
        />
        <Checkbox
          label={t`Only employees set up in work time management (SDLA)`}
          checked={filterSDLAEmployees}
          onChange={(event) => setFilterSDLAEmployees(event.currentTarget.checked)}
          disabled={add.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" loading={add.isPending} disabled={departmentCode === null}>
            <Trans>Add</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds the employees of a department (optionally only the work-time-setup ones) to a step. */
export function AddDepartmentParticipantsDialog({ submissionId, activity, onClose }: AddParticipantDialogProps) {
  const { t } = useLingui();
  const activityName = activity?.name ?? '';
  return (
    <WorkflowDialog opened={activity !== null} title={t`Add a department to “${activityName}”`} onClose={onClose}>
      {activity ? <AddDepartmentForm submissionId={submissionId} activity={activity} onClose={onClose} /> : null}
    </WorkflowDialog>
  );
}
