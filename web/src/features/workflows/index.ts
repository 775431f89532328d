// The workflow side of the document view, as app/ composes it into the documents feature's page. The
// sections only some viewers see come from lazy-sections: their code is fetched when they are drawn.
export { CancellationBadge } from './components/cancellation-badge';
export { ApprovalRoute, DecisionPanel, InitiationSteps } from './components/lazy-sections';
export { WorkflowActions } from './components/workflow-actions';
export { WorkflowHistory } from './components/workflow-history';
export { canDecide } from './can-decide';
