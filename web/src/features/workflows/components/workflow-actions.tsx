import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { DocumentAction, documentActionsOf, type SubmissionDetail } from '@portal/shared';
import { IconArrowBackUp, IconBan, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CancelDialog, InitiateCancellationDialog } from './lazy-dialogs';

type OpenDialog = 'cancel' | 'initiateCancellation';

interface WorkflowActionsProps {
  submission: SubmissionDetail;
  isEditing: boolean;
}

/**
 * The document view's workflow buttons (spec 1 §4, §6): cancel, initiate the
 * cancellation of an approved document, and for an administrator the permissions button, which opens
 * the admin area's permissions screen for the document. Approve and decline are the decision panel's
 * (decision-panel.tsx), beside the document.
 */
export function WorkflowActions({ submission, isEditing }: WorkflowActionsProps) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const actions = documentActionsOf(submission.state, { ...submission, isEditing });
  const canInitiateCancellation = actions.includes(DocumentAction.initiateCancellation);
  const close = () => setOpen(null);

  return (
    <>
      {actions.includes(DocumentAction.cancel) ? (
        <Button color="red" variant="default" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setOpen('cancel')}>
          <Trans>Cancel the document</Trans>
        </Button>
      ) : null}
      {canInitiateCancellation ? (
        <Button
          color="red"
          variant="light"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={() => setOpen('initiateCancellation')}
        >
          <Trans>Initiate cancellation</Trans>
        </Button>
      ) : null}
      {submission.isAdmin ? (
        <Button
          component={Link}
          to={`/admin/permissions?objectType=document&objectId=${submission.id}`}
          variant="default"
          leftSection={<IconLock size={16} aria-hidden />}
        >
          <Trans>Permissions</Trans>
        </Button>
      ) : null}
      <CancelDialog submissionId={submission.id} opened={open === 'cancel'} onClose={close} />
      <InitiateCancellationDialog
        submissionId={submission.id}
        formId={submission.form.id}
        opened={open === 'initiateCancellation'}
        onClose={close}
      />
    </>
  );
}
