import { localized, WorkflowEffectKey, WorkflowMappingType, type WorkflowPlaceholder } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { defaultMessageTemplates, MessageTemplateCode } from '../../db/seed/demo-message-templates';
import { type Env, publicUrl } from '../../env';
import { enqueueMail } from '../../mail/outbox';
import { sanitizeMessageBody } from '../messages/message-body';
import * as messagesRepository from '../messages/messages.repository';
import * as submissionsRepository from '../submissions/submissions.repository';
import { peopleByUserId } from '../users/people-by-user-id';
import { hasMarkup, renderMessageTemplate } from './message-template';
import * as noticesRepository from './workflow-notices.repository';
import * as peopleRepository from './workflow-people.repository';

/** One line under a history entry: what an action caused. */
export interface WorkflowEffect {
  description: WorkflowEffectKey;
  result: string;
}

/** What the engine tells people about (issue #5 "Effects"). Return lines are `{ description: WorkflowEffectKey, result }`. */
export type WorkflowNotice =
  | { kind: 'activityStarted'; submissionId: number; instanceActivityId: number; recipientUserIds: number[] }
  /** The document was filed: sent only when its workflow names a templateCreated. */
  | { kind: 'created'; submissionId: number; workflowId: number; recipientUserIds: number[] }
  | { kind: 'approved' | 'rejected' | 'cancelled'; submissionId: number; recipientUserIds: number[]; comment: string | null };

export interface NoticeDeps {
  env: Env;
  now: () => Date;
}

type NoticeKind = Exclude<WorkflowNotice['kind'], 'created'>;
type Language = 'lt' | 'en';

const defaultCodeOf: Record<NoticeKind, MessageTemplateCode> = {
  activityStarted: MessageTemplateCode.activityStarted,
  approved: MessageTemplateCode.approved,
  rejected: MessageTemplateCode.rejected,
  cancelled: MessageTemplateCode.cancelled,
};

// The workflow's own template for the notice, when it names one; a cancellation has no column.
const workflowTemplateColumn = {
  activityStarted: 'template_action_id',
  approved: 'template_approved_id',
  rejected: 'template_rejected_id',
  cancelled: null,
} as const satisfies Record<NoticeKind, string | null>;

interface ResolvedTemplate {
  code: string;
  company_code: string | null;
  subject_lt: string;
  subject_en: string;
  text_lt: string;
  text_en: string;
}

interface Person {
  id: number;
  username: string;
  name: string;
  language: Language;
  sendEmails: boolean;
  address: string | null;
}

// Addresses go into a mail header: anything but one plain address is not used.
const PLAIN_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/;

/** The first candidate that is one plain e-mail address. */
export function usableAddress(...candidates: (string | null)[]): string | null {
  for (const candidate of candidates) {
    const address = candidate?.trim();
    if (address && PLAIN_ADDRESS.test(address)) return address;
  }
  return null;
}

/**
 * A shared template as the document's company sends it: the company's own copy under the same code
 * when it has one (a designer below the shared-definition level adapts a shared text by copying it).
 */
async function companyVersionOf(db: Executor, companyCode: string, template: ResolvedTemplate): Promise<ResolvedTemplate> {
  if (template.company_code !== null) return template;
  return (await noticesRepository.findTemplateByCode(db, companyCode, template.code)) ?? template;
}

/**
 * The workflow's template for the notice, else the default one by code, else the built-in text. A
 * step of a cancellation run defaults to the cancellation request's text, not the approval's.
 */
async function resolveTemplate(
  db: Executor,
  companyCode: string,
  kind: NoticeKind,
  workflowId: number | null,
  isCancellation: boolean,
): Promise<ResolvedTemplate> {
  const column = workflowTemplateColumn[kind];
  if (column && workflowId !== null) {
    const own = await noticesRepository.findWorkflowTemplate(db, workflowId, column);
    if (own) return companyVersionOf(db, companyCode, own);
  }
  const code = kind === 'activityStarted' && isCancellation ? MessageTemplateCode.cancellationRequested : defaultCodeOf[kind];
  // The company's own copy of a default template comes before the shared one.
  const byCode = await noticesRepository.findTemplateByCode(db, companyCode, code);
  if (byCode) return byCode;
  const builtIn = defaultMessageTemplates[code];
  return {
    code,
    company_code: null,
    subject_lt: builtIn.subjectLt,
    subject_en: builtIn.subjectEn,
    text_lt: builtIn.textLt,
    text_en: builtIn.textEn,
  };
}

// What a cancellation step's notice adds when its template has no {comment} (a workflow's own template
// written for approvals): the reason still reaches the approver, escaped like every value.
const CANCELLATION_REASON_BLOCK = {
  html: {
    lt: '<p>Atšaukimo priežastis:</p><blockquote>{comment}</blockquote>',
    en: '<p>Reason for the cancellation:</p><blockquote>{comment}</blockquote>',
  },
  plain: { lt: '\n\nAtšaukimo priežastis: {comment}', en: '\n\nReason for the cancellation: {comment}' },
} as const;
const HAS_COMMENT = /\{comment\}/;

function withReasonBlock(text: string, language: Language): string {
  if (HAS_COMMENT.test(text)) return text;
  return text + (hasMarkup(text) ? CANCELLATION_REASON_BLOCK.html[language] : CANCELLATION_REASON_BLOCK.plain[language]);
}

/** The template of a cancellation step, sure to carry the reason; any other template as it is. */
function withCancellationReason(template: ResolvedTemplate, isCancellation: boolean): ResolvedTemplate {
  if (!isCancellation) return template;
  return { ...template, text_lt: withReasonBlock(template.text_lt, 'lt'), text_en: withReasonBlock(template.text_en, 'en') };
}

