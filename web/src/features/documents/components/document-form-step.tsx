import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack } from '@mantine/core';
import type { SubmissionDetail } from '@portal/shared';
import { IconDeviceFloppy, IconSend, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { DynamicForm, FormStateProvider, savedFormValues } from '../../forms';
import { useSendDocument } from '../hooks/use-send-document';
import { UploadProgressBar } from './upload-progress';

interface EditActionsProps {
  submission: SubmissionDetail;
  onDone: () => void;
}

function EditForm({ submission, onDone }: EditActionsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { send, action, progress, isSaving } = useSendDocument({
    form: submission.form,
    submission: { id: submission.id, version: submission.version },
    onSaved: onDone,
    onFailed: () => {
      // Shown by the central handler (a newer version saved by someone else, say): the form reloads (spec 1 §8).
      void queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() }).then(onDone);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <DynamicForm />
        <UploadProgressBar progress={progress} />
        <Group>
          <Button type="submit" variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={action === 'save'} disabled={isSaving && action !== 'save'}>
            <Trans>Save</Trans>
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} loading={action === 'initiate'} disabled={isSaving && action !== 'initiate'} onClick={() => void send(true)}>
            <Trans>Submit</Trans>
          </Button>
          <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onDone} disabled={action !== null}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface DocumentFormStepProps {
  submission: SubmissionDetail;
  isEditing: boolean;
  onEditEnd: () => void;
}

/**
 * Step 1 of the document view: the form with the submission's values, read-only, or editable while
 * a draft is being edited. Steps 2 (workflow) and 3 (participants) come with the workflow.
 */
export function DocumentFormStep({ submission, isEditing, onEditEnd }: DocumentFormStepProps) {
  const initialValues = useMemo(() => savedFormValues(submission.form), [submission.form]);
  return (
    <Card withBorder radius="md" padding="lg">
      {/* A new version or a switch between reading and editing starts from the saved values. */}
      <FormStateProvider key={`${submission.version}-${isEditing}`} form={submission.form} initialValues={initialValues} readOnly={!isEditing} submissionId={submission.id}>
        {isEditing ? <EditForm submission={submission} onDone={onEditEnd} /> : <DynamicForm />}
      </FormStateProvider>
    </Card>
  );
}
