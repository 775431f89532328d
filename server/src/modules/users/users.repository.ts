import { sql } from 'kysely';
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

/** Companies a user may switch to: where they are employed, where they plan work time, or all for admins. */
export async function availableCompanies(db: Executor, user: Pick<UserRow, 'id' | 'personnel_no' | 'admin_access'>) {
  let query = db.selectFrom('companies').select(['code', 'name']).orderBy('sort_order').orderBy('code');
  if (user.admin_access <= 0) {
    const personnelNo = user.personnel_no;
    // A user without a personnel number is employed nowhere (PostgreSQL refuses a NUL placeholder in text).
    query = query.where((eb) =>
      eb.or([
        eb('code', 'in', eb.selectFrom('user_work_time_companies').select('company_code').where('user_id', '=', user.id)),
        ...(personnelNo
          ? [eb('code', 'in', eb.selectFrom('employees').select('company_code').where('personnel_no', '=', personnelNo))]
          : []),
      ]),
    );
  }
  return query.execute();
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
