import type { ParticipantGroupSort, SortDirection } from '@portal/shared';
import { sql } from 'kysely';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

// Participant groups (user_roles) and their members (user_role_mappings), migration 0006 and 0027:
// this module owns both tables; the workflow engine reads them (workflow-definitions.repository.ts).
// Every read of a group is scoped to the session's company and the shared groups, so another
// company's group reads as nothing.

export interface GroupRow {
  id: number;
  name: string;
  system_name: string | null;
  active: boolean;
  limited_by_allowed_departments: boolean;
  employee_manager_to_confirm: boolean;
  company_code: string | null;
}

const groupColumns = [
  'role.id',
  'role.name',
  'role.system_name',
  'role.active',
  'role.limited_by_allowed_departments',
  'role.employee_manager_to_confirm',
  'role.company_code',
] as const;

export interface GroupFilter {
  companyCode: string;
  search?: string | undefined;
}

function visibleGroups(db: Executor, filter: GroupFilter) {
  let query = db.selectFrom('user_roles as role').where(ownOrSharedDefinition('role.company_code', filter.companyCode));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('role.name', 'ilike', pattern), eb('role.system_name', 'ilike', pattern)]));
  }
  return query;
}

const SORT_COLUMNS = {
  name: sql`lower(role.name)`,
  systemName: sql`lower(role.system_name)`,
} satisfies Record<ParticipantGroupSort, unknown>;

