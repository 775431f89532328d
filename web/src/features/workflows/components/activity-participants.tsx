import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { localized, type WorkflowParticipant, type WorkflowPlanActivity } from '@portal/shared';
import { IconBriefcase, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { usePlanChanged } from '../hooks/use-refresh-document';
import { type AddParticipantKind, addParticipantKindsOf } from '../participant-kinds';
import { AddDepartmentParticipantsDialog, AddEmployeeParticipantDialog, AddJobTitleParticipantsDialog } from './lazy-dialogs';
import { ParticipantsTable } from './participants-table';

interface ActivityParticipantsProps {
  submissionId: number;
  activity: WorkflowPlanActivity;
  /** Participants may be added and removed (step 3 for the initiator, the active step for an administrator). */
  canChange: boolean;
  isAdmin?: boolean;
  /** An administrator deciding for a participant who has not acted. */
  onDecide?: (participant: WorkflowParticipant, kind: 'approve' | 'decline') => void;
}

/** A step's participants with, where allowed, the buttons that add and remove them. */
export function ActivityParticipants({ submissionId, activity, canChange, isAdmin = false, onDecide }: ActivityParticipantsProps) {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const planChanged = usePlanChanged(submissionId);
  const [adding, setAdding] = useState<AddParticipantKind | null>(null);
  const remove = useMutation(trpc.workflows.removeParticipant.mutationOptions({ onSuccess: planChanged }));
  const kinds = canChange ? addParticipantKindsOf(activity, { isAdmin }) : [];
  const target = { id: activity.id, name: localized(activity.name, activity.nameEn, i18n.locale) };
  const close = () => setAdding(null);

  return (
    <Stack gap="sm">
      <ParticipantsTable
        activity={activity}
        {...(canChange ? { onRemove: (participant: WorkflowParticipant) => remove.mutate({ id: participant.id }) } : {})}
        removingId={remove.isPending && remove.variables ? Number(remove.variables.id) : null}
        {...(onDecide ? { onDecide } : {})}
      />
      {kinds.length > 0 ? (
        <Group gap="xs">
          {kinds.includes('employee') ? (
            <Button size="xs" variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding('employee')}>
              <Trans>Add employee</Trans>
            </Button>
          ) : null}
          {kinds.includes('department') ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUsersGroup size={16} aria-hidden />}
              onClick={() => setAdding('department')}
            >
              <Trans>Add department</Trans>
            </Button>
          ) : null}
          {kinds.includes('jobTitle') ? (
            <Button size="xs" variant="light" leftSection={<IconBriefcase size={16} aria-hidden />} onClick={() => setAdding('jobTitle')}>
              <Trans>Add job title</Trans>
            </Button>
          ) : null}
        </Group>
      ) : null}
      <AddEmployeeParticipantDialog submissionId={submissionId} activity={adding === 'employee' ? target : null} onClose={close} />
      <AddDepartmentParticipantsDialog submissionId={submissionId} activity={adding === 'department' ? target : null} onClose={close} />
      <AddJobTitleParticipantsDialog submissionId={submissionId} activity={adding === 'jobTitle' ? target : null} onClose={close} />
    </Stack>
  );
}
