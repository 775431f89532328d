import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { DocumentAction, documentActionsOf, type SubmissionDetail } from '@portal/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { useWorkflowDecision } from '../hooks/use-workflow-decision';
import { CommentField } from './comment-field';
import { DecisionFiles } from './decision-files';

/**
 * The approver's decision beside the request (issue #12, the approval panel of Odoo Time Off): approve
 * or decline with a comment and files; a decline says why — the comment is its reason, required here
 * and by the server. Afterwards the approver goes on to their next task.
 */
export function DecisionPanel({ submission }: { submission: SubmissionDetail }) {
  const { t } = useLingui();
  const titleId = useId();
  const decision = useWorkflowDecision(submission.id);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isReasonMissing, setReasonMissing] = useState(false);
  const [choice, setChoice] = useState<'approve' | 'decline' | null>(null);
  const commentBox = useRef<HTMLDivElement>(null);
  const actions = documentActionsOf(submission.state, { ...submission, isEditing: false });
  const { decide, progress, isPending } = decision;

  const submit = (kind: 'approve' | 'decline') => {
    if (kind === 'decline' && comment.trim() === '') {
      setReasonMissing(true);
      // The keyboard goes where the reason is written, and a screen reader reads the error with the field.
      commentBox.current?.querySelector('textarea')?.focus();
      return;
    }
    setChoice(kind);
    void decide(kind, { comment, files });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          <Trans>Your decision</Trans>
        </Title>
        <div ref={commentBox}>
          <CommentField
            value={comment}
            onChange={(value) => {
              setComment(value);
              setReasonMissing(false);
            }}
            disabled={isPending}
            description={t`Required to decline: the employee reads it as the reason.`}
            error={isReasonMissing ? t`Comment: write the reason for declining.` : undefined}
            isAutofocus={false}
          />
        </div>
        <DecisionFiles files={files} onChange={setFiles} disabled={isPending} />
        <UploadProgressBar progress={progress} />
        <Group gap="sm">
          {actions.includes(DocumentAction.approve) ? (
            <Button
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={isPending && choice === 'approve'}
              disabled={isPending && choice !== 'approve'}
              onClick={() => submit('approve')}
            >
              <Trans>Approve</Trans>
            </Button>
          ) : null}
          {actions.includes(DocumentAction.decline) ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} aria-hidden />}
              loading={isPending && choice === 'decline'}
              disabled={isPending && choice !== 'decline'}
              onClick={() => submit('decline')}
            >
              <Trans>Decline</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
