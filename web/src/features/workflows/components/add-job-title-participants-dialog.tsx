import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { usePlanChanged } from '../hooks/use-refresh-document';
import type { AddParticipantDialogProps } from './add-employee-participant-dialog';
import { WorkflowDialog } from './workflow-dialog';

function AddJobTitleForm({ submissionId, activity, onClose }: AddParticipantDialogProps & { activity: { id: number; name: string } }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const planChanged = usePlanChanged(submissionId);
  const [jobTitleCode, setJobTitleCode] = useState<string | null>(null);
  const jobTitles = useQuery(trpc.formLookups.employeeJobTitles.queryOptions());
  const add = useMutation(
    trpc.workflows.addJobTitleParticipants.mutationOptions({
      onSuccess: async (plan) => {
        await planChanged(plan);
        onClose();
      },
    }),
  );
  const options = (jobTitles.data ?? []).map((jobTitle) => ({ value: jobTitle.jobTitleCode, label: jobTitle.jobTitleName }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (jobTitleCode) add.mutate({ id: submissionId, participantActivityId: activity.id, jobTitleCode });
      }}
    >
      <Stack gap="md">
        <Select
          label={t`Job title`}
          placeholder={jobTitles.isPending ? t`Loading…` : undefined}
          data={options}
          value={jobTitleCode}
          onChange={setJobTitleCode}
          searchable
          clearable
          required
          nothingFoundMessage={t`No results`}
          disabled={add.isPending}
          error={jobTitles.isError ? t`The job titles could not be loaded.` : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" loading={add.isPending} disabled={jobTitleCode === null}>
            <Trans>Add</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds the employees holding a job title to a step. */
export function AddJobTitleParticipantsDialog({ submissionId, activity, onClose }: AddParticipantDialogProps) {
  const { t } = useLingui();
  const activityName = activity?.name ?? '';
  return (
    <WorkflowDialog opened={activity !== null} title={t`Add a job title to “${activityName}”`} onClose={onClose}>
      {activity ? <AddJobTitleForm submissionId={submissionId} activity={activity} onClose={onClose} /> : null}
    </WorkflowDialog>
  );
}
