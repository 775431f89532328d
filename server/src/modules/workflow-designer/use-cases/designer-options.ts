import type { WorkflowDesignerOptions } from '@portal/shared';
import { companyOf, type DesignerContext } from '../designer-context';
import * as repository from '../workflow-designer.repository';

/** The message templates, participant groups and form groups the designer picks from: the company's own and shared ones. */
export async function designerOptions(ctx: DesignerContext): Promise<WorkflowDesignerOptions> {
  const companyCode = companyOf(ctx);
  const [templates, roles, groups] = await Promise.all([
    repository.listMessageTemplates(ctx.db, companyCode),
    repository.listUserRoles(ctx.db, companyCode),
    repository.listFormGroups(ctx.db, companyCode),
  ]);
  return {
    messageTemplates: templates.map((row) => ({
      id: row.id,
      code: row.code,
      subject: row.subject_lt,
      subjectEn: row.subject_en,
      companyCode: row.company_code,
    })),
    userRoles: roles.map((row) => ({ id: row.id, name: row.name, systemName: row.system_name, companyCode: row.company_code })),
    formGroups: groups.map((row) => ({ id: row.id, name: row.name, nameEn: row.name_en })),
  };
}
