import { type Expression, expressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import type { Language } from '@portal/shared';
import type { Executor } from '../../db/transaction';

export function findByUsername(db: Executor, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export function findById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export async function workTimeCompanies(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_work_time_companies')
    .select('company_code')
    .where('user_id', '=', userId)
    .orderBy('company_code')
    .execute();
  return rows.map((row) => row.company_code);
}

/** The user's employee record in one company, found through the personnel number. */
export function findEmployee(db: Executor, personnelNo: string | null, companyCode: string | null) {
  if (!personnelNo || !companyCode) return Promise.resolve(undefined);
  return db
    .selectFrom('employees')
    .select(['employee_no', 'first_name', 'last_name', 'allow_my_team', 'company_email', 'email', 'company_code'])
    .where('personnel_no', '=', personnelNo)
    .where('company_code', '=', companyCode)
    .executeTakeFirst();
}

export function updatePassword(db: Executor, userId: number, values: { passwordHash: string; now: Date; expirationDate: string | null }) {
  return db
    .updateTable('users')
    .set({
      password_hash: values.passwordHash,
      password_changed_at: values.now,
      password_expiration_date: values.expirationDate,
      force_password_change: false,
      failed_login_count: 0,
      updated_at: values.now,
    })
    .where('id', '=', userId)
    .execute();
}

export function countFailure(db: Executor, userId: number, now: Date) {
  return db
    .updateTable('users')
    .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1), last_failed_login_at: now }))
    .where('id', '=', userId)
    .returning(['failed_login_count'])
    .executeTakeFirstOrThrow();
}

export function resetFailures(db: Executor, userId: number) {
  return db.updateTable('users').set({ failed_login_count: 0 }).where('id', '=', userId).execute();
}

export function setStatus(db: Executor, userId: number, status: 'active' | 'blocked' | 'banned' | 'terminated', now: Date) {
  return db.updateTable('users').set({ status, updated_at: now }).where('id', '=', userId).execute();
}

export function updateLanguage(db: Executor, userId: number, language: Language, now: Date) {
  return db.updateTable('users').set({ default_language: language, updated_at: now }).where('id', '=', userId).execute();
}

export function updateMessageSettings(
  db: Executor,
  userId: number,
  settings: { sendEmails: boolean; alternativeEmail: string | null },
  now: Date,
) {
  return db
    .updateTable('users')
    .set({ send_emails: settings.sendEmails, alternative_email: settings.alternativeEmail, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export function updateDefaultCompany(db: Executor, userId: number, companyCode: string, now: Date) {
  return db.updateTable('users').set({ default_company_code: companyCode, updated_at: now }).where('id', '=', userId).execute();
}

export async function findSetting(db: Executor, userId: number, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_settings')
    .select('setting')
    .where('user_id', '=', userId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.setting ?? null;
}

export function saveSetting(db: Executor, userId: number, setting: { code: string; setting: string }, now: Date) {
  return db
    .insertInto('user_settings')
    .values({ user_id: userId, code: setting.code, setting: setting.setting, updated_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'code']).doUpdateSet({ setting: setting.setting, updated_at: now }))
    .execute();
}

/** A user's names and those of their employee record in one company (none when not employed there). */
function withEmployeeNames(users: SelectQueryBuilder<Database, 'users', object>, companyCode: string) {
  return users
    .leftJoin('employees', (join) =>
      join.onRef('employees.personnel_no', '=', 'users.personnel_no').on('employees.company_code', '=', companyCode),
    )
    .select([
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'employees.employee_no',
      'employees.first_name as employee_first_name',
      'employees.last_name as employee_last_name',
    ]);
}

/** Users by id with their employee record in one company, if any (a person employed twice comes first by the lower number). */
export function listWithEmployeeNames(db: Executor, companyCode: string, userIds: readonly number[]) {
  return withEmployeeNames(db.selectFrom('users'), companyCode)
    .where('users.id', 'in', userIds)
    .orderBy('users.id')
    .orderBy('employees.employee_no')
    .execute();
}

/**
 * One user with their employee's names as listWithEmployeeNames reads them (the first employee
 * record in the company), as a JSON object beside the rows of another query (decision 007); null
 * when `userId` is null or names no user.
 */
export function withEmployeeNameObject(userId: Expression<number | null>, companyCode: string) {
  return jsonObjectFrom(
    withEmployeeNames(expressionBuilder<Database, never>().selectFrom('users'), companyCode)
      .where('users.id', '=', userId)
      .orderBy('employees.employee_no')
      .limit(1),
  );
}

/** The names and e-mail addresses of a person's employee records, in every company (first company first). */
export function listEmployeeRecordsOf(db: Executor, personnelNo: string | null) {
  // No NUL placeholder for a missing personnel number: PostgreSQL refuses it in text.
  if (!personnelNo) return Promise.resolve([]);
  return db
    .selectFrom('employees')
    .select(['first_name', 'last_name', 'company_email', 'email'])
    .where('personnel_no', '=', personnelNo)
    .orderBy('company_code')
    .execute();
}
