import { lazySection } from '../../../components/lazy-parts';

/** What an approver decides with (decision-context-card.tsx), fetched only for the approver whose turn it is. */
export const DecisionContextCard = lazySection(() => import('./decision-context-card').then((module) => module.DecisionContextCard));
