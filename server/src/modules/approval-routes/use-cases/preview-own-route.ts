import { type ApprovalRoute, type ApprovalRouteInput, ErrorCode, FieldType, fieldKeyOf } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { businessToday } from '../../../trpc/business-date';
import { findCurrentEmployee, sessionCompany } from '../../employees/employee-access';
import { checkPeopleInScope, type DocumentsContext } from '../../documents/filing-rules';
import { getFilableForm } from '../../documents/use-cases/get-filable-form';
import { previewRoute } from '../../workflows/route-preview';
import * as repository from '../approval-routes.repository';

/**
 * The employee's preview on the new-document screen: only for a form they may file (not archived,
 * their company's or shared), about themselves or someone the form's employee field lets them pick —
 * the same scope check filing applies (checkPeopleInScope).
 */
export async function previewOwnRoute(ctx: DocumentsContext, input: ApprovalRouteInput): Promise<ApprovalRoute> {
  const companyCode = sessionCompany(ctx.auth);
  const today = businessToday(ctx);
  // Not archived, and the company's own or shared; another company's form is not found.
  const form = await getFilableForm(ctx.db, input.formId, companyCode);
  const own = await findCurrentEmployee(ctx);
  const employeeNo = input.employeeNo ?? own?.employeeNo;
  if (!employeeNo) throw DomainError.forField('employeeNo', ErrorCode.permissionDenied);
  if (employeeNo !== own?.employeeNo) {
    const employeeField = form.formData.find((field) => field.formMeta.type === FieldType.employees);
    if (!employeeField) throw DomainError.forField('employeeNo', ErrorCode.permissionDenied);
    // The picker's own refusal names the form's field; here the input's field is employeeNo.
    await checkPeopleInScope(ctx, form, { [fieldKeyOf(employeeField)]: employeeNo }, today).catch((error: unknown) => {
      throw error instanceof DomainError ? DomainError.forField('employeeNo', ErrorCode.permissionDenied) : error;
    });
  }
  const employee = await repository.findEmployeeWithUsers(ctx.db, companyCode, employeeNo);
  if (!employee) throw DomainError.forField('employeeNo', ErrorCode.permissionDenied);
  const route = await previewRoute(ctx.db, {
    companyCode,
    formId: form.id,
    employeeNo,
    // The caller files it; the employee's users own it too.
    owners: new Set([ctx.auth.user.id, ...employee.userIds]),
    today,
  });
  return { ...route, employeeName: employee.name };
}
