import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, type MantineColor, Stack, Table, Text } from '@mantine/core';
import { ActionCode, localized, type WorkflowParticipant, type WorkflowPlanActivity } from '@portal/shared';
import { IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format';
import { participantActionLabels, systemCommentText } from '../messages';

const actionColors: Record<ActionCode, MantineColor> = { 0: 'gray', 1: 'green', 2: 'red' };

interface ParticipantsTableProps {
  activity: WorkflowPlanActivity;
  /** Given where participants may be removed: a remove button each, disabled when the server says it cannot go. */
  onRemove?: (participant: WorkflowParticipant) => void;
  removingId?: number | null;
  /** Given to an administrator on the active step: approve or decline for a participant who has not acted. */
  onDecide?: (participant: WorkflowParticipant, kind: 'approve' | 'decline') => void;
}

function ParticipantComment({ participant }: { participant: WorkflowParticipant }) {
  const { i18n } = useLingui();
  const actedBy = participant.actedBy?.name ?? '';
  return (
    <Stack gap={2}>
      {participant.comment ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {participant.comment}
        </Text>
      ) : null}
      {participant.systemComment ? (
        <Text size="sm" fs="italic">
          {systemCommentText(i18n, participant.systemComment)}
        </Text>
      ) : null}
      {participant.actedBy ? (
        <Text size="xs" c="dimmed">
          <Trans>Acted by {actedBy}</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/** The participants of one step: who they are, what they decided, when, and what they said. */
export function ParticipantsTable({ activity, onRemove, removingId = null, onDecide }: ParticipantsTableProps) {
  const { t, i18n } = useLingui();
  const participants = activity.workflowActivityParticipants;
  const hasControls = onRemove !== undefined || onDecide !== undefined;
  const activityName = localized(activity.name, activity.nameEn, i18n.locale);
  if (participants.length === 0) {
    return (
      <EmptyState>
        <Trans>No participants.</Trans>
      </EmptyState>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t`Participants of ${activityName}`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Participant</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Decision</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Comment</Trans>
            </Table.Th>
            {hasControls ? (
              <Table.Th scope="col">
                <Trans>Actions</Trans>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {participants.map((participant) => {
            const name = participant.name;
            const substitutes = participant.substitutes.map((substitute) => substitute.name).join(', ');
            const isPending = participant.action === ActionCode.pending;
            return (
              <Table.Tr key={participant.id}>
                <Table.Td>
                  <Text size="sm">{participant.employeeNo ? `${name} (${participant.employeeNo})` : name}</Text>
                  {substitutes !== '' ? (
                    <Text size="xs" c="dimmed">
                      <Trans>Substituted by {substitutes}</Trans>
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge color={actionColors[participant.action]} variant="light" autoContrast>
                    {i18n._(participantActionLabels[participant.action])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {participant.updated ? (
                    <time dateTime={participant.updated.toISOString()}>{formatDateTime(participant.updated)}</time>
                  ) : (
                    ''
                  )}
                </Table.Td>
                <Table.Td>
                  <ParticipantComment participant={participant} />
                </Table.Td>
                {hasControls ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {onDecide && isPending ? (
                        <>
                          <ActionIcon
                            variant="subtle"
                            color="green"
                            aria-label={t`Approve for ${name}`}
                            onClick={() => onDecide(participant, 'approve')}
                          >
                            <IconCheck size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t`Decline for ${name}`}
                            onClick={() => onDecide(participant, 'decline')}
                          >
                            <IconX size={16} aria-hidden />
                          </ActionIcon>
                        </>
                      ) : null}
                      {onRemove ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t`Remove ${name}`}
                          disabled={!participant.canRemove || removingId !== null}
                          loading={removingId === participant.id}
                          onClick={() => onRemove(participant)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
