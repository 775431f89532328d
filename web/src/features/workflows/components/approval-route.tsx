import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { ActionCode, type SubmissionDetail, type WorkflowParticipant } from '@portal/shared';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { StateBadge } from '../../../components/state-badge';
import { formatDateTime } from '../../../lib/format';
import { useWorkflowHistory } from '../hooks/use-workflow-history';

function ParticipantLine({ participant }: { participant: WorkflowParticipant }) {
  const { name } = participant;
  const actedBy = participant.actedBy?.name ?? '';
  const when = participant.updated ? <time dateTime={participant.updated.toISOString()}>{formatDateTime(participant.updated)}</time> : null;
  const icon =
    participant.action === ActionCode.approved ? (
      <IconCheck size={14} aria-hidden color="var(--mantine-color-green-8)" />
    ) : participant.action === ActionCode.declined ? (
      <IconX size={14} aria-hidden color="var(--mantine-color-red-8)" />
    ) : (
      <IconClock size={14} aria-hidden />
    );
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {icon}
        <Text size="sm">
          {participant.action === ActionCode.approved ? (
            <Trans>
              {name} approved {when}
            </Trans>
          ) : participant.action === ActionCode.declined ? (
            <Trans>
              {name} declined {when}
            </Trans>
          ) : (
            <Trans>{name}: not decided yet</Trans>
          )}
          {actedBy !== '' ? (
            <Text component="span" size="sm" c="dimmed">
              {' '}
              <Trans>(by {actedBy})</Trans>
            </Text>
          ) : null}
        </Text>
      </Group>
      {participant.comment ? (
        <Text size="sm" c="dimmed" pl={20} style={{ whiteSpace: 'pre-wrap' }}>
          {participant.comment}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The route of the approval beside the decision: each step of the run in order, its state, and who
 * decided what and when (with their comment); the whole history stays below the document.
 */
export function ApprovalRoute({ submission }: { submission: SubmissionDetail }) {
  const { t } = useLingui();
  const titleId = useId();
  const { plan } = useWorkflowHistory(submission);
  const activities = plan.data?.workflowActivities ?? [];
  const activeIndex = activities.findIndex((activity) => activity.state === 'active');
  if (activities.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          <Trans>Approval route</Trans>
        </Title>
        <Timeline active={activeIndex === -1 ? activities.length - 1 : activeIndex} bulletSize={18} lineWidth={2}>
          {activities.map((activity) => (
            <Timeline.Item
              key={activity.id}
              title={
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {activity.name}
                  </Text>
                  <StateBadge kind="workflowStep" state={activity.state} size="sm" />
                </Group>
              }
              aria-label={t`Step ${activity.name}`}
            >
              <Stack gap={4} mt={4}>
                {activity.workflowActivityParticipants.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    <Trans>No participants</Trans>
                  </Text>
                ) : (
                  activity.workflowActivityParticipants.map((participant) => (
                    <ParticipantLine key={participant.id} participant={participant} />
                  ))
                )}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}
