import {
  type MessageTemplate,
  type MessageTemplateType,
  type TemplateOption,
  TEMPLATES_BY_TYPE_LIMIT,
  type TemplateProperties,
  templatePlaceholders,
} from '@portal/shared';
import { sessionCompany } from '../../employees/employee-access';
import * as templatesRepository from '../message-templates.repository';
import { type MessageTemplatesContext, toMessageTemplate, visibleTemplate } from '../template-access';

/** GET admin-area/templates/{id}. */
export async function getMessageTemplate(ctx: MessageTemplatesContext, id: number): Promise<MessageTemplate> {
  return toMessageTemplate(await visibleTemplate(ctx.db, sessionCompany(ctx.auth), id));
}

/** GET admin-area/templates/get-template-properties/{id}: the placeholders the template's type fills. */
export async function getTemplateProperties(ctx: MessageTemplatesContext, id: number): Promise<TemplateProperties> {
  const template = await visibleTemplate(ctx.db, sessionCompany(ctx.auth), id);
  return { id: template.id, type: template.type, placeholders: templatePlaceholders(template.type as MessageTemplateType) };
}

/** GET admin-area/templates/get-by-type/{type}: every template of the type the company sees. */
export async function listTemplatesByType(ctx: MessageTemplatesContext, type: MessageTemplateType): Promise<TemplateOption[]> {
  const rows = await templatesRepository.listByType(ctx.db, sessionCompany(ctx.auth), type, TEMPLATES_BY_TYPE_LIMIT);
  return rows.map((row) => {
    const { textLt: _textLt, textEn: _textEn, ...option } = toMessageTemplate(row);
    return option;
  });
}
