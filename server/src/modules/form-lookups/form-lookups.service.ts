import {
  type AnnualLeaveAllowance,
  type AnnualLeaveResult,
  annualLeaveResult,
  checkParentDayOffRange,
  EMPLOYEE_PICKER_LIMIT,
  type EmployeePickerInput,
  type EnteredDatesCheck,
  EnteredDatesMessage,
  enteredDatesChecksOf,
  ErrorCode,
  hasWorkTimeAccess,
  type IsoDate,
  isChildRelativeType,
  isEmployedDuring,
  leaveDaysOf,
  PARENT_DAY_OFF_ACTIVITY_CODE,
  type ParentDayOffCheck,
  ParentDayOffMessage,
  ParentDayOffPeriod,
  type Participant,
  parentDayOffPeriodOf,
  participantName,
} from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { findCurrentEmployee, isAdministrator, sessionCompany } from '../employees/employee-access';
import { teamOf } from '../employees/employees.repository';
import { getHolidayReserve } from '../employees/use-cases/get-holiday-reserve';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import * as formLookupsRepository from './form-lookups.repository';
import type { EmployeeKey, PickerScope } from './form-lookups.repository';

// The rules behind the form lookups. Every function here takes an employee the caller was already
// authorised for (router) or that the submit service vouches for (form-rule-context.ts).

export function toParticipant(row: { employee_no: string; personnel_no: string; first_name: string; last_name: string }): Participant {
  return {
    nameWithEmployeeNo: participantName({ firstName: row.first_name, lastName: row.last_name, employeeNo: row.employee_no }),
    personnelNo: row.personnel_no,
    employeeNo: row.employee_no,
  };
}

interface PickerContext {
  db: Executor;
  auth: AuthenticatedSession;
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
    const field = await formLookupsRepository.findFormDataScope(ctx.db, input.formDataId);
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
  if (flags.subordinates && own.allowMyTeam) employeeNos.push(...(await teamOf(ctx.db, companyCode, own.employeeNo)));
  let departmentCode: string | null = null;
  if (flags.department) departmentCode = (await formLookupsRepository.findEmployee(ctx.db, own))?.department_code ?? null;
  return { all: false, employeeNos, departmentCode };
}

