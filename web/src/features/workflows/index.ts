// The workflow side of the document view, as the documents feature composes it.
export { CancellationBadge } from './components/cancellation-badge';
export { InitiationSteps } from './components/initiation-steps';
export { WorkflowActions } from './components/workflow-actions';
export { WorkflowHistory } from './components/workflow-history';
