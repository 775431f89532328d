import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack } from '@mantine/core';
import { type Form, formDefinitionOf, localized } from '@portal/shared';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { DynamicForm, FormStateProvider, newFormValues, useFormState } from '../../../forms';
import { submissionPathOf } from '../back-path';
import { useFocusFirstIssue } from '../hooks/use-focus-first-issue';
import { useSendDocument } from '../hooks/use-send-document';
import { ApprovalRoutePanel } from './approval-route-panel';
import { NotFoundAlert } from './document-not-found';

const CLOSE_PATH = '/applications/my-applications';

/** A form reads best about two short fields wide; the action bar keeps to the same width. */
const FORM_MAX_WIDTH = 880;

function parseId(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The form's description in the interface language (the English one when there is one), line breaks kept. */
function FormDescription({ formId }: { formId: number }) {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const description = useQuery(trpc.documents.formDescription.queryOptions({ formId }));
  const text = description.data ? localized(description.data.description, description.data.descriptionEN, i18n.locale) : '';
  if (text.trim() === '') return null;
  return <span style={{ whiteSpace: 'pre-line' }}>{text}</span>;
}

function NewDocumentForm({ form }: { form: Form }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const state = useFormState();
  const { send, action, progress, isSaving } = useSendDocument({
    form,
    onSaved: (outcome) => void navigate(submissionPathOf(outcome.id, outcome.isApplication)),
    // The central handler has shown the failure; the fields it names are marked, the form stays.
    onFailed: (error) => state.showFieldErrorsOf(error),
  });
  const { formRef, afterSend } = useFocusFirstIssue();

  // Enter in a field submits an HTML form: here only the buttons save or submit (a textarea keeps its newlines).
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={localized(form.name, form.nameEn, i18n.locale)}
      style={{ maxWidth: FORM_MAX_WIDTH }}
    >
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg">
          <DynamicForm />
        </Card>
        <UploadProgressBar progress={progress} />
        <ApprovalRoutePanel />
      </Stack>
      <StickyActionBar
        label={t`Form actions`}
        cancel={{ label: t`Close`, onClick: () => void navigate(CLOSE_PATH) }}
        secondaryActions={
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void afterSend(send(false))}
            loading={action === 'save'}
            disabled={isSaving && action !== 'save'}
          >
            <Trans>Save as draft</Trans>
          </Button>
        }
        primaryAction={
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={action === 'initiate'}
            disabled={isSaving && action !== 'initiate'}
            onClick={() => void afterSend(send(true))}
          >
            <Trans>Submit</Trans>
          </Button>
        }
      />
    </form>
  );
}

/** A new document or application on a form (spec 1 §2 "New-form screen"); the route's id is the form's. */
export function NewDocumentPage() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const user = useCurrentUser();
  const formId = parseId(useParams().id);
  const form = useQuery(trpc.documents.form.queryOptions(formId === null ? skipToken : { id: formId }));
  const initialValues = useMemo(
    () => (form.data ? newFormValues(form.data, formDefinitionOf(form.data, i18n.locale), user) : null),
    [form.data, i18n.locale, user],
  );

  if (formId === null || form.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>New document</Trans>} />
        <NotFoundAlert error={form.error}>
          <Trans>The form was not found. It may have been archived.</Trans>
        </NotFoundAlert>
      </Stack>
    );
  }
  if (!form.data || !initialValues) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>New document</Trans>} />
        <LoadingBlock />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <PageHeader title={localized(form.data.name, form.data.nameEn, i18n.locale)} subtitle={<FormDescription formId={form.data.id} />} />
      <FormStateProvider key={form.data.id} form={form.data} initialValues={initialValues}>
        <NewDocumentForm form={form.data} />
      </FormStateProvider>
    </Stack>
  );
}
