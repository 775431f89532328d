import { canShowDocumentAction, DocumentAction } from '@portal/shared';
import type { ComponentProps } from 'react';
import { lazySection } from '../../../components/lazy-parts';
import type { InitiationSteps as InitiationStepsPart } from './initiation-steps';

// The document view's workflow sections that only some viewers see, each in its own chunk: the decision
// column is an approver's, the initiation steps a draft's filer's.

/** Approve or decline (decision-panel.tsx), fetched for the approver whose turn it is. */
export const DecisionPanel = lazySection(() => import('./decision-panel').then((module) => module.DecisionPanel));

/** The approval's steps (approval-route.tsx), drawn beside the decision panel. */
export const ApprovalRoute = lazySection(() => import('./approval-route').then((module) => module.ApprovalRoute));

const InitiationStepper = lazySection(() => import('./initiation-steps').then((module) => module.InitiationSteps));

/**
 * The initiation steps (initiation-steps.tsx) when the viewer may submit the draft through a workflow;
 * any other document shows its form at once, without waiting for the steps' code.
 */
export function InitiationSteps(props: ComponentProps<typeof InitiationStepsPart>) {
  const { submission } = props;
  const canInitiate = canShowDocumentAction(DocumentAction.initiateConfirmation, submission.state, submission);
  if (!canInitiate) return <>{props.renderForm(undefined)}</>;
  return <InitiationStepper {...props} />;
}
