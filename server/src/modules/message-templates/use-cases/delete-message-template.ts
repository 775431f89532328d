import { ErrorCode, MessageTemplateType } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { sessionCompany } from '../../employees/employee-access';
import * as templatesRepository from '../message-templates.repository';
import { type MessageTemplatesContext, requireChangeable, visibleTemplate } from '../template-access';

/** DELETE admin-area/templates/{id}: refused for system mails and while a workflow names the template. */
export async function deleteMessageTemplate(ctx: MessageTemplatesContext, id: number): Promise<{ id: number }> {
  const companyCode = sessionCompany(ctx.auth);
  await withTransaction(ctx.db, async (trx) => {
    const template = await visibleTemplate(trx, companyCode, id, { lock: true });
    requireChangeable(ctx, template);
    if (template.type === MessageTemplateType.systemMail) throw new DomainError(ErrorCode.systemTemplateNotDeletable);
    if ((await templatesRepository.countWorkflowsUsing(trx, id)) > 0) throw new DomainError(ErrorCode.cannotDeleteWithRelatedEntries);
    await templatesRepository.deleteTemplate(trx, id);
    ctx.log.info({ actorUserId: ctx.auth.user.id, companyCode, templateId: id, code: template.code }, 'message template deleted');
  });
  return { id };
}
