import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { CancellationReasonSchema, localized, WorkflowMappingType } from '@portal/shared';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshDocument } from '../hooks/use-refresh-document';
import { WorkflowChoice } from './workflow-choice';
import { WorkflowDialog } from './workflow-dialog';

// The server's limit of the reason (shared CancellationReasonSchema).
const REASON_MAX_LENGTH = 2000;

interface InitiateCancellationDialogProps {
  submissionId: number;
  formId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Starts the cancellation of an approved document (spec 1 §4): with one cancellation workflow mapped
 * to the form the user confirms it, with several they choose one. The reason is required (the server
 * refuses a blank one too): it goes into the history, where the cancellation's approvers read it.
 * The run is planned, then started.
 */
export function InitiateCancellationDialog({ submissionId, formId, opened, onClose }: InitiateCancellationDialogProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefreshDocument();
  const [chosen, setChosen] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [isReasonMissing, setReasonMissing] = useState(false);
  const mappings = useQuery(trpc.workflows.mappings.queryOptions(opened ? { formId, type: WorkflowMappingType.cancellation } : skipToken));
  const setWorkflow = useMutation(trpc.workflows.setWorkflow.mutationOptions());
  const startWorkflow = useMutation(trpc.workflows.startWorkflow.mutationOptions());
  const isBusy = setWorkflow.isPending || startWorkflow.isPending;
  const list = mappings.data ?? [];
  const only = list.length === 1 ? list[0]! : null;
  const workflowId = only ? only.workflowId : chosen;
  const workflowName = only ? localized(only.workflow.name, only.workflow.nameEn, i18n.locale) : '';

  const close = () => {
    setChosen(null);
    setReason('');
    setReasonMissing(false);
    onClose();
  };

  const start = async () => {
    if (workflowId === null) return;
    const checked = CancellationReasonSchema.safeParse(reason);
    if (!checked.success) {
      setReasonMissing(true);
      return;
    }
    try {
      await setWorkflow.mutateAsync({ id: submissionId, workflowId });
      await startWorkflow.mutateAsync({ id: submissionId, reason: checked.data });
      showSuccess(t`The cancellation of the document has started.`);
    } catch {
      // The central handler has shown the refusal; the document shows how it stands now.
    }
    close();
    await refresh(submissionId);
  };

  return (
    <WorkflowDialog opened={opened} title={t`Initiate cancellation`} isBusy={isBusy} onClose={close}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <Stack gap="md">
          {mappings.isPending ? (
            <LoadingBlock lines={2} />
          ) : mappings.isError ? (
            <QueryErrorAlert error={mappings.error} />
          ) : list.length === 0 ? (
            <EmptyState>
              <Trans>No cancellation workflow is set up for this form. Ask an administrator.</Trans>
            </EmptyState>
          ) : only ? (
            <Text>
              <Trans>Start the cancellation of this approved document with the workflow “{workflowName}”?</Trans>
            </Text>
          ) : (
            <WorkflowChoice label={t`Cancellation workflow`} mappings={list} value={chosen} onChange={setChosen} disabled={isBusy} />
          )}
          {list.length > 0 ? (
            <Textarea
              label={t`Reason for cancellation`}
              description={t`The approvers of the cancellation read it in the document's history.`}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonMissing(false);
              }}
              error={isReasonMissing ? t`Enter the reason for cancellation.` : undefined}
              required
              rows={3}
              resize="vertical"
              maxLength={REASON_MAX_LENGTH}
              disabled={isBusy}
              data-autofocus
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isBusy}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" color="red" loading={isBusy} disabled={workflowId === null}>
              <Trans>Initiate cancellation</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </WorkflowDialog>
  );
}