/** The users with their name (as peopleByUserId names them), language and mail address in the submission's company. */
async function loadPeople(db: Executor, userIds: readonly number[], companyCode: string): Promise<Map<number, Person>> {
  if (userIds.length === 0) return new Map();
  const [names, rows] = await Promise.all([
    peopleByUserId(db, companyCode, userIds),
    peopleRepository.listNoticeSettings(db, userIds, companyCode),
  ]);
  const people = new Map<number, Person>();
  for (const row of rows) {
    const named = names.get(row.id);
    if (people.has(row.id) || !named) continue;
    people.set(row.id, {
      id: row.id,
      username: named.username,
      name: named.name,
      language: row.default_language === 'en' ? 'en' : 'lt',
      sendEmails: row.send_emails,
      // The address the user chose in their settings comes first.
      address: usableAddress(row.alternative_email, row.email, row.company_email),
    });
  }
  return people;
}

/** The workflow's "document filed" template (templateCreated), as the company sends it; none when it names none. */
async function filedTemplate(db: Executor, companyCode: string, workflowId: number): Promise<ResolvedTemplate | undefined> {
  const named = await noticesRepository.findWorkflowTemplate(db, workflowId, 'template_created_id');
  return named ? companyVersionOf(db, companyCode, named) : undefined;
}

/** The address of the document in the portal, as notices link it. */
export function documentLink(env: Env, submission: { id: number; is_application: boolean }): string {
  return `${publicUrl(env).replace(/\/+$/, '')}${submission.is_application ? '/applications/view-application' : '/documents/view'}/${submission.id}`;
}

/**
 * What a notice fills its template's placeholders with: every placeholder of the shared list
 * (WORKFLOW_PLACEHOLDERS, which the template editor offers and save-template checks), and no other.
 */
export function documentPlaceholderValues(
  submission: Pick<submissionsRepository.SubmissionWithForm, 'document_no' | 'form_name' | 'form_name_en' | 'date_from' | 'date_to'>,
  parts: { language: Language; initiatorName: string; activityName: string; comment: string; recipientName: string; link: string },
): Record<WorkflowPlaceholder, string> {
  return {
    documentNo: submission.document_no ?? '',
    formName: localized(submission.form_name, submission.form_name_en, parts.language),
    initiator: parts.initiatorName,
    dateFrom: submission.date_from ?? '',
    dateTo: submission.date_to ?? '',
    activityName: parts.activityName,
    comment: parts.comment,
    recipient: parts.recipientName,
    link: parts.link,
  };
}

/**
 * Queues an in-app message and (unless the recipient turned e-mails off) a mail per recipient, inside
 * the engine's transaction. Returns one line per recipient for the execution log.
 */
export async function queueWorkflowNotices(trx: Executor, deps: NoticeDeps, notice: WorkflowNotice): Promise<WorkflowEffect[]> {
  const recipientIds = [...new Set(notice.recipientUserIds)];
  if (recipientIds.length === 0) return [];
  const submission = await submissionsRepository.findWithForm(trx, notice.submissionId);
  if (!submission) return [];
  const activity =
    notice.kind === 'activityStarted' ? await noticesRepository.findActivityWithWorkflow(trx, notice.instanceActivityId) : null;
  const isCancellation = activity?.instance_type === WorkflowMappingType.cancellation;
  const template =
    notice.kind === 'created'
      ? await filedTemplate(trx, submission.company_code, notice.workflowId)
      : withCancellationReason(
          await resolveTemplate(trx, submission.company_code, notice.kind, activity?.workflow_id ?? submission.workflow_id, isCancellation),
          isCancellation,
        );
  // A filing notice goes out only when the workflow names its own text for it.
  if (!template) return [];
  const initiatorId = submission.initiated_by ?? submission.submitted_by;
  const people = await loadPeople(
    trx,
    initiatorId === null ? recipientIds : [...new Set([...recipientIds, initiatorId])],
    submission.company_code,
  );
  const initiatorName = initiatorId === null ? '' : (people.get(initiatorId)?.name ?? '');
  const link = documentLink(deps.env, submission);
  // An approver of a cancellation decides on the employee's reason: it is the step's {comment}.
  const comment =
    notice.kind === 'created'
      ? ''
      : notice.kind !== 'activityStarted'
        ? (notice.comment ?? '')
        : isCancellation
          ? ((await noticesRepository.findCancellationReason(trx, activity!.instance_id)) ?? '')
          : '';

  const effects: WorkflowEffect[] = [];
  for (const recipientId of recipientIds) {
    const recipient = people.get(recipientId);
    if (!recipient) continue;
    const isEnglish = recipient.language === 'en';
    const rendered = renderMessageTemplate(
      { subject: isEnglish ? template.subject_en : template.subject_lt, text: isEnglish ? template.text_en : template.text_lt },
      documentPlaceholderValues(submission, {
        language: recipient.language,
        initiatorName,
        activityName: activity ? localized(activity.name, activity.name_en, recipient.language) : '',
        comment,
        recipientName: recipient.name,
        link,
      }),
    );
    const body = sanitizeMessageBody(rendered.html);
    await messagesRepository.insert(trx, { userId: recipient.id, subject: rendered.subject, body, now: deps.now() });
    const isMailed = recipient.sendEmails && recipient.address !== null;
    if (isMailed) {
      await enqueueMail(trx, {
        to: recipient.address!,
        subject: rendered.subject,
        text: rendered.text,
        html: body,
        template: template.code,
      });
    }
    effects.push({ description: isMailed ? WorkflowEffectKey.messageQueued : WorkflowEffectKey.messageInAppOnly, result: recipient.name });
  }
  return effects;
}
