import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { type FormWorkflows, WorkflowMappingType } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText, translateError } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

interface AddMappingDialogProps {
  form: FormWorkflows | null;
  onClose: () => void;
}

/** Maps an active workflow onto a form, for approval or for cancellation. */
export function AddMappingDialog({ form, onClose }: AddMappingDialogProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  const [type, setType] = useState<string>(String(WorkflowMappingType.initiation));
  const workflows = useQuery({
    ...trpc.workflowDesigner.list.queryOptions({ active: true, rowsPerPage: 100, sort: 'name' }),
    enabled: form !== null,
  });
  useEffect(() => {
    if (form) {
      setWorkflowId(null);
      setType(String(WorkflowMappingType.initiation));
    }
  }, [form]);
  const add = useMutation(
    trpc.workflowDesigner.addMapping.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`The workflow was mapped to the form.`);
        await queryClient.invalidateQueries({ queryKey: trpc.workflowDesigner.pathKey() });
        onClose();
      },
    }),
  );
  // A shared form takes only shared workflows (the server refuses others too).
  const choices = (workflows.data?.items ?? []).filter((workflow) => form?.companyCode !== null || workflow.companyCode === null);
  const workflowError = fieldErrorText(i18n, fieldErrorsOf(add.error), 'workflowId');
  return (
    <Modal
      opened={form !== null}
      onClose={onClose}
      title={t`Add a workflow to ${form?.formName ?? ''}`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (form && workflowId)
            add.mutate({ formId: form.formId, workflowId: Number(workflowId), type: Number(type) as WorkflowMappingType });
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label={t`Purpose`}
            value={type}
            onChange={setType}
            data={[
              { value: String(WorkflowMappingType.initiation), label: t`Approval` },
              { value: String(WorkflowMappingType.cancellation), label: t`Cancellation` },
            ]}
          />
          <Select
            label={t`Workflow`}
            data={choices.map((workflow) => ({ value: String(workflow.id), label: workflow.name }))}
            value={workflowId}
            onChange={setWorkflowId}
            searchable
            required
            error={workflowError}
            data-autofocus
          />
          {add.error && !workflowError ? (
            <Text c="red" size="sm" role="alert">
              {translateError(i18n, add.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!workflowId}>
              {t`Add`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
