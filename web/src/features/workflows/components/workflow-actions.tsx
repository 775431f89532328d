import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { DocumentAction, documentActionsOf, type SubmissionDetail } from '@portal/shared';
import { IconArrowBackUp, IconBan, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { CancelDialog } from './cancel-dialog';
import { DecisionDialog } from './decision-dialog';
import { InitiateCancellationDialog } from './initiate-cancellation-dialog';

type OpenDialog = 'approve' | 'decline' | 'cancel' | 'initiateCancellation';

interface WorkflowActionsProps {
  submission: SubmissionDetail;
  isEditing: boolean;
}

/**
 * The document view's workflow buttons (spec 1 §4, §6): approve, decline, cancel, initiate the
 * cancellation of an approved document. (The administrator's permissions button arrives with the
 * admin area's permissions screen: a link to a screen that does not exist yet would only dead-end.)
 */
export function WorkflowActions({ submission, isEditing }: WorkflowActionsProps) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const actions = documentActionsOf(submission.state, { ...submission, isEditing });
  const canInitiateCancellation = actions.includes(DocumentAction.initiateCancellation);
  const close = () => setOpen(null);
  const decision = open === 'approve' || open === 'decline' ? open : null;

  return (
    <>
      {actions.includes(DocumentAction.approve) ? (
        <Button color="green" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setOpen('approve')}>
          <Trans>Approve</Trans>
        </Button>
      ) : null}
      {actions.includes(DocumentAction.decline) ? (
        <Button color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={() => setOpen('decline')}>
          <Trans>Decline</Trans>
        </Button>
      ) : null}
      {actions.includes(DocumentAction.cancel) ? (
        <Button color="red" variant="default" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setOpen('cancel')}>
          <Trans>Cancel the document</Trans>
        </Button>
      ) : null}
      {canInitiateCancellation ? (
        <Button color="red" variant="light" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => setOpen('initiateCancellation')}>
          <Trans>Initiate cancellation</Trans>
        </Button>
      ) : null}
      <DecisionDialog submissionId={submission.id} kind={decision} onClose={close} />
      <CancelDialog submissionId={submission.id} opened={open === 'cancel'} onClose={close} />
      <InitiateCancellationDialog submissionId={submission.id} formId={submission.form.id} opened={open === 'initiateCancellation'} onClose={close} />
    </>
  );
}
