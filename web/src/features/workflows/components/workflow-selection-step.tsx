import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { type Initiation, InitiationStep } from '../hooks/use-initiation';
import { WorkflowChoice } from './workflow-choice';

/** Step 2: the workflow the document goes through, one of those mapped to its form for initiation. */
export function WorkflowSelectionStep({ initiation }: { initiation: Initiation }) {
  const { t } = useLingui();
  const { mappings } = initiation;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Choice of the workflow`}>
      <Stack gap="md">
        {mappings.isPending ? (
          <LoadingBlock lines={2} />
        ) : mappings.isError ? (
          <QueryErrorAlert error={mappings.error} />
        ) : mappings.data.length === 0 ? (
          <EmptyState>
            <Trans>No workflow is set up for this form. Ask an administrator.</Trans>
          </EmptyState>
        ) : (
          <WorkflowChoice
            label={t`Workflow`}
            mappings={mappings.data}
            value={initiation.workflowId}
            onChange={initiation.choose}
            disabled={initiation.isPlanning}
          />
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => initiation.goBack(InitiationStep.form)}
            disabled={initiation.isPlanning}
          >
            <Trans>Back</Trans>
          </Button>
          <Button
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={initiation.next}
            loading={initiation.isPlanning}
            disabled={initiation.workflowId === null}
          >
            <Trans>Next</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
