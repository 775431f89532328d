import type { Executor } from '../../db/transaction';
import type { AuthenticatedSession } from '../../trpc/context';
import { type Viewer, viewerFor } from '../../trpc/viewer';
import { type ListStanding, listStandingOf } from './document-lists.conditions.repository';
import type { DocumentViewer } from './document-permission';

/**
 * The viewer's grants, workflow participations and the application forms, as the document lists
 * judge by them: looked up once per request when the request's viewer holds (decision 005), so that
 * the lists of one batch (home shows three) share one statement; afresh otherwise.
 */
export function documentListStandingOf(
  ctx: { db: Executor; auth: AuthenticatedSession; viewer?: Viewer | null },
  viewer: DocumentViewer,
): Promise<ListStanding> {
  const requestViewer = viewerFor(ctx);
  const lookUp = () => listStandingOf(ctx.db, viewer);
  return requestViewer ? requestViewer.remember('document-lists:standing', lookUp) : lookUp();
}
