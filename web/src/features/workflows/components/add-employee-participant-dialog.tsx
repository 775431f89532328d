import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { type UserOption, useParticipantUsers } from '../hooks/use-participant-users';
import { usePlanChanged } from '../hooks/use-refresh-document';
import { WorkflowDialog } from './workflow-dialog';

export interface AddParticipantDialogProps {
  submissionId: number;
  /** The step participants are added to; null keeps the dialog closed. */
  activity: { id: number; name: string } | null;
  onClose: () => void;
}

function AddEmployeeForm({ submissionId, activity, onClose }: AddParticipantDialogProps & { activity: { id: number; name: string } }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const planChanged = usePlanChanged(submissionId);
  const [selected, setSelected] = useState<UserOption | null>(null);
  const users = useParticipantUsers(true, selected);
  const add = useMutation(
    trpc.workflows.addParticipant.mutationOptions({
      onSuccess: async (plan) => {
        await planChanged(plan);
        onClose();
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) add.mutate({ id: submissionId, participantActivityId: activity.id, userId: Number(selected.value) });
      }}
    >
      <Stack gap="md">
        <Select
          label={t`Employee`}
          placeholder={t`Type a name or employee number`}
          data={users.options}
          value={selected?.value ?? null}
          onChange={(value) => setSelected(users.options.find((option) => option.value === value) ?? null)}
          onSearchChange={users.setSearch}
          searchable
          clearable
          required
          nothingFoundMessage={users.isFetching ? t`Loading…` : t`No results`}
          disabled={add.isPending}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" loading={add.isPending} disabled={selected === null}>
            <Trans>Add</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds one employee (a user) to a step of the document's workflow. */
export function AddEmployeeParticipantDialog({ submissionId, activity, onClose }: AddParticipantDialogProps) {
  const { t } = useLingui();
  const activityName = activity?.name ?? '';
  return (
    <WorkflowDialog opened={activity !== null} title={t`Add an employee to “${activityName}”`} onClose={onClose}>
      {activity ? <AddEmployeeForm submissionId={submissionId} activity={activity} onClose={onClose} /> : null}
    </WorkflowDialog>
  );
}
