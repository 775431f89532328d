import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type FieldErrors, type WorkflowDesignerOptions, type WorkflowTemplateDetails, workflowRuleErrors } from '@portal/shared';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { errorKeyText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { type ActivityDraft, ActivityFields, activityErrors, newActivity } from './activity-fields';
import { ACTIVITY_ACTIONS_ROUTE, TEMPLATES_ROUTE } from './routes';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';
import { WorkflowGeneralForm } from './workflow-general-form';

/** workflow-templates/activities/{id} (spec 2 §2): a workflow's activities in order, each with its editor. */
export function WorkflowActivitiesPage() {
  const trpc = useTRPC();
  const id = Number(useParams().id);
  const workflow = useQuery({ ...trpc.workflowDesigner.get.queryOptions({ id }), enabled: Number.isInteger(id) && id > 0 });
  const options = useQuery(trpc.workflowDesigner.options.queryOptions());
  if (workflow.isError) return <QueryErrorAlert error={workflow.error} />;
  if (options.isError) return <QueryErrorAlert error={options.error} />;
  if (workflow.isPending || options.isPending) return <LoadingBlock />;
  // A new version (after a save) starts the editor again from what the server holds.
  return <ActivitiesEditor key={workflow.data.version} workflow={workflow.data} options={options.data} />;
}

interface Draft extends ActivityDraft {
  /** Keeps React's identity of a row while it moves. */
  key: string;
}

let nextKey = 0;
function keyed(activity: ActivityDraft): Draft {
  nextKey += 1;
  return { ...activity, key: `activity-${nextKey}` };
}

function ActivitiesEditor({ workflow, options }: { workflow: WorkflowTemplateDetails; options: WorkflowDesignerOptions }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => workflow.activities.map(keyed));
  const [isDirty, setIsDirty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const isReadOnly = !workflow.canEdit;

  const save = useMutation(
    trpc.workflowDesigner.saveActivities.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        await queryClient.invalidateQueries({ queryKey: trpc.workflowDesigner.pathKey() });
      },
    }),
  );

  // The shared rule, checked as the administrator edits; the server's refusal adds what only it knows.
  const ruleErrors = workflowRuleErrors(drafts);
  const serverErrors: FieldErrors = isDirty ? {} : fieldErrorsOf(save.error);
  const errors: FieldErrors = { ...serverErrors, ...ruleErrors };
  const workflowErrors = errors.activities ?? [];

  const change = (next: Draft[]) => {
    setDrafts(next);
    setIsDirty(true);
  };
  const move = (index: number, offset: -1 | 1) => {
    const target = index + offset;
    if (target < 0 || target >= drafts.length) return;
    const next = [...drafts];
    [next[index], next[target]] = [next[target]!, next[index]!];
    change(next);
    setAnnouncement(t`${next[target]!.name} moved to position ${target + 1} of ${next.length}.`);
    // Keep the keyboard on the button that moved it, now on the activity's new row.
    requestAnimationFrame(() => document.getElementById(`${next[target]!.key}-${offset === -1 ? 'up' : 'down'}`)?.focus());
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={workflow.name}
        state={
          <Group gap={4}>
            {workflow.active ? (
              <Badge color="green" variant="light">
                {t({ message: 'Active', context: 'workflow' })}
              </Badge>
            ) : (
              <Badge color="gray" variant="outline">
                {t({ message: 'Archived', context: 'workflow' })}
              </Badge>
            )}
            {workflow.companyCode === null && <SharedDefinitionBadge />}
          </Group>
        }
        back={{ to: TEMPLATES_ROUTE, label: <Trans>All workflows</Trans> }}
        primaryAction={
          isReadOnly ? undefined : (
            <Button
              loading={save.isPending}
              disabled={!isDirty}
              onClick={() => {
                setIsDirty(false);
                save.mutate({
                  workflowId: workflow.id,
                  version: workflow.version,
                  activities: drafts.map(({ key: _key, ...activity }) => activity),
                });
              }}
            >
              <Trans>Save activities</Trans>
            </Button>
          )
        }
      />
      {isReadOnly ? (
        <Alert color="blue">
          <Trans>This workflow is shared by all companies. Only a top-level administrator may change it; copy it to change your own.</Trans>
        </Alert>
      ) : null}
      <WorkflowGeneralForm workflow={workflow} options={options} />
      <Title order={2} size="h3">
        <Trans>Activities</Trans>
      </Title>
      {save.error && !isDirty && Object.keys(serverErrors).length === 0 ? <QueryErrorAlert error={save.error} /> : null}
      {workflowErrors.length > 0 ? (
        <Alert color="red" title={t`The workflow cannot run like this`}>
          {workflowErrors.map((code) => (
            <Text key={code} size="sm">
              {errorKeyText(i18n, code)}
            </Text>
          ))}
        </Alert>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Activities`}>
        {drafts.map((draft, index) => (
          <Paper key={draft.key} component="li" withBorder p="md" aria-labelledby={`${draft.key}-title`}>
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h4" id={`${draft.key}-title`}>
                {index + 1}. {draft.name || t`New activity`}
              </Title>
              <Group gap="xs">
                {draft.id !== undefined ? (
                  <Anchor component={Link} to={`${ACTIVITY_ACTIONS_ROUTE}/${draft.id}`} size="sm">
                    <Trans>Actions and options</Trans>
                  </Anchor>
                ) : null}
                {isReadOnly ? null : (
                  <>
                    <Button
                      id={`${draft.key}-up`}
                      variant="default"
                      size="compact-sm"
                      aria-label={t`Move ${draft.name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </Button>
                    <Button
                      id={`${draft.key}-down`}
                      variant="default"
                      size="compact-sm"
                      aria-label={t`Move ${draft.name} down`}
                      disabled={index === drafts.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t`Remove ${draft.name}`}
                      onClick={() => change(drafts.filter((_, position) => position !== index))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </Button>
                  </>
                )}
              </Group>
            </Group>
            <ActivityFields
              activity={draft}
              errors={activityErrors(errors, index)}
              roles={options.userRoles}
              isReadOnly={isReadOnly}
              isFull={false}
              onChange={(changes) => change(drafts.map((row, position) => (position === index ? { ...row, ...changes } : row)))}
            />
          </Paper>
        ))}
      </Stack>
      {drafts.length === 0 ? (
        <Text c="dimmed">
          <Trans>The workflow has no activities yet.</Trans>
        </Text>
      ) : null}
      {isReadOnly ? null : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => change([...drafts, keyed({ ...newActivity(t`Activity ${drafts.length + 1}`), initial: drafts.length === 0 })])}
          >
            <Trans>Add an activity</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
