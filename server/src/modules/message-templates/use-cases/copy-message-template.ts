import { ErrorCode, type MessageTemplate, type MessageTemplateType } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { sessionCompany } from '../../employees/employee-access';
import { isUniqueViolation } from '../../shift-groups/constraint-violations';
import * as templatesRepository from '../message-templates.repository';
import { type MessageTemplatesContext, toMessageTemplate, visibleTemplate } from '../template-access';

/**
 * POST admin-area/templates/copy/{id}/{name}: a copy in the session's company under the code `name`.
 * Copying a shared template under its own code gives the company its own version, which the engine
 * then sends to the company's documents instead of the shared one.
 */
export async function copyMessageTemplate(ctx: MessageTemplatesContext, input: { id: number; name: string }): Promise<MessageTemplate> {
  const companyCode = sessionCompany(ctx.auth);
  const codeTaken = () => DomainError.forField('name', ErrorCode.codeTaken);
  try {
    return await withTransaction(ctx.db, async (trx) => {
      const source = await visibleTemplate(trx, companyCode, input.id);
      if (await templatesRepository.isCodeTaken(trx, { companyCode, code: input.name })) throw codeTaken();
      const id = await templatesRepository.insertTemplate(trx, companyCode, {
        code: input.name,
        type: source.type as MessageTemplateType,
        subjectLt: source.subject_lt,
        subjectEn: source.subject_en,
        textLt: source.text_lt,
        textEn: source.text_en,
      });
      return toMessageTemplate((await templatesRepository.findTemplate(trx, companyCode, id))!);
    });
  } catch (error) {
    throw isUniqueViolation(error, 'message_templates_company_code_unique') ? codeTaken() : error;
  }
}
