import type { IsoDate, WorkflowMappingType } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import { peopleByUserId } from '../users/people-by-user-id';

// The workflow tables' SQL (migration 0006). The engine decides; this reads and writes rows.

export function listMappings(db: Executor, formId: number, type: WorkflowMappingType) {
  return db
    .selectFrom('workflow_mappings')
    .innerJoin('workflows', 'workflows.id', 'workflow_mappings.workflow_id')
    .select([
      'workflow_mappings.id',
      'workflow_mappings.form_id',
      'workflow_mappings.workflow_id',
      'workflow_mappings.type',
      'workflows.name',
      'workflows.description',
    ])
    .where('workflow_mappings.form_id', '=', formId)
    .where('workflow_mappings.type', '=', type)
    .where('workflows.active', '=', true)
    .orderBy('workflow_mappings.sort_order')
    .orderBy('workflow_mappings.id')
    .execute();
}

/** Which mapping types a form has, for the hasWorkflow and canCancelWorkflow flags. */
export async function mappedTypes(db: Executor, formId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('workflow_mappings')
    .innerJoin('workflows', 'workflows.id', 'workflow_mappings.workflow_id')
    .select('workflow_mappings.type')
    .distinct()
    .where('workflow_mappings.form_id', '=', formId)
    .where('workflows.active', '=', true)
    .execute();
  return new Set(rows.map((row) => row.type));
}

export function listActivityDefinitions(db: Executor, workflowId: number) {
  return db
    .selectFrom('workflow_activities')
    .leftJoin('user_roles', (join) =>
      join.onRef('user_roles.id', '=', 'workflow_activities.user_role_id').on('user_roles.active', '=', true),
    )
    .selectAll('workflow_activities')
    .select([
      'user_roles.id as role_id',
      'user_roles.system_name as role_system_name',
      'user_roles.employee_manager_to_confirm',
      'user_roles.limited_by_allowed_departments',
    ])
    .where('workflow_activities.workflow_id', '=', workflowId)
    .orderBy('workflow_activities.sort_order')
    .orderBy('workflow_activities.id')
    .execute();
}
export type ActivityDefinition = Awaited<ReturnType<typeof listActivityDefinitions>>[number];

/** The submission row the engine works on, locked for the rest of the transaction. */
export function lockSubmission(db: Executor, submissionId: number, companyCode: string) {
  return db
    .selectFrom('form_submissions')
    .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
    .select([
      'form_submissions.id',
      'form_submissions.company_code',
      'form_submissions.form_id',
      'form_submissions.state',
      'form_submissions.employee_no',
      'form_submissions.submitted_by',
      'form_submissions.initiated_by',
      'form_submissions.workflow_instance_id',
      'forms.form_group_id',
    ])
    .where('form_submissions.id', '=', submissionId)
    .where('form_submissions.company_code', '=', companyCode)
    .forUpdate('form_submissions')
    .executeTakeFirst();
}
export type LockedSubmission = NonNullable<Awaited<ReturnType<typeof lockSubmission>>>;

/** The submission's open run (planned or active), if any. */
export function findOpenInstance(db: Executor, submissionId: number) {
  return db
    .selectFrom('workflow_instances')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .where('state', 'in', ['planned', 'active'])
    .executeTakeFirst();
}
export type InstanceRow = NonNullable<Awaited<ReturnType<typeof findOpenInstance>>>;

