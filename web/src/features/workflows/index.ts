// The workflow side of the document view, as app/ composes it into the documents feature's page.
export { CancellationBadge } from './components/cancellation-badge';
export { InitiationSteps } from './components/initiation-steps';
export { WorkflowActions } from './components/workflow-actions';
export { WorkflowHistory } from './components/workflow-history';
export { ApprovalRoute } from './components/approval-route';
export { canDecide, DecisionPanel } from './components/decision-panel';
