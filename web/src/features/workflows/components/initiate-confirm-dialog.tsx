import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { localized } from '@portal/shared';
import type { Initiation } from '../hooks/use-initiation';
import { WorkflowDialog } from './workflow-dialog';

/** The confirmation before a draft starts through a workflow that takes no additional participants. */
export function InitiateConfirmDialog({ initiation }: { initiation: Initiation }) {
  const { t, i18n } = useLingui();
  const { workflow } = initiation;
  const workflowName = workflow ? localized(workflow.name, workflow.nameEn, i18n.locale) : '';
  return (
    <WorkflowDialog
      opened={initiation.isConfirming}
      title={t`Submit for approval`}
      isBusy={initiation.isStarting}
      onClose={initiation.cancelConfirmation}
    >
      <Stack gap="md">
        <Text>
          <Trans>Submit the document for approval with the workflow “{workflowName}”? It cannot be edited afterwards.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={initiation.cancelConfirmation} disabled={initiation.isStarting}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={initiation.start} loading={initiation.isStarting} data-autofocus>
            <Trans>Submit for approval</Trans>
          </Button>
        </Group>
      </Stack>
    </WorkflowDialog>
  );
}