/** A page of the groups the company sees, with their number of members. */
export function listGroups(
  db: Executor,
  filter: GroupFilter & { sort: ParticipantGroupSort; sortDirection: SortDirection; offset: number; limit: number },
) {
  return visibleGroups(db, filter)
    .select([
      ...groupColumns,
      (eb) =>
        eb
          .selectFrom('user_role_mappings as member')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('member.user_role_id', '=', 'role.id')
          .as('members_count'),
    ])
    .orderBy(SORT_COLUMNS[filter.sort], (order) => (filter.sortDirection === 'desc' ? order.desc() : order.asc()).nullsLast())
    .orderBy('role.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countGroups(db: Executor, filter: GroupFilter): Promise<number> {
  const row = await visibleGroups(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findGroup(db: Executor, companyCode: string, id: number): Promise<GroupRow | undefined> {
  return visibleGroups(db, { companyCode }).select(groupColumns).where('role.id', '=', id).executeTakeFirst();
}

/** The group locked for the transaction: its edits, members and deletion are decided one at a time. */
export function lockGroup(trx: Executor, companyCode: string, id: number): Promise<GroupRow | undefined> {
  return visibleGroups(trx, { companyCode }).select(groupColumns).where('role.id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether another group of the same scope (the company, or the shared groups) has the system name. */
export async function isSystemNameTaken(
  db: Executor,
  query: { companyCode: string | null; systemName: string; exceptId?: number },
): Promise<boolean> {
  let select = db
    .selectFrom('user_roles')
    .select('id')
    .where(sql<string>`coalesce(company_code, '')`, '=', query.companyCode ?? '')
    .where('system_name', '=', query.systemName);
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return (await select.executeTakeFirst()) !== undefined;
}

export interface GroupValues {
  name: string;
  systemName: string | null;
  active: boolean;
  limitedByAllowedDepartments: boolean;
  employeeManagerToConfirm: boolean;
}

function columnsOf(values: GroupValues) {
  return {
    name: values.name,
    system_name: values.systemName,
    active: values.active,
    limited_by_allowed_departments: values.limitedByAllowedDepartments,
    employee_manager_to_confirm: values.employeeManagerToConfirm,
  };
}

export async function insertGroup(db: Executor, companyCode: string, values: GroupValues): Promise<number> {
  const row = await db
    .insertInto('user_roles')
    .values({ company_code: companyCode, ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(db: Executor, id: number, values: GroupValues): Promise<void> {
  await db
    .updateTable('user_roles')
    .set({ ...columnsOf(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteGroup(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('user_roles').where('id', '=', id).execute();
}

/** Whether a workflow's activity (a definition, or a step of a run) names the group. */
export async function isUsedByWorkflows(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('workflow_activities').select('id').where('user_role_id', '=', id)).as('in_definitions'),
      eb.exists(eb.selectFrom('workflow_instance_activities').select('id').where('user_role_id', '=', id)).as('in_runs'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.in_definitions) || Boolean(row.in_runs);
}

// ---------------------------------------------------------------------------------------------------
// Members

export interface MemberRow {
  id: number;
  user_id: number;
  username: string;
  allowed_department_codes: string[];
  all_to_confirm_override: boolean;
}

function membersOf(db: Executor, filter: { userRoleId: number; search?: string | undefined }) {
  let query = db
    .selectFrom('user_role_mappings as member')
    .innerJoin('users', 'users.id', 'member.user_id')
    .where('member.user_role_id', '=', filter.userRoleId);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('users.username', 'ilike', pattern),
        eb(sql<string>`concat_ws(' ', users.first_name, users.last_name)`, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('employees')
            .select('employees.employee_no')
            .whereRef('employees.personnel_no', '=', 'users.personnel_no')
            .where((inner) =>
              inner.or([
                inner('employees.employee_no', 'ilike', pattern),
                inner(sql<string>`concat_ws(' ', employees.first_name, employees.last_name)`, 'ilike', pattern),
              ]),
            ),
        ),
      ]),
    );
  }
  return query;
}

export function listMembers(db: Executor, filter: { userRoleId: number; search?: string | undefined; offset: number; limit: number }) {
  return membersOf(db, filter)
    .select(['member.id', 'member.user_id', 'users.username', 'member.allowed_department_codes', 'member.all_to_confirm_override'])
    .orderBy(sql`lower(users.username)`)
    .orderBy('member.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countMembers(db: Executor, filter: { userRoleId: number; search?: string | undefined }): Promise<number> {
  const row = await membersOf(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every member of the group, for a copy. */
export function listAllMembers(db: Executor, userRoleId: number) {
  return db
    .selectFrom('user_role_mappings')
    .select(['user_id', 'allowed_department_codes', 'all_to_confirm_override'])
    .where('user_role_id', '=', userRoleId)
    .orderBy('id')
    .execute();
}

export function findMember(db: Executor, id: number) {
  return db.selectFrom('user_role_mappings').select(['id', 'user_role_id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

/** Adds the users not yet members; answers how many were added. */
export async function insertMembers(
  db: Executor,
  userRoleId: number,
  members: ReadonlyArray<{ userId: number; allowedDepartmentCodes: readonly string[]; allToConfirmOverride: boolean }>,
): Promise<number> {
  if (members.length === 0) return 0;
  const rows = await db
    .insertInto('user_role_mappings')
    .values(
      members.map((member) => ({
        user_role_id: userRoleId,
        user_id: member.userId,
        allowed_department_codes: [...member.allowedDepartmentCodes],
        all_to_confirm_override: member.allToConfirmOverride,
      })),
    )
    .onConflict((conflict) => conflict.constraint('user_role_mappings_unique').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

export async function updateMember(
  db: Executor,
  id: number,
  values: { allowedDepartmentCodes: readonly string[]; allToConfirmOverride: boolean },
) {
  await db
    .updateTable('user_role_mappings')
    .set({ allowed_department_codes: [...values.allowedDepartmentCodes], all_to_confirm_override: values.allToConfirmOverride })
    .where('id', '=', id)
    .execute();
}

export async function deleteMember(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('user_role_mappings').where('id', '=', id).execute();
}

/** Of the department codes, those the company does not have. */
export async function unknownDepartmentCodes(db: Executor, companyCode: string, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('departments')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('code', 'in', [...codes])
    .execute();
  const known = new Set(rows.map((row) => row.code));
  return codes.filter((code) => !known.has(code));
}

// ---------------------------------------------------------------------------------------------------
// Candidate users

/** Users who can still sign in some day (blocked is a lock an administrator lifts). */
const MEMBER_STATUSES = ['active', 'blocked'];

export interface CandidateFilter {
  companyCode: string;
  allCompanies: boolean;
  search?: string | undefined;
  exceptMembersOf?: number | undefined;
}

function candidates(db: Executor, filter: CandidateFilter) {
  let query = db.selectFrom('users').where('users.status', 'in', MEMBER_STATUSES);
  if (!filter.allCompanies) {
    // Access to the company as the company switch grants it: administrators, work-time access, or employment there.
    query = query.where((eb) =>
      eb.or([
        eb('users.admin_access', '>', 0),
        eb.exists(
          eb
            .selectFrom('user_work_time_companies')
            .select('user_id')
            .whereRef('user_work_time_companies.user_id', '=', 'users.id')
            .where('user_work_time_companies.company_code', '=', filter.companyCode),
        ),
        eb.exists(
          eb
            .selectFrom('employees')
            .select('employee_no')
            .whereRef('employees.personnel_no', '=', 'users.personnel_no')
            .where('employees.company_code', '=', filter.companyCode),
        ),
      ]),
    );
  }
  if (filter.exceptMembersOf !== undefined) {
    const userRoleId = filter.exceptMembersOf;
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_role_mappings')
            .select('id')
            .whereRef('user_role_mappings.user_id', '=', 'users.id')
            .where('user_role_mappings.user_role_id', '=', userRoleId),
        ),
      ),
    );
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('users.username', 'ilike', pattern),
        eb(sql<string>`concat_ws(' ', users.first_name, users.last_name)`, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('employees')
            .select('employees.employee_no')
            .whereRef('employees.personnel_no', '=', 'users.personnel_no')
            .where((inner) =>
              inner.or([
                inner('employees.employee_no', 'ilike', pattern),
                inner(sql<string>`concat_ws(' ', employees.first_name, employees.last_name)`, 'ilike', pattern),
              ]),
            ),
        ),
      ]),
    );
  }
  return query;
}

export function listCandidateIds(db: Executor, filter: CandidateFilter & { offset: number; limit: number }) {
  return candidates(db, filter)
    .select(['users.id', 'users.username'])
    .orderBy(sql`lower(users.username)`)
    .orderBy('users.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countCandidates(db: Executor, filter: CandidateFilter): Promise<number> {
  const row = await candidates(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Of the user ids, those who may be made members (existing, not banned or terminated). */
export async function memberableUserIds(db: Executor, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('status', 'in', MEMBER_STATUSES)
    .execute();
  return rows.map((row) => row.id);
}
