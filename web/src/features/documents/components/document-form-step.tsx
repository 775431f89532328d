import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack } from '@mantine/core';
import type { SubmissionDetail } from '@portal/shared';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { useTRPC } from '../../../lib/trpc';
import { FormStateProvider, FormSummary, LazyDynamicForm as DynamicForm, savedFormValues } from '../../../forms';
import { useFocusFirstIssue } from '../hooks/use-focus-first-issue';
import { useSendDocument } from '../hooks/use-send-document';

interface EditActionsProps {
  submission: SubmissionDetail;
  onDone: () => void;
  /** Submit saves the values, then the workflow steps take over (the save does not initiate). */
  onSubmitThroughWorkflow: (() => void) | undefined;
}

function EditForm({ submission, onDone, onSubmitThroughWorkflow }: EditActionsProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Read by onSaved, which the save calls from the render Submit was clicked in: a ref, not state.
  const continuesToWorkflow = useRef(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { send, action, progress, isSaving } = useSendDocument({
    form: submission.form,
    submission: { id: submission.id, version: submission.version },
    onSaved: () => {
      onDone();
      if (continuesToWorkflow.current) onSubmitThroughWorkflow?.();
    },
    onFailed: () => {
      // Shown by the central handler (a newer version saved by someone else, say): the form reloads (spec 1 §8).
      void queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() }).then(onDone);
    },
  });

  const { formRef, afterSend } = useFocusFirstIssue();

  // Enter in a field submits an HTML form: here only the buttons save or submit (a textarea keeps its newlines).
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const submit = () => {
    if (!onSubmitThroughWorkflow) {
      void afterSend(send(true));
      return;
    }
    continuesToWorkflow.current = true;
    setIsSubmitting(true);
    void afterSend(
      send(false).finally(() => {
        continuesToWorkflow.current = false;
        setIsSubmitting(false);
      }),
    );
  };
  const isSubmitAction = action === 'initiate' || (action === 'save' && isSubmitting);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <DynamicForm />
        <UploadProgressBar progress={progress} />
      </Stack>
      <StickyActionBar
        label={t`Form actions`}
        cancel={{ label: t`Cancel`, onClick: onDone, disabled: action !== null }}
        secondaryActions={
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void afterSend(send(false))}
            loading={action !== null && !isSubmitAction}
            disabled={isSaving && isSubmitAction}
          >
            <Trans>Save</Trans>
          </Button>
        }
        primaryAction={
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={isSubmitAction}
            disabled={isSaving && !isSubmitAction}
            onClick={submit}
          >
            <Trans>Submit</Trans>
          </Button>
        }
      />
    </form>
  );
}

interface DocumentFormStepProps {
  submission: SubmissionDetail;
  isEditing: boolean;
  onEditEnd: () => void;
  /** Given when the draft is submitted through a workflow: called once Submit has saved the values. */
  onSubmitThroughWorkflow?: (() => void) | undefined;
}

/**
 * Step 1 of the document view: the submission's values as a readable summary, or the form's
 * inputs while a draft is being edited. Steps 2 (workflow) and 3 (participants) are the workflow feature's.
 */
export function DocumentFormStep({ submission, isEditing, onEditEnd, onSubmitThroughWorkflow }: DocumentFormStepProps) {
  const initialValues = useMemo(() => savedFormValues(submission.form), [submission.form]);
  return (
    <Card withBorder radius="md" padding="lg">
      {/* A new version or a switch between reading and editing starts from the saved values. */}
      <FormStateProvider
        key={`${submission.version}-${isEditing}`}
        form={submission.form}
        initialValues={initialValues}
        readOnly={!isEditing}
        submissionId={submission.id}
      >
        {isEditing ? (
          <EditForm submission={submission} onDone={onEditEnd} onSubmitThroughWorkflow={onSubmitThroughWorkflow} />
        ) : (
          <FormSummary />
        )}
      </FormStateProvider>
    </Card>
  );
}
