import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { useWorkflowDecision } from '../hooks/use-workflow-decision';
import { CommentField } from './comment-field';
import { DecisionFiles } from './decision-files';
import { WorkflowDialog } from './workflow-dialog';

// The server's limit of the reason (shared WorkflowCommentSchema).
const REASON_MAX_LENGTH = 2000;

/** An administrator approving or declining for a participant, from the history. */
export interface ActingFor {
  participantId: number;
  name: string;
}

interface DecisionDialogProps {
  submissionId: number;
  /** The decision asked for; null keeps the dialog closed. */
  kind: 'approve' | 'decline' | null;
  actingFor?: ActingFor | null;
  onClose: () => void;
}

interface DecisionFormProps {
  kind: 'approve' | 'decline';
  actingFor: ActingFor | null;
  decision: ReturnType<typeof useWorkflowDecision>;
  onClose: () => void;
}

function DecisionForm({ kind, actingFor, decision, onClose }: DecisionFormProps) {
  const { t } = useLingui();
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [isReasonMissing, setReasonMissing] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const { decide, progress, isPending } = decision;
  const name = actingFor?.name ?? '';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // An administrator deciding for a participant says why (the history records it).
        if (actingFor && reason.trim() === '') {
          setReasonMissing(true);
          return;
        }
        void decide(kind, { comment, files, ...(actingFor ? { participantId: actingFor.participantId, reason } : {}) });
      }}
    >
      <Stack gap="md">
        {actingFor ? (
          <Text>
            {kind === 'approve' ? <Trans>You approve on behalf of {name}.</Trans> : <Trans>You decline on behalf of {name}.</Trans>}
          </Text>
        ) : null}
        {actingFor ? (
          <Textarea
            label={t`Reason for deciding on their behalf`}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonMissing(false);
            }}
            error={isReasonMissing ? t`Give the reason.` : undefined}
            required
            rows={2}
            maxLength={REASON_MAX_LENGTH}
            disabled={isPending}
          />
        ) : null}
        <CommentField value={comment} onChange={setComment} disabled={isPending} />
        <DecisionFiles files={files} onChange={setFiles} disabled={isPending} />
        <UploadProgressBar progress={progress} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            <Trans>Back</Trans>
          </Button>
          {kind === 'approve' ? (
            <Button type="submit" color="green" loading={isPending}>
              <Trans>Approve</Trans>
            </Button>
          ) : (
            <Button type="submit" color="red" loading={isPending}>
              <Trans>Decline</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Approve or decline with an optional comment and files (spec 1 §2 "Document view"). */
export function DecisionDialog({ submissionId, kind, actingFor = null, onClose }: DecisionDialogProps) {
  const { t } = useLingui();
  const decision = useWorkflowDecision(submissionId);
  const title = kind === 'decline' ? t`Decline the document` : t`Approve the document`;
  return (
    <WorkflowDialog opened={kind !== null} title={title} isBusy={decision.isPending} onClose={onClose}>
      {/* A fresh form each time the dialog opens: no comment or files left from before. */}
      {kind !== null ? <DecisionForm kind={kind} actingFor={actingFor} decision={decision} onClose={onClose} /> : null}
    </WorkflowDialog>
  );
}
