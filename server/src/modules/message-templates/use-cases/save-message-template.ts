import { ErrorCode, type MessageTemplate, type SaveMessageTemplateInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { sessionCompany } from '../../employees/employee-access';
import { sanitizeMessageBody } from '../../messages/message-body';
import { isUniqueViolation } from '../../shift-groups/constraint-violations';
import { hasMarkup } from '../../workflows/message-template';
import * as templatesRepository from '../message-templates.repository';
import { type MessageTemplatesContext, requireChangeable, toMessageTemplate, visibleTemplate } from '../template-access';

type SaveInput = z.infer<typeof SaveMessageTemplateInputSchema>;

/** An HTML body keeps only the allowlisted markup; a plain-text body stays text (the renderer makes paragraphs of it). */
function storedBody(text: string): string {
  return hasMarkup(text) ? sanitizeMessageBody(text) : text;
}

function codeTaken(): DomainError {
  return DomainError.forField('code', ErrorCode.codeTaken);
}

/**
 * POST admin-area/templates/save-template: creates (no id: in the session's company) or updates a
 * template. The schema already refused unknown placeholders; bodies are sanitised here. A template's
 * type stays what it was created as (system mails are never deletable, so none becomes deletable).
 */
export async function saveMessageTemplate(ctx: MessageTemplatesContext, input: SaveInput): Promise<MessageTemplate> {
  const companyCode = sessionCompany(ctx.auth);
  const values = { ...input, textLt: storedBody(input.textLt), textEn: storedBody(input.textEn) };
  try {
    return await withTransaction(ctx.db, async (trx) => {
      if (input.id === undefined) {
        if (await templatesRepository.isCodeTaken(trx, { companyCode, code: input.code })) throw codeTaken();
        const id = await templatesRepository.insertTemplate(trx, companyCode, values);
        return toMessageTemplate((await templatesRepository.findTemplate(trx, companyCode, id))!);
      }
      const template = await visibleTemplate(trx, companyCode, input.id, { lock: true });
      requireChangeable(ctx, template);
      if (template.type !== input.type) throw DomainError.forField('type', ErrorCode.invalidValue);
      if (await templatesRepository.isCodeTaken(trx, { companyCode: template.company_code, code: input.code, exceptId: template.id })) {
        throw codeTaken();
      }
      await templatesRepository.updateTemplate(trx, template.id, values);
      return toMessageTemplate((await templatesRepository.findTemplate(trx, companyCode, template.id))!);
    });
  } catch (error) {
    // Two saves of one code at the same moment: the unique index lets one through.
    throw isUniqueViolation(error, 'message_templates_company_code_unique') ? codeTaken() : error;
  }
}
