import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { localized } from '@portal/shared';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { type Initiation, InitiationStep } from '../hooks/use-initiation';
import { ActivityParticipants } from './activity-participants';

/** Step 3: the people of the steps that take additional participants, added and removed before the start. */
export function ParticipantsStep({ submissionId, initiation }: { submissionId: number; initiation: Initiation }) {
  const { i18n } = useLingui();
  const { plan } = initiation;
  const activities = (plan.data?.workflowActivities ?? []).filter((activity) => activity.allowAdditionalParticipants);
  return (
    <Stack gap="md">
      {plan.isPending ? (
        <LoadingBlock />
      ) : plan.isError ? (
        <QueryErrorAlert error={plan.error} />
      ) : activities.length === 0 ? (
        <EmptyState>
          <Trans>No step of this workflow takes additional participants.</Trans>
        </EmptyState>
      ) : (
        activities.map((activity) => (
          <Card
            key={activity.id}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby={`participants-step-${activity.id}`}
          >
            <Stack gap="sm">
              <Title order={2} size="h4" id={`participants-step-${activity.id}`}>
                {localized(activity.name, activity.nameEn, i18n.locale)}
              </Title>
              {activity.description.trim() !== '' ? (
                <Text size="sm" c="dimmed">
                  {activity.description}
                </Text>
              ) : null}
              <ActivityParticipants submissionId={submissionId} activity={activity} canChange />
            </Stack>
          </Card>
        ))
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => initiation.goBack(InitiationStep.workflow)}
          disabled={initiation.isStarting}
        >
          <Trans>Back</Trans>
        </Button>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={initiation.start}
          loading={initiation.isStarting}
          disabled={!plan.data}
        >
          <Trans>Submit for approval</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
