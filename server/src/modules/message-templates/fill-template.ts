import { ErrorCode, type Language, localized, MessageTemplateType, type SystemMailPlaceholder } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import type { Env } from '../../env';
import { publicUrl } from '../../env';
import { DomainError } from '../../errors/domain-error';
import { sanitizeMessageBody } from '../messages/message-body';
import * as submissionsRepository from '../submissions/submissions.repository';
import { peopleByUserId } from '../users/people-by-user-id';
import { renderMessageTemplate } from '../workflows/message-template';
import { documentLink, documentPlaceholderValues } from '../workflows/workflow-notifications';
import * as templatesRepository from './message-templates.repository';

// A template filled the way its notices are, for the designer's preview and "send test": a workflow
// notification from a document of the administrator's company (the one chosen, else the newest) with
// the administrator as its recipient; a system mail from sample values. Nothing here sends anything.

export interface FillRequest {
  db: Executor;
  env: Env;
  companyCode: string;
  /** The administrator: the recipient whose name and language fill the text. */
  userId: number;
  type: MessageTemplateType;
  subject: string;
  text: string;
  submissionId: number | undefined;
  language: Language;
}

export interface FilledTemplate {
  subject: string;
  /** Sanitised HTML. */
  html: string;
  text: string;
  submissionId: number | null;
}

async function documentValues(request: FillRequest, recipientName: string) {
  const submissionId = request.submissionId ?? (await submissionsRepository.newestSubmissionId(request.db, request.companyCode));
  const submission =
    submissionId === null
      ? undefined
      : await submissionsRepository.findWithForm(request.db, submissionId, { companyCode: request.companyCode });
  // Another company's document does not exist for the caller.
  if (!submission) throw DomainError.forField('submissionId', ErrorCode.recordNotFound);
  const initiatorId = submission.initiated_by ?? submission.submitted_by;
  const initiator =
    initiatorId === null ? undefined : (await peopleByUserId(request.db, request.companyCode, [initiatorId])).get(initiatorId);
  const activity = await templatesRepository.findCurrentActivity(request.db, submission.id);
  const values = documentPlaceholderValues(submission, {
    language: request.language,
    initiatorName: initiator?.name ?? '',
    activityName: activity ? localized(activity.name, activity.name_en, request.language) : '',
    comment: '',
    recipientName,
    link: documentLink(request.env, submission),
  });
  return { values, submissionId: submission.id };
}

export async function fillTemplate(request: FillRequest): Promise<FilledTemplate> {
  const admin = (await peopleByUserId(request.db, request.companyCode, [request.userId])).get(request.userId);
  const filled =
    request.type === MessageTemplateType.systemMail
      ? {
          values: {
            username: admin?.username ?? '',
            link: `${publicUrl(request.env).replace(/\/+$/, '')}/password-recover?token=sample`,
          } satisfies Record<SystemMailPlaceholder, string>,
          submissionId: null,
        }
      : await documentValues(request, admin?.name ?? '');
  const rendered = renderMessageTemplate({ subject: request.subject, text: request.text }, filled.values);
  const html = sanitizeMessageBody(rendered.html);
  return { subject: rendered.subject, html, text: rendered.text, submissionId: filled.submissionId };
}
