import { ErrorCode, type Language, type MessageTemplateType, type SentTestMail } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { enqueueMail } from '../../../mail/outbox';
import { sessionCompany } from '../../employees/employee-access';
import * as peopleRepository from '../../workflows/workflow-people.repository';
import { usableAddress } from '../../workflows/workflow-notifications';
import { fillTemplate } from '../fill-template';
import { type MessageTemplatesContext, visibleTemplate } from '../template-access';

/**
 * PUT admin-area/templates/send-test: the saved template, filled as its notices are, mailed through the
 * outbox to the administrator's own address and to no one else. The address is the administrator's
 * (alternative, own, or their employee record's in the company): never one from the request.
 */
export async function sendTestMessageTemplate(
  ctx: MessageTemplatesContext,
  input: { id: number; submissionId?: number | undefined; language?: Language | undefined },
): Promise<SentTestMail> {
  const companyCode = sessionCompany(ctx.auth);
  const userId = ctx.auth.user.id;
  return withTransaction(ctx.db, async (trx) => {
    const template = await visibleTemplate(trx, companyCode, input.id);
    const [settings] = await peopleRepository.listNoticeSettings(trx, [userId], companyCode);
    const address = usableAddress(settings?.alternative_email ?? null, settings?.email ?? null, settings?.company_email ?? null);
    if (!address) throw new DomainError(ErrorCode.emailNotSent);
    const language: Language = input.language ?? (settings?.default_language === 'en' ? 'en' : 'lt');
    const isEnglish = language === 'en';
    const filled = await fillTemplate({
      db: trx,
      env: ctx.env,
      companyCode,
      userId,
      type: template.type as MessageTemplateType,
      subject: isEnglish ? template.subject_en : template.subject_lt,
      text: isEnglish ? template.text_en : template.text_lt,
      submissionId: input.submissionId,
      language,
    });
    await enqueueMail(trx, {
      to: address,
      subject: filled.subject,
      text: filled.text,
      html: filled.html,
      template: `test:${template.code}`,
    });
    ctx.log.info({ actorUserId: userId, companyCode, templateId: template.id }, 'message template test mail queued');
    return { address, subject: filled.subject, submissionId: filled.submissionId };
  });
}
