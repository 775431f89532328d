import { lazySection } from '../../components/lazy-parts';

/**
 * The form's inputs (dynamic-form.tsx and every field type's control), fetched when first drawn: the
 * document view needs them only while a draft is edited, its readers see the summary.
 */
export const LazyDynamicForm = lazySection(() => import('./dynamic-form').then((module) => module.DynamicForm));
