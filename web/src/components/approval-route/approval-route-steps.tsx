import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, List, Stack, Text } from '@mantine/core';
import { type ApprovalRoute, localized, type RouteStep, RouteStepOutcome } from '@portal/shared';
import { EmptyState } from '../empty-state';

interface ApprovalRouteStepsProps {
  route: ApprovalRoute;
}

function OutcomeBadge({ step }: { step: RouteStep }) {
  const { t } = useLingui();
  const badges: Record<RouteStep['outcome'], { label: string; color: string }> = {
    [RouteStepOutcome.decides]: { label: step.allToConfirm ? t`All must approve` : t`One approval is enough`, color: 'blue' },
    [RouteStepOutcome.informs]: { label: t`Informed only: goes on to the next step`, color: 'gray' },
    [RouteStepOutcome.skipped]: { label: t`Skipped: no participants`, color: 'gray' },
    [RouteStepOutcome.awaitsParticipants]: {
      label: step.isNamedOnDocument ? t`Participants are named on the document` : t`No participants yet`,
      color: 'yellow',
    },
  };
  const badge = badges[step.outcome];
  return (
    <Badge variant="light" color={badge.color} style={{ textTransform: 'none' }}>
      {badge.label}
    </Badge>
  );
}

/**
 * Who would approve each step of a document filed today (the route preview of issue #15): the steps
 * in order with their participants, job titles, today's substitutes and deadlines. Presentational:
 * the employee's new-document screen and the form designer fetch the route themselves.
 */
export function ApprovalRouteSteps({ route }: ApprovalRouteStepsProps) {
  const { i18n } = useLingui();
  if (!route.workflow) {
    return (
      <EmptyState>
        <Trans>This form has no approval workflow: a filed document is not approved by anyone.</Trans>
      </EmptyState>
    );
  }
  const workflowName = localized(route.workflow.name, route.workflow.nameEn, i18n.locale);
  const employeeName = route.employeeName;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          Workflow “{workflowName}” for {employeeName}
        </Trans>
      </Text>
      <List type="ordered" spacing="sm" aria-label={workflowName}>
        {route.steps.map((step) => {
          const days = step.durationWorkingDays;
          return (
            <List.Item key={step.id}>
              <Stack gap={4}>
                <Text fw={500} component="span">
                  {localized(step.name, step.nameEn, i18n.locale)} <OutcomeBadge step={step} />
                </Text>
                {step.participants.length > 0 ? (
                  <List size="sm" withPadding listStyleType="disc">
                    {step.participants.map((participant) => {
                      const substitutes = participant.substitutes.map((substitute) => substitute.name).join(', ');
                      return (
                        <List.Item key={participant.userId}>
                          {participant.name}
                          {participant.jobTitle ? <Text span c="dimmed">{` — ${participant.jobTitle}`}</Text> : null}
                          {substitutes ? (
                            <Text span size="sm" c="dimmed">
                              {' '}
                              <Trans>(substituted today by {substitutes})</Trans>
                            </Text>
                          ) : null}
                        </List.Item>
                      );
                    })}
                  </List>
                ) : null}
                {days !== null && days > 0 ? (
                  <Text size="sm" c="dimmed">
                    {step.autocompleteAfterDuration ? (
                      <Trans>Deadline in working days: {days}; then the step completes by itself</Trans>
                    ) : (
                      <Trans>Deadline in working days: {days}</Trans>
                    )}
                  </Text>
                ) : null}
              </Stack>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