/** The open run, else the latest one. */
export function findCurrentInstance(db: Executor, submissionId: number) {
  return db
    .selectFrom('workflow_instances')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .orderBy(sql`state in ('planned', 'active')`, 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listInstanceActivities(db: Executor, instanceId: number) {
  return db
    .selectFrom('workflow_instance_activities')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
export type InstanceActivityRow = Awaited<ReturnType<typeof listInstanceActivities>>[number];

export function listParticipants(db: Executor, instanceActivityIds: readonly number[]) {
  if (instanceActivityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workflow_participants')
    .selectAll()
    .where('instance_activity_id', 'in', instanceActivityIds)
    .orderBy('id')
    .execute();
}
export type ParticipantRow = Awaited<ReturnType<typeof listParticipants>>[number];

export interface PersonRow {
  userId: number;
  employeeNo: string | null;
  name: string;
}

/**
 * Active portal users behind employees of a company (users link to their employee record in every
 * company through the personnel number), with the employee's name.
 */
export async function usersOfEmployees(db: Executor, companyCode: string, employeeNos: readonly string[]): Promise<PersonRow[]> {
  if (employeeNos.length === 0) return [];
  const rows = await db
    .selectFrom('employees')
    .innerJoin('users', 'users.personnel_no', 'employees.personnel_no')
    .select(['users.id as user_id', 'employees.employee_no', 'employees.first_name', 'employees.last_name'])
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', 'in', employeeNos)
    .where('users.status', '=', 'active')
    .orderBy('employees.last_name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, employeeNo: row.employee_no, name: `${row.first_name} ${row.last_name}`.trim() }));
}

export async function roleMembers(db: Executor, userRoleId: number, companyCode: string) {
  const rows = await db
    .selectFrom('user_role_mappings')
    .innerJoin('users', 'users.id', 'user_role_mappings.user_id')
    .select(['user_role_mappings.user_id', 'user_role_mappings.allowed_department_codes', 'user_role_mappings.all_to_confirm_override'])
    .where('user_role_mappings.user_role_id', '=', userRoleId)
    .where('users.status', '=', 'active')
    .orderBy('user_role_mappings.id')
    .execute();
  const people = await peopleByUserId(
    db,
    companyCode,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    ...people.get(row.user_id)!,
    allowedDepartmentCodes: row.allowed_department_codes,
    allToConfirmOverride: row.all_to_confirm_override,
  }));
}

export function findEmployeeDepartmentAndManager(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('employees')
    .select(['department_code', 'manager_employee_no'])
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .executeTakeFirst();
}

/** Employees of a department (or with a job title) employed on `today` who have a portal account. */
export async function employeesWhere(
  db: Executor,
  companyCode: string,
  filter: { departmentCode?: string; jobTitle?: string; workTimeSetupOnly?: boolean },
  today: IsoDate,
): Promise<PersonRow[]> {
  let query = db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', companyCode)
    .where((eb) =>
      eb.or([eb('termination_date', 'is', null), eb('termination_date', '<=', '1900-12-31'), eb('termination_date', '>=', today)]),
    );
  if (filter.departmentCode !== undefined) query = query.where('department_code', '=', filter.departmentCode);
  if (filter.jobTitle !== undefined) query = query.where('job_title', '=', filter.jobTitle);
  // The SDLA filter: only employees whose working time the portal keeps (users given work-time access to the company).
  if (filter.workTimeSetupOnly) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .innerJoin('user_work_time_companies', 'user_work_time_companies.user_id', 'users.id')
          .select(sql`1`.as('one'))
          .whereRef('users.personnel_no', '=', 'employees.personnel_no')
          .where('user_work_time_companies.company_code', '=', companyCode),
      ),
    );
  }
  const rows = await query.limit(500).execute();
  return usersOfEmployees(
    db,
    companyCode,
    rows.map((row) => row.employee_no),
  );
}

/** Employee numbers the employee substitutes for on `today` (their active substitutions). */
export async function substitutedEmployeeNos(
  db: Executor,
  companyCode: string,
  substituteEmployeeNo: string | null,
  today: IsoDate,
): Promise<string[]> {
  if (!substituteEmployeeNo) return [];
  const rows = await db
    .selectFrom('substitutions')
    .select('employee_no')
    .distinct()
    .where('company_code', '=', companyCode)
    .where('subst_employee_no', '=', substituteEmployeeNo)
    .where('date_from', '<=', today)
    .where('date_to', '>=', today)
    .execute();
  return rows.map((row) => row.employee_no);
}

/** Today's substitutes of the given employees (to show beside participants). */
export async function substitutesOf(db: Executor, companyCode: string, employeeNos: readonly string[], today: IsoDate) {
  if (employeeNos.length === 0) return new Map<string, { employeeNo: string; name: string }[]>();
  const rows = await db
    .selectFrom('substitutions')
    .innerJoin('employees', (join) =>
      join
        .onRef('employees.company_code', '=', 'substitutions.company_code')
        .onRef('employees.employee_no', '=', 'substitutions.subst_employee_no'),
    )
    .select(['substitutions.employee_no', 'substitutions.subst_employee_no', 'employees.first_name', 'employees.last_name'])
    .where('substitutions.company_code', '=', companyCode)
    .where('substitutions.employee_no', 'in', employeeNos)
    .where('substitutions.date_from', '<=', today)
    .where('substitutions.date_to', '>=', today)
    .execute();
  const byEmployee = new Map<string, { employeeNo: string; name: string }[]>();
  for (const row of rows) {
    const list = byEmployee.get(row.employee_no) ?? [];
    if (!list.some((each) => each.employeeNo === row.subst_employee_no))
      list.push({ employeeNo: row.subst_employee_no, name: `${row.first_name} ${row.last_name}` });
    byEmployee.set(row.employee_no, list);
  }
  return byEmployee;
}

export interface LogInput {
  submissionId: number;
  instanceId: number | null;
  instanceActivityId: number | null;
  description: string;
  action: number | null;
  executedBy: number | null;
  onBehalfOf: number | null;
  comment: string | null;
  now: Date;
  effects?: readonly { description: string; result: string }[];
}

export async function insertLog(db: Executor, entry: LogInput): Promise<number> {
  const { id } = await db
    .insertInto('workflow_execution_logs')
    .values({
      submission_id: entry.submissionId,
      instance_id: entry.instanceId,
      instance_activity_id: entry.instanceActivityId,
      description: entry.description,
      action: entry.action,
      executed_by: entry.executedBy,
      on_behalf_of: entry.onBehalfOf,
      comment: entry.comment,
      created_at: entry.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (entry.effects && entry.effects.length > 0) await insertLogEffects(db, id, entry.effects);
  return id;
}

export async function insertLogEffects(
  db: Executor,
  logId: number,
  effects: readonly { description: string; result: string }[],
): Promise<void> {
  if (effects.length === 0) return;
  await db
    .insertInto('workflow_execution_log_entries')
    .values(effects.map((effect) => ({ log_id: logId, description: effect.description, result: effect.result })))
    .execute();
}
