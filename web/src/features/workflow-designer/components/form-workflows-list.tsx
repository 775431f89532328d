import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type FormWorkflows, WorkflowMappingType, type WorkflowMappingRow } from '@portal/shared';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { AddMappingDialog } from './add-mapping-dialog';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

interface FormWorkflowsListProps {
  forms: FormWorkflows[] | undefined;
  loading: boolean;
  error: unknown;
  empty: React.ReactNode;
}

/** Forms with their approval and cancellation workflows, with add and remove where the caller may change the form. */
export function FormWorkflowsList({ forms, loading, error, empty }: FormWorkflowsListProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<FormWorkflows | null>(null);
  const remove = useMutation(
    trpc.workflowDesigner.deleteMapping.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The workflow was removed from the form.`);
        await queryClient.invalidateQueries({ queryKey: trpc.workflowDesigner.pathKey() });
      },
    }),
  );

  const mappingsOf = (form: FormWorkflows, type: WorkflowMappingType) => {
    const rows = form.mappings.filter((mapping) => mapping.type === type);
    if (rows.length === 0) return <Text c="dimmed">—</Text>;
    return (
      <Stack gap={4}>
        {rows.map((mapping: WorkflowMappingRow) => (
          <Group key={mapping.id} gap={6} wrap="nowrap">
            <Text size="sm" td={mapping.workflowActive ? undefined : 'line-through'}>
              {mapping.workflowName}
            </Text>
            {mapping.workflowActive ? null : (
              <Badge color="gray" variant="outline" size="xs">
                {t({ message: 'Archived', context: 'workflow' })}
              </Badge>
            )}
            {form.canEdit ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                aria-label={t`Remove ${mapping.workflowName} from ${form.formName}`}
                loading={remove.isPending && remove.variables?.id === mapping.id}
                onClick={() => remove.mutate({ id: mapping.id })}
              >
                <IconX size={14} aria-hidden />
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    );
  };

  const columns: DataColumn<FormWorkflows>[] = [
    {
      key: 'form',
      header: t`Form`,
      cell: (form) => (
        <Group gap={4}>
          <Text size="sm">{form.formName}</Text>
          {form.companyCode === null && <SharedDefinitionBadge />}
        </Group>
      ),
      minWidth: 220,
    },
    { key: 'group', header: t`Form group`, cell: (form) => form.formGroupName, minWidth: 160 },
    { key: 'approval', header: t`Approval workflow`, cell: (form) => mappingsOf(form, WorkflowMappingType.initiation), minWidth: 200 },
    {
      key: 'cancellation',
      header: t`Cancellation workflow`,
      cell: (form) => mappingsOf(form, WorkflowMappingType.cancellation),
      minWidth: 200,
    },
    {
      key: 'add',
      header: <Trans>Actions</Trans>,
      cell: (form) =>
        form.canEdit ? (
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={t`Add a workflow to ${form.formName}`}
            onClick={() => setAdding(form)}
          >
            <Trans>Add</Trans>
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <DataTable
        label={t`Forms and their workflows`}
        rows={forms}
        rowKey={(form) => form.formId}
        columns={columns}
        loading={loading}
        error={error}
        empty={empty}
        toneOf={(form) => (form.archived ? 'muted' : null)}
        minWidth={900}
        maxHeight="none"
      />
      <AddMappingDialog form={adding} onClose={() => setAdding(null)} />
    </>
  );
}
