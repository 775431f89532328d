import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Language,
  localized,
  type MessageTemplate,
  MessageTemplateType,
  type RenderedTemplate,
  SaveMessageTemplateInputSchema,
  templatePlaceholders,
} from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { IconCopy, IconEye, IconMailForward, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyDialog } from '../../../components/copy-dialog';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SafeHtml } from '../../../components/safe-html';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/current-session';
import { fieldErrorText, translateError } from '../../../lib/error-messages';
import { showFailure, showSuccess } from '../../../lib/notices';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';
import { templateAddress, templateListAddress } from './template-address';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

type TextField = 'subjectLt' | 'subjectEn' | 'textLt' | 'textEn';

interface TemplateFormValues {
  code: string;
  type: MessageTemplateType;
  subjectLt: string;
  subjectEn: string;
  textLt: string;
  textEn: string;
}

function valuesOf(type: MessageTemplateType, template: MessageTemplate | undefined): TemplateFormValues {
  return {
    code: template?.code ?? '',
    type,
    subjectLt: template?.subjectLt ?? '',
    subjectEn: template?.subjectEn ?? '',
    textLt: template?.textLt ?? '',
    textEn: template?.textEn ?? '',
  };
}

/** The placeholders the template's type fills (the shared list the server checks against); a click inserts one at the cursor. */
function PlaceholderList({ type, onInsert, disabled }: { type: MessageTemplateType; onInsert: (name: string) => void; disabled: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5" id="placeholders-heading">
          <Trans>Placeholders</Trans>
        </Title>
        <Text size="xs" c="dimmed">
          <Trans>Click one to insert it where the cursor is.</Trans>
        </Text>
        <ul aria-labelledby="placeholders-heading" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {templatePlaceholders(type).map((placeholder) => {
            const token = `{${placeholder.name}}`;
            return (
              <li key={placeholder.name}>
                <UnstyledButton
                  disabled={disabled}
                  onClick={() => onInsert(placeholder.name)}
                  aria-label={t`Insert ${token}`}
                  py={4}
                  // Keeps the caret in the field being edited.
                  onMouseDown={(event) => event.preventDefault()}
                >
                  <Text ff="monospace" size="sm" c="blue">
                    {token}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {i18n.locale === 'en' ? placeholder.descriptionEn : placeholder.descriptionLt}
                  </Text>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Paper>
  );
}

/** The preview from a chosen document of the company (or sample values for a system mail), shown through the one sanitising component. */
function TemplatePreview({ type, values }: { type: MessageTemplateType; values: TemplateFormValues }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>('lt');
  const [rendered, setRendered] = useState<RenderedTemplate | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const isWorkflow = type === MessageTemplateType.workflowNotification;
  const documents = useQuery({ ...trpc.messageTemplates.previewDocuments.queryOptions({ search: search.trim() }), enabled: isWorkflow });
  const preview = async () => {
    setIsLoading(true);
    try {
      const input = {
        type,
        subject: language === 'en' ? values.subjectEn : values.subjectLt,
        text: language === 'en' ? values.textEn : values.textLt,
        language,
        ...(submissionId ? { submissionId: Number(submissionId) } : {}),
      };
      setRendered(await queryClient.fetchQuery(trpc.messageTemplates.preview.queryOptions(input)));
    } catch (error) {
      showFailure(translateError(i18n, error));
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <FormSection title={t`Preview`}>
      <Group align="flex-end">
        {isWorkflow ? (
          <Select
            label={t`Document`}
            placeholder={t`The newest document`}
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            data={(documents.data ?? []).map((document) => ({
              value: String(document.id),
              label: [localized(document.formName, document.formNameEn, i18n.locale), document.documentNo].filter(Boolean).join(' '),
            }))}
            value={submissionId}
            onChange={setSubmissionId}
            w={320}
          />
        ) : null}
        <SegmentedControl
          aria-label={t`Language of the preview`}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={[
            { value: 'lt', label: t`Lithuanian` },
            { value: 'en', label: t`English` },
          ]}
        />
        <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} loading={isLoading} onClick={() => void preview()}>
          <Trans>Show preview</Trans>
        </Button>
      </Group>
      {rendered ? (
        <Paper withBorder p="md" aria-label={t`Preview of the message`} role="region">
          <Text fw={600} mb="xs">
            {rendered.subject}
          </Text>
          <SafeHtml html={rendered.html} />
        </Paper>
      ) : null}
    </FormSection>
  );
}

/**
 * A message template's editor (spec 2 §2 templates/{id}, system-templates/{id}; 'new' creates one):
 * code, subject and text in both languages, the placeholders beside them, a preview and "send test".
 */
function MessageTemplateEditor({ type }: { type: MessageTemplateType }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const routeId = useParams().id ?? 'new';
  const id = routeId === 'new' ? null : Number(routeId);
  const template = useQuery({ ...trpc.messageTemplates.get.queryOptions({ id: id ?? 0 }), enabled: id !== null && id > 0 });
  const [dialog, setDialog] = useState<'copy' | 'delete' | null>(null);
  const form = useForm<TemplateFormValues>({
    initialValues: valuesOf(type, undefined),
    ...schemaFormValidation(SaveMessageTemplateInputSchema, i18n),
  });
  const { setValues, resetDirty, setErrors } = form;
  // Where a placeholder goes: the field and selection the administrator was last in.
  const [caret, setCaret] = useState<{ field: TextField; start: number; end: number } | null>(null);

  useEffect(() => {
    if (template.data) {
      setValues(valuesOf(type, template.data));
      resetDirty(valuesOf(type, template.data));
    }
  }, [template.data, type, setValues, resetDirty]);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.messageTemplates.pathKey() });
  const save = useMutation(
    trpc.messageTemplates.save.mutationOptions({
      onSuccess: async (saved) => {
        showSuccess(t`Changes saved.`);
        await invalidate();
        if (id === null) await navigate(templateAddress(type, saved.id), { replace: true });
      },
    }),
  );
  useEffect(() => setErrors(formErrorsOf(save.error)), [setErrors, save.error]);
  const copy = useMutation(
    trpc.messageTemplates.copy.mutationOptions({
      onSuccess: async (created) => {
        showSuccess(t`The copy was created.`);
        setDialog(null);
        await invalidate();
        await navigate(templateAddress(type, created.id));
      },
    }),
  );
  const remove = useMutation(
    trpc.messageTemplates.delete.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The entry was deleted.`);
        await invalidate();
        await navigate(templateListAddress(type));
      },
      onError: (error) => {
        setDialog(null);
        showFailure(translateError(i18n, error));
      },
    }),
  );
  const sendTest = useMutation(
    trpc.messageTemplates.sendTest.mutationOptions({
      onSuccess: (sent) => showSuccess(t`The test message was sent to ${sent.address}.`),
      onError: (error) => showFailure(translateError(i18n, error)),
    }),
  );

  const back = {
    to: templateListAddress(type),
    label: type === MessageTemplateType.systemMail ? <Trans>System templates</Trans> : <Trans>Message templates</Trans>,
  };
  if (id !== null && template.isPending) return <LoadingBlock />;
  if (template.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>Message template</Trans>} back={back} />
        <QueryErrorAlert error={template.error} />
      </Stack>
    );
  }
  const existing = template.data;
  const canChange = !existing?.isShared || user.adminAccess >= SHARED_DEFINITION_ADMIN_LEVEL;

  const insertPlaceholder = (name: string) => {
    const field = caret?.field ?? 'textLt';
    const value = form.getValues()[field];
    const start = Math.min(caret?.start ?? value.length, value.length);
    const end = Math.min(caret?.end ?? start, value.length);
    const token = `{${name}}`;
    form.setFieldValue(field, value.slice(0, start) + token + value.slice(end));
    const position = start + token.length;
    setCaret({ field, start: position, end: position });
    requestAnimationFrame(() => {
      const element = document.getElementById(`template-${field}`) as HTMLInputElement | HTMLTextAreaElement | null;
      element?.focus();
      element?.setSelectionRange(position, position);
    });
  };
  const textProps = (field: TextField) => ({
    ...form.getInputProps(field),
    id: `template-${field}`,
    readOnly: !canChange,
    onSelect: (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const element = event.currentTarget;
      setCaret({ field, start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0 });
    },
  });
  const code = existing?.code ?? '';

  return (
    <Stack gap="md">
      <PageHeader
        title={existing ? code : <Trans>New template</Trans>}
        back={back}
        state={existing?.isShared ? <SharedDefinitionBadge /> : undefined}
        secondaryActions={
          existing ? (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} aria-hidden />}
                loading={sendTest.isPending}
                onClick={() => sendTest.mutate({ id: existing.id, language: i18n.locale === 'en' ? 'en' : 'lt' })}
              >
                <Trans>Send test</Trans>
              </Button>
              <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setDialog('copy')}>
                <Trans>Copy</Trans>
              </Button>
              {canChange && type !== MessageTemplateType.systemMail ? (
                <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
                  <Trans>Delete</Trans>
                </Button>
              ) : null}
            </Group>
          ) : undefined
        }
      />
      {existing?.isShared && !canChange ? (
        <Text c="dimmed" size="sm">
          <Trans>
            This template is shared by all companies: only a top administrator changes it. Copy it under the same code to give your company
            its own version.
          </Trans>
        </Text>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form
            noValidate
            aria-label={t`Message template`}
            onSubmit={form.onSubmit((values) => save.mutate({ ...values, ...(existing ? { id: existing.id } : {}) }))}
          >
            <Stack gap="sm">
              <TextInput label={t`Code`} required maxLength={100} readOnly={!canChange} {...form.getInputProps('code')} />
              <TextInput label={t`Subject (Lithuanian)`} required maxLength={300} {...textProps('subjectLt')} />
              <Textarea label={t`Text (Lithuanian)`} required rows={8} {...textProps('textLt')} />
              <TextInput label={t`Subject (English)`} required maxLength={300} {...textProps('subjectEn')} />
              <Textarea label={t`Text (English)`} required rows={8} {...textProps('textEn')} />
              {canChange ? (
                <Group>
                  <Button type="submit" loading={save.isPending}>
                    {t`Save`}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PlaceholderList type={type} onInsert={insertPlaceholder} disabled={!canChange} />
        </Grid.Col>
      </Grid>
      <TemplatePreview type={type} values={form.getValues()} />
      {dialog === 'copy' && existing ? (
        <CopyDialog
          opened
          title={t`Copy the template`}
          label={t`Code of the copy`}
          initialName={existing.isShared ? code : `${code}.copy`}
          isSaving={copy.isPending}
          errorText={copy.error ? (fieldErrorText(i18n, fieldErrorsOf(copy.error), 'name') ?? translateError(i18n, copy.error)) : undefined}
          onCopy={(name) => copy.mutate({ id: existing.id, name })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t`Delete the template`}
        confirmLabel={t`Delete`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => existing && remove.mutate({ id: existing.id })}
        onClose={() => setDialog(null)}
      >
        <Trans>The template “{code}” will be deleted.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}

export function WorkflowTemplatePage() {
  return <MessageTemplateEditor key="workflow" type={MessageTemplateType.workflowNotification} />;
}

export function SystemTemplatePage() {
  return <MessageTemplateEditor key="system" type={MessageTemplateType.systemMail} />;
}