async function pickerRows(ctx: PickerContext, input: EmployeePickerInput, today: IsoDate, withUserOnly: boolean) {
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

/** The employee picker of participant and employee fields. */
export async function listPickableEmployees(ctx: PickerContext, input: EmployeePickerInput, today: IsoDate): Promise<Participant[]> {
  return (await pickerRows(ctx, input, today, false)).map(toParticipant);
}

/** The same picker, restricted to employees who have a user, with the user's id. */
export async function listPickableUsers(
  ctx: PickerContext,
  input: EmployeePickerInput,
  today: IsoDate,
): Promise<(Participant & { userId: number })[]> {
  const rows = await pickerRows(ctx, input, today, true);
  return rows.map((row) => ({ ...toParticipant(row), userId: row.user_id! }));
}

/**
 * The employee's manager (type 12) or functional manager (type 21) as a participant. A functional
 * manager is a separate ERP field: when it is empty the answer is null, not the line manager, so a
 * workflow step meant for the functional line is skipped rather than sent to the line manager twice.
 */
export async function findManager(db: Executor, key: EmployeeKey, kind: 'line' | 'functional'): Promise<Participant | null> {
  const employee = await formLookupsRepository.findEmployee(db, key);
  if (!employee) throw new DomainError(ErrorCode.recordNotFound);
  const managerNo = kind === 'line' ? employee.manager_employee_no : employee.functional_manager_employee_no;
  if (!managerNo) return null;
  const manager = await formLookupsRepository.findEmployee(db, { companyCode: key.companyCode, employeeNo: managerNo });
  return manager ? toParticipant(manager) : null;
}

async function requireEmployee(db: Executor, key: EmployeeKey) {
  const employee = await formLookupsRepository.findEmployee(db, key);
  if (!employee) throw new DomainError(ErrorCode.recordNotFound);
  return employee;
}

// getHolidayReserve reads only the company and number; the caller has authorised the read.
const reserveOn = (db: Executor, key: EmployeeKey, date: IsoDate) => getHolidayReserve(db, { ...key, as: 'self' }, date);

/** The annual-leave result of spec 1 §3 for a range: the reserve on its first day less its days. */
export async function calculateAnnualLeave(
  db: Executor,
  key: EmployeeKey,
  range: { from: IsoDate; to: IsoDate; includeHolidays: boolean },
): Promise<AnnualLeaveResult> {
  await requireEmployee(db, key);
  const reserve = await reserveOn(db, key, range.from);
  return annualLeaveResult(reserve, leaveDaysOf(range.from, range.to, range.includeHolidays));
}

/** The reserve a leave in the range can draw on. */
export async function annualLeaveAllowance(
  db: Executor,
  key: EmployeeKey,
  range: { from: IsoDate; to: IsoDate },
): Promise<AnnualLeaveAllowance> {
  await requireEmployee(db, key);
  const reserve = await reserveOn(db, key, range.from);
  return {
    employeeNo: key.employeeNo,
    from: range.from,
    to: range.to,
    holidayReserve: reserve.holidayReserve,
    holidayDayType: reserve.holidayDayType,
    holidayRange: reserve.holidayRange,
  };
}

/** Validation type 7: the parent day off (MD) of the range, against the children and the days taken. */
export async function checkParentDayOff(db: Executor, key: EmployeeKey, range: { from: IsoDate; to: IsoDate }): Promise<ParentDayOffCheck> {
  const employee = await formLookupsRepository.findEmployee(db, key);
  if (!employee) return { valid: 0, message: ParentDayOffMessage.employeeNotFound };
  // The widest period the allowance may count in: the quarters holding the range.
  const window = {
    from: parentDayOffPeriodOf(range.from, ParentDayOffPeriod.quarter).from,
    to: parentDayOffPeriodOf(range.to, ParentDayOffPeriod.quarter).to,
  };
  const [relatives, taken] = await Promise.all([
    formLookupsRepository.listRelativesWithBirthDate(db, key),
    formLookupsRepository.listAbsenceRanges(db, key, { ...window, activityCode: PARENT_DAY_OFF_ACTIVITY_CODE }),
  ]);
  const children = relatives
    .filter((relative) => isChildRelativeType(relative.relative_type))
    .map((relative) => ({ birthDate: relative.birth_date!, disabled: relative.disabled }));
  return checkParentDayOffRange({ from: range.from, to: range.to, children, taken });
}

/**
 * Validation type 8: checks the entered dates with the checks the rule names (see enteredDatesChecksOf).
 * The rule must exist and be of type 8. An employee missing from the company answers employee_not_found
 * and nothing else.
 */
export async function checkEnteredDates(
  db: Executor,
  key: EmployeeKey,
  request: { from: IsoDate; to: IsoDate; validationId: number; today: IsoDate },
): Promise<EnteredDatesCheck> {
  const rule = await formLookupsRepository.findEnteredDatesValidation(db, request.validationId);
  if (!rule) throw new DomainError(ErrorCode.recordNotFound);
  const employee = await formLookupsRepository.findEmployee(db, key);
  if (!employee) return { valid: false, messages: [EnteredDatesMessage.employeeNotFound] };
  const messages: string[] = [];
  if (
    !isEmployedDuring({ employmentDate: employee.employment_date, terminationDate: employee.termination_date }, request.from, request.to)
  ) {
    messages.push(EnteredDatesMessage.notEmployed);
  }
  for (const check of enteredDatesChecksOf(rule.value)) {
    if (check === EnteredDatesMessage.dateOverdue && request.from < request.today) messages.push(check);
    if (check === EnteredDatesMessage.absenceExists) {
      const absences = await formLookupsRepository.listAbsenceRanges(db, key, { from: request.from, to: request.to });
      if (absences.length > 0) messages.push(check);
    }
    if (check === EnteredDatesMessage.leaveExceedsBalance) {
      const leave = await calculateAnnualLeave(db, key, { from: request.from, to: request.to, includeHolidays: false });
      if (leave.holidayReserveAfterDays < 0) messages.push(check);
    }
  }
  return { valid: messages.length === 0, messages };
}
