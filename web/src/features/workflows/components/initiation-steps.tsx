import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { canShowDocumentAction, DocumentAction, type SubmissionDetail } from '@portal/shared';
import { IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { InitiationStep, useInitiation } from '../hooks/use-initiation';
import { InitiateConfirmDialog } from './initiate-confirm-dialog';
import { ParticipantsStep } from './participants-step';
import { WorkflowSelectionStep } from './workflow-selection-step';

interface InitiationStepsProps {
  submission: SubmissionDetail;
  isEditing: boolean;
  /**
   * Step 1, the form. `onSubmit` is given when the draft is submitted through a workflow: the editor
   * saves the values and calls it to move on to step 2 (the save itself does not initiate then).
   */
  renderForm: (onSubmit: (() => void) | undefined) => ReactNode;
  /** The workflow started: the document is under approval. */
  onInitiated: () => void;
}

function InitiationStepper({ submission, isEditing, renderForm, onInitiated }: InitiationStepsProps) {
  const { t } = useLingui();
  const initiation = useInitiation(submission, onInitiated);
  // Editing the form goes back to step 1 (adjusted while rendering, not in an effect).
  const [wasEditing, setWasEditing] = useState(isEditing);
  if (wasEditing !== isEditing) {
    setWasEditing(isEditing);
    if (isEditing) initiation.goBack(InitiationStep.form);
  }

  return (
    <>
      <Stepper
        active={initiation.step}
        onStepClick={(index) => initiation.goBack(index as InitiationStep)}
        allowNextStepsSelect={false}
        size="sm"
      >
        <Stepper.Step label={t`Form`}>
          <Stack gap="md">
            {renderForm(initiation.begin)}
            {isEditing ? null : (
              <Group>
                <Button leftSection={<IconSend size={16} aria-hidden />} onClick={initiation.begin}>
                  <Trans>Submit</Trans>
                </Button>
              </Group>
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Workflow`}>
          <WorkflowSelectionStep initiation={initiation} />
        </Stepper.Step>
        <Stepper.Step label={t`Participants`}>
          <ParticipantsStep submissionId={submission.id} initiation={initiation} />
        </Stepper.Step>
      </Stepper>
      <InitiateConfirmDialog initiation={initiation} />
    </>
  );
}

/**
 * The document view's steps (spec 1 §2, §4): a draft its filer may initiate through a workflow goes
 * from the form (1) to the workflow (2) and, when the plan takes them, its participants (3). Any other
 * document shows the form alone.
 */
export function InitiationSteps(props: InitiationStepsProps) {
  const canInitiate = canShowDocumentAction(DocumentAction.initiateConfirmation, props.submission.state, props.submission);
  if (!canInitiate) return <>{props.renderForm(undefined)}</>;
  return <InitiationStepper {...props} />;
}
