import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { WorkflowActivityDetails, WorkflowDesignerOptions } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { type ActivityDraft, ActivityFields } from './activity-fields';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';
import { ACTIVITIES_ROUTE } from './routes';

/** workflow-templates/activities/actions/{id} (spec 2 §2): one activity's actions and options in full. */
export function ActivityActionsPage() {
  const trpc = useTRPC();
  const id = Number(useParams().id);
  const details = useQuery({ ...trpc.workflowDesigner.getActivity.queryOptions({ id }), enabled: Number.isInteger(id) && id > 0 });
  const options = useQuery(trpc.workflowDesigner.options.queryOptions());
  if (details.isError) return <QueryErrorAlert error={details.error} />;
  if (options.isError) return <QueryErrorAlert error={options.error} />;
  if (details.isPending || options.isPending) return <LoadingBlock />;
  return <ActivityEditor key={details.data.workflow.version} details={details.data} options={options.data} />;
}

function ActivityEditor({ details, options }: { details: WorkflowActivityDetails; options: WorkflowDesignerOptions }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { workflow } = details;
  const { id, workflowId: _workflowId, sortOrder: _sortOrder, ...initial } = details.activity;
  const [draft, setDraft] = useState<ActivityDraft>(initial);
  const [isDirty, setIsDirty] = useState(false);
  const isReadOnly = !workflow.canEdit;
  const save = useMutation(
    trpc.workflowDesigner.updateActivity.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        await queryClient.invalidateQueries({ queryKey: trpc.workflowDesigner.pathKey() });
      },
    }),
  );
  const errors = isDirty ? {} : fieldErrorsOf(save.error);
  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <Stack gap="md">
      <PageHeader
        title={draft.name || details.activity.name}
        subtitle={workflow.name}
        state={workflow.companyCode === null ? <SharedDefinitionBadge /> : undefined}
        back={{ to: `${ACTIVITIES_ROUTE}/${workflow.id}`, label: <Trans>The workflow’s activities</Trans> }}
      />
      {save.error && !isDirty && !hasFieldErrors ? <QueryErrorAlert error={save.error} /> : null}
      <Paper withBorder p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setIsDirty(false);
            save.mutate({ ...draft, id, version: workflow.version });
          }}
        >
          <Stack gap="md">
            <ActivityFields
              activity={draft}
              errors={errors}
              roles={options.userRoles}
              isReadOnly={isReadOnly}
              isFull
              onChange={(changes) => {
                setDraft({ ...draft, ...changes });
                setIsDirty(true);
              }}
            />
            {isReadOnly ? null : (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  <Trans>Save</Trans>
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
