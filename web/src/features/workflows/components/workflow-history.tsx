import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  localized,
  type SubmissionDetail,
  WorkflowLogKey,
  WorkflowMappingType,
  type WorkflowParticipant,
  type WorkflowPlanActivity,
} from '@portal/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StateBadge } from '../../../components/state-badge';
import { formatErpDate } from '../../../lib/format';
import { historyEntriesOf, stepNameIn } from '../history-entries';
import { hasWorkflowHistory, useWorkflowHistory } from '../hooks/use-workflow-history';
import { ActivityParticipants } from './activity-participants';
import type { ActingFor } from './decision-dialog';
import { DecisionDialog } from './lazy-dialogs';
import { LogEntryItem } from './log-entry-item';

const OTHER_EVENTS = 'other-events';

function ActivityTitle({ activity }: { activity: WorkflowPlanActivity }) {
  const { i18n } = useLingui();
  const deadline = formatErpDate(activity.deadline);
  const isNear = activity.state === 'active' && activity.isNearDeadline;
  return (
    <Group gap="sm" wrap="wrap">
      <Text fw={500}>{localized(activity.name, activity.nameEn, i18n.locale)}</Text>
      <StateBadge kind="workflowStep" state={activity.state} />
      {deadline !== '' ? (
        <Text size="sm" c={isNear ? 'red.8' : 'dimmed'} fw={isNear ? 700 : undefined}>
          {isNear ? <Trans>Deadline {deadline} (deadline near)</Trans> : <Trans>Deadline {deadline}</Trans>}
        </Text>
      ) : null}
    </Group>
  );
}

interface Acting {
  kind: 'approve' | 'decline';
  actingFor: ActingFor;
}

function HistoryPanel({ submission }: { submission: SubmissionDetail }) {
  const { t, i18n } = useLingui();
  const { plan, logs } = useWorkflowHistory(submission);
  const [acting, setActing] = useState<Acting | null>(null);

  if (plan.isPending || logs.isPending) return <LoadingBlock lines={3} />;
  if (plan.isError) return <QueryErrorAlert error={plan.error} />;
  if (logs.isError) return <QueryErrorAlert error={logs.error} />;
  const activities = plan.data?.workflowActivities ?? [];
  if (activities.length === 0 && logs.data.length === 0) {
    return (
      <EmptyState>
        <Trans>No workflow has run on this document.</Trans>
      </EmptyState>
    );
  }

  const { byActivity, other } = historyEntriesOf(activities, logs.data);
  const stepName = stepNameIn(activities, i18n.locale);
  const openedByDefault = activities.filter((activity) => activity.state === 'active').map((activity) => String(activity.id));
  const workflowName = plan.data ? localized(plan.data.workflowName, plan.data.workflowNameEn, i18n.locale) : '';
  // The reason the employee gave when asking for this cancellation (the latest request's, as this run is the latest).
  const cancellationReason =
    plan.data?.type === WorkflowMappingType.cancellation
      ? (logs.data.findLast((entry) => entry.description === WorkflowLogKey.cancellationStarted)?.comment ?? null)
      : null;
  const decideFor = (participant: WorkflowParticipant, kind: 'approve' | 'decline') =>
    setActing({ kind, actingFor: { participantId: participant.id, name: participant.name } });

  return (
    <Stack gap="sm">
      {plan.data ? (
        <Text size="sm">
          {plan.data.type === WorkflowMappingType.cancellation ? (
            <Trans>Cancellation workflow: {workflowName}</Trans>
          ) : (
            <Trans>Workflow: {workflowName}</Trans>
          )}
        </Text>
      ) : null}
      {cancellationReason ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-cancellation-reason>
          <Text span fw={600}>
            <Trans>Reason for cancellation:</Trans>
          </Text>{' '}
          {cancellationReason}
        </Text>
      ) : null}
      <Accordion multiple variant="separated" defaultValue={openedByDefault}>
        {activities.map((activity) => {
          const entries = byActivity.get(activity.id) ?? [];
          // An administrator staffs and decides the step under way (spec 1 §6).
          const isAdminOnActive = submission.isAdmin && activity.state === 'active';
          return (
            <Accordion.Item key={activity.id} value={String(activity.id)}>
              <Accordion.Control>
                <ActivityTitle activity={activity} />
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {activity.description.trim() !== '' ? (
                    <Text size="sm" c="dimmed">
                      {activity.description}
                    </Text>
                  ) : null}
                  <ActivityParticipants
                    submissionId={submission.id}
                    activity={activity}
                    canChange={isAdminOnActive}
                    isAdmin={submission.isAdmin}
                    {...(isAdminOnActive ? { onDecide: decideFor } : {})}
                  />
                  {entries.length > 0 ? (
                    <Stack gap="xs">
                      <Divider label={t`Events`} labelPosition="left" />
                      {entries.map((entry) => (
                        <LogEntryItem key={entry.id} entry={entry} stepName={stepName} />
                      ))}
                    </Stack>
                  ) : null}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
        {other.length > 0 ? (
          <Accordion.Item value={OTHER_EVENTS}>
            <Accordion.Control>
              <Text fw={500}>
                <Trans>Other events</Trans>
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {other.map((entry) => (
                  <LogEntryItem key={entry.id} entry={entry} stepName={stepName} />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ) : null}
      </Accordion>
      <DecisionDialog
        submissionId={submission.id}
        kind={acting?.kind ?? null}
        actingFor={acting?.actingFor ?? null}
        onClose={() => setActing(null)}
      />
    </Stack>
  );
}

/**
 * The workflow history (spec 1 §2): each step of the run, expandable, with its participants, their
 * decisions and comments and the log entries written in it. Loaded only once the document is filed.
 */
export function WorkflowHistory({ submission }: { submission: SubmissionDetail }) {
  if (!hasWorkflowHistory(submission)) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="workflow-history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="workflow-history-title">
          <Trans>Workflow history</Trans>
        </Title>
        <HistoryPanel submission={submission} />
      </Stack>
    </Card>
  );
}
