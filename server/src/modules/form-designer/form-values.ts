import { type CreateFormInput, ErrorCode } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../shift-groups/constraint-violations';
import { type DesignerActor, requireEditable } from './designer-access';
import * as formDesignerRepository from './form-designer.repository';

// The checks a form's values pass before they are written (create, update): its group is visible and
// the caller may place forms in it; its numbering is visible to the form's company (a shared form only
// a shared numbering); its activity code is one of the session company's; its system name is unique.

/** Locks the form's target group and answers its owner (null: shared). */
export async function lockTargetGroup(trx: Executor, actor: DesignerActor, formGroupId: number): Promise<string | null> {
  const group = await formDesignerRepository.lockGroup(trx, actor.companyCode, formGroupId);
  if (!group) throw DomainError.forField('formGroupId', ErrorCode.invalidValue);
  requireEditable(actor, group.company_code);
  return group.company_code;
}

/** The form's values as stored, once their references are checked for a form owned by `owner`. */
export async function checkedFormValues(
  trx: Executor,
  actor: DesignerActor,
  owner: string | null,
  input: CreateFormInput,
  options: { exceptId?: number; sortOrder: number },
): Promise<formDesignerRepository.FormValues> {
  const values: formDesignerRepository.FormValues = {
    name: input.name,
    nameEn: input.nameEn ?? null,
    formGroupId: input.formGroupId,
    sortOrder: input.sortOrder ?? options.sortOrder,
    isApplication: input.isApplication ?? false,
    messageOnSubmit: input.messageOnSubmit ?? null,
    systemName: input.systemName ?? null,
    numberingId: input.numberingId ?? null,
    activityCode: input.activityCode ?? null,
    bcGroup: input.bcGroup ?? null,
    allowHolidayPlanning: input.allowHolidayPlanning ?? false,
    holidayPlanningColor: input.holidayPlanningColor ?? null,
    formSection: input.formSection ?? null,
  };
  if (values.numberingId !== null) {
    const numbering = await formDesignerRepository.findVisibleNumbering(trx, actor.companyCode, values.numberingId);
    if (!numbering) throw DomainError.forField('numberingId', ErrorCode.invalidValue);
    // A shared form is filed by every company: a company's own numbering cannot name its documents.
    if (owner === null && numbering.company_code !== null) throw DomainError.forField('numberingId', ErrorCode.invalidValue);
  }
  if (values.activityCode !== null && !(await formDesignerRepository.isCompanyActivityCode(trx, actor.companyCode, values.activityCode))) {
    throw DomainError.forField('activityCode', ErrorCode.activityCodeUnknown);
  }
  if (values.systemName !== null && (await formDesignerRepository.isSystemNameTaken(trx, values.systemName, options.exceptId))) {
    throw DomainError.forField('systemName', ErrorCode.codeTaken);
  }
  return values;
}

/** A unique violation of the system name (a concurrent save took it) as the field error. */
export function systemNameTakenError(error: unknown): unknown {
  return isUniqueViolation(error, 'forms_system_name_key') ? DomainError.forField('systemName', ErrorCode.codeTaken) : error;
}
