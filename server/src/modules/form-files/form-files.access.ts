import { ErrorCode, SubmissionState } from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import type { Context } from '../../trpc/context';
import type { SubmissionAccess } from '../documents/submission-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';

/** What the form-file use cases need of a request: shared by the tRPC procedures and the multipart routes. */
export type SignedInContext = Pick<Context, 'db' | 'env' | 'now'> & { auth: AuthenticatedSession };

/**
 * Attachments change only while the submission is a Draft: once initiated, approvers decide on the
 * files they saw. Administrators may correct them in any state (their role already carries manage on
 * every submission of the company). Files added on approve or decline go through attachFiles with
 * their own rule.
 */
export function assertAttachmentsEditable(access: SubmissionAccess): void {
  if (access.role !== 'admin' && access.submission.state !== SubmissionState.draft) throw new DomainError(ErrorCode.permissionDenied);
}
