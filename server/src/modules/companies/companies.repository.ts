import type { Executor } from '../../db/transaction';

export function findByCode(db: Executor, code: string) {
  return db.selectFrom('companies').select(['code', 'name']).where('code', '=', code).executeTakeFirst();
}

export async function listNames(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('companies').select('name').execute();
  return rows.map((row) => row.name);
}

/** Companies a user may switch to: where they are employed, where they plan work time, or all for admins. */
export async function listAvailableTo(db: Executor, user: { id: number; personnelNo: string | null; adminAccess: number }) {
  let query = db.selectFrom('companies').select(['code', 'name']).orderBy('sort_order').orderBy('code');
  if (user.adminAccess <= 0) {
    const personnelNo = user.personnelNo;
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
