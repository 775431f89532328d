import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useWorkflowDecision } from '../hooks/use-workflow-decision';
import { CommentField } from './comment-field';
import { WorkflowDialog } from './workflow-dialog';

interface CancelDialogProps {
  submissionId: number;
  opened: boolean;
  onClose: () => void;
}

interface CancelFormProps {
  decision: ReturnType<typeof useWorkflowDecision>;
  onClose: () => void;
}

function CancelForm({ decision, onClose }: CancelFormProps) {
  const [comment, setComment] = useState('');
  const { decide, isPending } = decision;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void decide('cancel', { comment, files: [] });
      }}
    >
      <Stack gap="md">
        <Text>
          <Trans>The document will be cancelled and its approval stops. This cannot be undone.</Trans>
        </Text>
        <CommentField value={comment} onChange={setComment} disabled={isPending} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" color="red" loading={isPending}>
            <Trans>Cancel the document</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Cancel a document with an optional comment; afterwards the user goes to my applications (spec 1 §4). */
export function CancelDialog({ submissionId, opened, onClose }: CancelDialogProps) {
  const { t } = useLingui();
  const decision = useWorkflowDecision(submissionId);
  return (
    <WorkflowDialog opened={opened} title={t`Cancel the document`} isBusy={decision.isPending} onClose={onClose}>
      {opened ? <CancelForm decision={decision} onClose={onClose} /> : null}
    </WorkflowDialog>
  );
}
