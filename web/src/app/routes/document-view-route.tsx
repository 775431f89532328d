import { DocumentViewPage } from '../../features/documents/components/document-view-page';
import type { DocumentWorkflowParts } from '../../features/documents/workflow-parts';
import {
  ApprovalRoute,
  CancellationBadge,
  canDecide,
  DecisionPanel,
  InitiationSteps,
  WorkflowActions,
  WorkflowHistory,
} from '../../features/workflows';

const workflowParts: DocumentWorkflowParts = {
  CancellationBadge,
  InitiationSteps,
  WorkflowActions,
  WorkflowHistory,
  canDecide,
  DecisionPanel,
  ApprovalRoute,
};

/** The document view composes the workflows feature's parts into the documents feature's page (features stay independent). */
export function DocumentViewRoute() {
  return <DocumentViewPage workflow={workflowParts} />;
}
