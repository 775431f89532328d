import { MessageTemplateType } from '@portal/shared';

/** Where a template's editor opens: templates/{id} for notifications, system-templates/{id} for system mails. */
export function templateAddress(type: MessageTemplateType, id: number | 'new'): string {
  return type === MessageTemplateType.systemMail ? `/admin/system-templates/${id}` : `/admin/templates/${id}`;
}

/** Where the list of a type is. */
export function templateListAddress(type: MessageTemplateType): string {
  return type === MessageTemplateType.systemMail ? '/admin/system-templates' : '/admin/workflows/templates';
}
