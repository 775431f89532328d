import {
  EMPLOYEE_PICKER_LIMIT,
  type EmployeePickerInput,
  ErrorCode,
  hasWorkTimeAccess,
  type IsoDate,
  type Participant,
  participantName,
} from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { type Viewer, viewerFor } from '../../trpc/viewer';
import { findCurrentEmployee, isAdministrator, ownTeam, sessionCompany } from '../employees/employee-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import * as formLookupsRepository from './form-lookups.repository';
import type { PickerScope } from './form-lookups.repository';

// The employee pickers of participant and employee fields: whom the caller may pick, as participants.

export function toParticipant(row: { employee_no: string; personnel_no: string; first_name: string; last_name: string }): Participant {
  return {
    nameWithEmployeeNo: participantName({ firstName: row.first_name, lastName: row.last_name, employeeNo: row.employee_no }),
    personnelNo: row.personnel_no,
    employeeNo: row.employee_no,
  };
}

export interface PickerContext {
  db: Executor;
  auth: AuthenticatedSession;
  /** The request's viewer: the caller's record, team and the form's picker fields, looked up once per request. */
  viewer?: Viewer | null;
}

/**
 * The scope flags of a placed field. When the form is named, those of all its fields are read at once
 * and remembered for the request: the document view asks for each of its pickers in one batch.
 */
async function fieldScope(ctx: PickerContext, formId: number | undefined, formDataId: number) {
  if (formId === undefined) return formLookupsRepository.findFormDataScope(ctx.db, formDataId);
  const viewer = viewerFor(ctx);
  const lookUp = () => formLookupsRepository.listFormDataScopes(ctx.db, formId);
  const fields = await (viewer ? viewer.remember(`form-lookups:picker-fields:${formId}`, lookUp) : lookUp());
  return fields.find((field) => field.id === formDataId);
}

/**
 * Who the caller may pick (SECURITY.md, deny by default): an administrator the whole company; a
 * work-time planner of the session's company the whole company when the field asks for work-time
 * setup employees; anyone else themself, plus their team and their department when the field asks.
 */
async function pickerScope(ctx: PickerContext, companyCode: string, input: EmployeePickerInput): Promise<PickerScope> {
  let flags = {
    subordinates: input.subordinateEmployees,
    department: input.departmentEmployees,
    workTime: input.workTimeSetupEmployees,
  };
  if (input.formDataId !== undefined) {
    const field = await fieldScope(ctx, input.formId, input.formDataId);
    if (!field || (input.formId !== undefined && field.form_id !== input.formId)) throw new DomainError(ErrorCode.recordNotFound);
    flags = {
      subordinates: field.show_subordinate_employees,
      department: field.show_department_employees,
      workTime: field.show_work_time_setup_employees,
    };
  }
  if (isAdministrator(ctx.auth)) return { all: true };
  if (
    flags.workTime &&
    hasWorkTimeAccess({ currentCompanyCode: companyCode, workTimeAccessCompanies: ctx.auth.user.workTimeAccessCompanies })
  ) {
    return { all: true };
  }
  const own = await findCurrentEmployee(ctx);
  if (!own) return { all: false, employeeNos: [], departmentCode: null };
  const employeeNos = [own.employeeNo];
  if (flags.subordinates && own.allowMyTeam) employeeNos.push(...(await ownTeam(ctx, own)));
  return { all: false, employeeNos, departmentCode: flags.department ? own.departmentCode : null };
}

export async function pickerRows(ctx: PickerContext, input: EmployeePickerInput, today: IsoDate, withUserOnly: boolean) {
  const companyCode = sessionCompany(ctx.auth);
  const scope = await pickerScope(ctx, companyCode, input);
  return formLookupsRepository.listPickerEmployees(ctx.db, {
    companyCode,
    scope,
    withUserOnly,
    limit: EMPLOYEE_PICKER_LIMIT,
    ...(input.searchQuery ? { search: input.searchQuery } : {}),
    ...(input.employeeNo ? { employeeNo: input.employeeNo } : {}),
    ...(input.showTerminated ? {} : { employedOn: today }),
  });
}
