import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  WORKFLOW_DESCRIPTION_MAX,
  WORKFLOW_NAME_MAX,
  type WorkflowDesignerOptions,
  type WorkflowTemplateDetails,
  type WorkflowTemplateValues,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

type TemplateField = 'templateCreatedId' | 'templateActionId' | 'templateApprovedId' | 'templateRejectedId';

/** A workflow's name, description, notices (message templates) and calendar flag. */
export function WorkflowGeneralForm({ workflow, options }: { workflow: WorkflowTemplateDetails; options: WorkflowDesignerOptions }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WorkflowTemplateValues>({
    name: workflow.name,
    nameEn: workflow.nameEn,
    description: workflow.description,
    templateCreatedId: workflow.templateCreatedId,
    templateActionId: workflow.templateActionId,
    templateApprovedId: workflow.templateApprovedId,
    templateRejectedId: workflow.templateRejectedId,
    markOutlookCalendar: workflow.markOutlookCalendar,
  });
  const update = useMutation(
    trpc.workflowDesigner.update.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        await queryClient.invalidateQueries({ queryKey: trpc.workflowDesigner.pathKey() });
      },
    }),
  );
  const isReadOnly = !workflow.canEdit;
  const errors = fieldErrorsOf(update.error);
  const error = (field: string) => fieldErrorText(i18n, errors, field);
  const templates = options.messageTemplates.map((template) => ({
    value: String(template.id),
    label: `${template.code} · ${i18n.locale === 'en' ? template.subjectEn : template.subject}`,
  }));
  const templateSelect = (field: TemplateField, label: string) => (
    <Select
      label={label}
      data={templates}
      value={values[field] === null ? null : String(values[field])}
      clearable
      searchable
      disabled={isReadOnly}
      error={error(field)}
      onChange={(value) => setValues({ ...values, [field]: value === null ? null : Number(value) })}
    />
  );
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ ...values, id: workflow.id, version: workflow.version });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>General</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t({ message: 'Name', context: 'name of a thing' })}
              value={values.name}
              required
              maxLength={WORKFLOW_NAME_MAX}
              readOnly={isReadOnly}
              error={error('name')}
              onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
            />
            <TextInput
              label={t`Name in English`}
              value={values.nameEn ?? ''}
              maxLength={WORKFLOW_NAME_MAX}
              readOnly={isReadOnly}
              error={error('nameEn')}
              onChange={(event) => setValues({ ...values, nameEn: event.currentTarget.value || null })}
            />
          </SimpleGrid>
          <Textarea
            label={t`Description`}
            value={values.description}
            maxLength={WORKFLOW_DESCRIPTION_MAX}

            minRows={2}
            readOnly={isReadOnly}
            error={error('description')}
            onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {templateSelect('templateCreatedId', t`Notice when the document is filed`)}
            {templateSelect('templateActionId', t`Notice when an activity starts`)}
            {templateSelect('templateApprovedId', t`Notice when the document is approved`)}
            {templateSelect('templateRejectedId', t`Notice when the document is rejected`)}
          </SimpleGrid>
          <Checkbox
            label={t`Mark the absence in the Outlook calendar`}
            checked={values.markOutlookCalendar}
            disabled={isReadOnly}
            onChange={(event) => setValues({ ...values, markOutlookCalendar: event.currentTarget.checked })}
          />
          {isReadOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" variant="default" loading={update.isPending}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
