import { type ApprovalRoute, type DesignerApprovalRouteInput, ErrorCode } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { businessToday } from '../../../trpc/business-date';
import type { Env } from '../../../env';
import { sessionCompany } from '../../employees/employee-access';
import type { AuthenticatedSession } from '../../sessions/session-tokens';
import { previewRoute } from '../../workflows/route-preview';
import * as repository from '../approval-routes.repository';

interface DesignerContext {
  db: Executor;
  auth: AuthenticatedSession;
  env: Env;
  now: () => Date;
}

/**
 * The designer's preview on the form editor: any employee of the session's company, as if they filed
 * the form themselves today. Another company's form or employee does not exist.
 */
export async function previewDesignerRoute(ctx: DesignerContext, input: DesignerApprovalRouteInput): Promise<ApprovalRoute> {
  const companyCode = sessionCompany(ctx.auth);
  if (!(await repository.findVisibleForm(ctx.db, input.formId, companyCode))) throw new DomainError(ErrorCode.recordNotFound);
  const employee = await repository.findEmployeeWithUsers(ctx.db, companyCode, input.employeeNo);
  if (!employee) throw DomainError.forField('employeeNo', ErrorCode.recordNotFound);
  const route = await previewRoute(ctx.db, {
    companyCode,
    formId: input.formId,
    employeeNo: employee.employeeNo,
    owners: new Set(employee.userIds),
    today: businessToday(ctx),
  });
  return { ...route, employeeName: employee.name };
}
