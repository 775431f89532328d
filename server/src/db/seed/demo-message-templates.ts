import { sql, type Transaction } from 'kysely';
import type { Database } from '../database';

// The default texts of workflow notifications. A workflow may name its own templates; without them
// (and on a database where even these were never seeded) the notifications use these same texts.
// Bodies are HTML with {placeholders} (see modules/workflows/message-template.ts); an empty
// {comment} leaves an empty quote that shows nothing. A step of a cancellation run tells its
// approvers the reason the employee gave, as {comment}.

export const MessageTemplateCode = {
  activityStarted: 'workflow.activity_started',
  cancellationRequested: 'workflow.cancellation_requested',
  approved: 'workflow.approved',
  rejected: 'workflow.rejected',
  cancelled: 'workflow.cancelled',
} as const;
export type MessageTemplateCode = (typeof MessageTemplateCode)[keyof typeof MessageTemplateCode];

/** message_templates.type of a workflow notification. */
export const WORKFLOW_NOTIFICATION_TEMPLATE_TYPE = 0;

export interface DefaultMessageTemplate {
  subjectLt: string;
  subjectEn: string;
  textLt: string;
  textEn: string;
}

export const defaultMessageTemplates: Readonly<Record<MessageTemplateCode, DefaultMessageTemplate>> = {
  [MessageTemplateCode.activityStarted]: {
    subjectLt: 'Laukia jūsų sprendimo: {formName} {documentNo}',
    subjectEn: 'Awaiting your decision: {formName} {documentNo}',
    textLt:
      '<p>Sveiki, {recipient},</p>' +
      '<p>{initiator} pateikė dokumentą <strong>{formName}</strong> (Nr. {documentNo}). Jis pasiekė etapą „{activityName}“ ir laukia jūsų sprendimo.</p>' +
      '<p><a href="{link}">Atidaryti dokumentą</a></p>',
    textEn:
      '<p>Hello {recipient},</p>' +
      '<p>{initiator} submitted <strong>{formName}</strong> (No. {documentNo}). It has reached the step “{activityName}” and is waiting for your decision.</p>' +
      '<p><a href="{link}">Open the document</a></p>',
  },
  [MessageTemplateCode.cancellationRequested]: {
    subjectLt: 'Prašoma atšaukti: {formName} {documentNo}',
    subjectEn: 'Cancellation requested: {formName} {documentNo}',
    textLt:
      '<p>Sveiki, {recipient},</p>' +
      '<p>Prašoma atšaukti patvirtintą dokumentą <strong>{formName}</strong> (Nr. {documentNo}). Atšaukimas pasiekė etapą „{activityName}“ ir laukia jūsų sprendimo.</p>' +
      '<p>Atšaukimo priežastis:</p>' +
      '<blockquote>{comment}</blockquote>' +
      '<p><a href="{link}">Atidaryti dokumentą</a></p>',
    textEn:
      '<p>Hello {recipient},</p>' +
      '<p>The cancellation of the approved <strong>{formName}</strong> (No. {documentNo}) has been requested. It has reached the step “{activityName}” and is waiting for your decision.</p>' +
      '<p>Reason for the cancellation:</p>' +
      '<blockquote>{comment}</blockquote>' +
      '<p><a href="{link}">Open the document</a></p>',
  },
  [MessageTemplateCode.approved]: {
    subjectLt: 'Jūsų dokumentas patvirtintas: {formName} {documentNo}',
    subjectEn: 'Your document has been approved: {formName} {documentNo}',
    textLt:
      '<p>Sveiki, {recipient},</p>' +
      '<p>Jūsų dokumentas <strong>{formName}</strong> (Nr. {documentNo}) patvirtintas.</p>' +
      '<blockquote>{comment}</blockquote>' +
      '<p><a href="{link}">Peržiūrėti dokumentą</a></p>',
    textEn:
      '<p>Hello {recipient},</p>' +
      '<p>Your document <strong>{formName}</strong> (No. {documentNo}) has been approved.</p>' +
      '<blockquote>{comment}</blockquote>' +
      '<p><a href="{link}">View the document</a></p>',
  },
  [MessageTemplateCode.rejected]: {
    subjectLt: 'Jūsų dokumentas atmestas: {formName} {documentNo}',
    subjectEn: 'Your document has been rejected: {formName} {documentNo}',
    textLt:
      '<p>Sveiki, {recipient},</p>' +
      '<p>Jūsų dokumentas <strong>{formName}</strong> (Nr. {documentNo}) atmestas.</p>' +
      '<blockquote>{comment}</blockquote>' +
      '<p><a href="{link}">Peržiūrėti dokumentą</a></p>',
    textEn:
      '<p>Hello {recipient},</p>' +
      '<p>Your document <strong>{formName}</strong> (No. {documentNo}) has been rejected.</p>' +
      '<blockquote>{comment}</blockquote>' +
      '<p><a href="{link}">View the document</a></p>',
  },
  [MessageTemplateCode.cancelled]: {
    subjectLt: 'Jūsų dokumentas atšauktas: {formName} {documentNo}',
    subjectEn: 'Your document has been cancelled: {formName} {documentNo}',
    textLt:
      '<p>Sveiki, {recipient},</p>' +
      '<p>Jūsų dokumentas <strong>{formName}</strong> (Nr. {documentNo}) atšauktas.</p>' +
      '<blockquote>{comment}</blockquote>' +
      '<p><a href="{link}">Peržiūrėti dokumentą</a></p>',
    textEn:
      '<p>Hello {recipient},</p>' +
      '<p>Your document <strong>{formName}</strong> (No. {documentNo}) has been cancelled.</p>' +
      '<blockquote>{comment}</blockquote>' +
      '<p><a href="{link}">View the document</a></p>',
  },
};

/** Inserts the default templates; one an administrator already has (by code) stays as it is. */
export async function seedMessageTemplates(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('message_templates')
    .values(
      Object.entries(defaultMessageTemplates).map(([code, template]) => ({
        code,
        type: WORKFLOW_NOTIFICATION_TEMPLATE_TYPE,
        subject_lt: template.subjectLt,
        subject_en: template.subjectEn,
        text_lt: template.textLt,
        text_en: template.textEn,
      })),
    )
    // Codes are unique per company since migration 0027 (shared templates: no company).
    .onConflict((conflict) => conflict.expression(sql`(coalesce(company_code, '')), code`).doNothing())
    .execute();
}
