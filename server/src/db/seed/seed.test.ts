import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../security/passwords';
import { countRows } from '../../testing/factories';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { buildDemoEmployees, DEMO_PASSWORD, demoUsers, seedDemoCompany } from './seed';

const countedTables = [
  'companies',
  'departments',
  'employees',
  'users',
  'user_work_time_companies',
  'messages',
  'site_settings',
] as const;

describe('demo seed', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('builds the same people every time', () => {
    expect(buildDemoEmployees()).toEqual(buildDemoEmployees());
  });

  it('fills two companies, about 120 employees and the four demo users, and a second run changes nothing', async () => {
    const { db } = testDb;
    await seedDemoCompany(db);
    const first = await countRows(db, countedTables);
    expect(first.companies).toBe(2);
    expect(first.employees).toBe(buildDemoEmployees().length);
    expect(first.employees).toBeGreaterThanOrEqual(120);
    expect(first.employees).toBeLessThanOrEqual(130);
    expect(first.users).toBe(4);
    const employeesBefore = await db.selectFrom('employees').selectAll().orderBy('company_code').orderBy('employee_no').execute();

    await seedDemoCompany(db);
    expect(await countRows(db, countedTables)).toEqual(first);
    const employeesAfter = await db.selectFrom('employees').selectAll().orderBy('company_code').orderBy('employee_no').execute();
    expect(employeesAfter).toEqual(employeesBefore);

    const users = await db.selectFrom('users').select('username').orderBy('username').execute();
    expect(users.map((user) => user.username)).toEqual(demoUsers.map((user) => user.username).sort());
  });

  it('makes the demo employee a subordinate of the demo manager', async () => {
    const { db } = testDb;
    const employeeOf = (username: string) =>
      db
        .selectFrom('users')
        .innerJoin('employees', 'employees.personnel_no', 'users.personnel_no')
        .select(['employees.employee_no', 'employees.manager_employee_no'])
        .where('users.username', '=', username)
        .where('employees.company_code', '=', 'SV')
        .executeTakeFirstOrThrow();
    const manager = await employeeOf('manager');
    const employee = await employeeOf('employee');
    expect(employee.manager_employee_no).toBe(manager.employee_no);
    const managerRecord = await db
      .selectFrom('employees')
      .select('allow_my_team')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', manager.employee_no)
      .executeTakeFirstOrThrow();
    expect(managerRecord.allow_my_team).toBe(true);
  });

  it('gives the planner work-time access to SV only and the admin to SV and NL', async () => {
    const { db } = testDb;
    const rows = await db
      .selectFrom('user_work_time_companies')
      .innerJoin('users', 'users.id', 'user_work_time_companies.user_id')
      .select(['users.username', 'user_work_time_companies.company_code'])
      .orderBy('users.username')
      .orderBy('user_work_time_companies.company_code')
      .execute();
    expect(rows).toEqual([
      { username: 'admin', company_code: 'NL' },
      { username: 'admin', company_code: 'SV' },
      { username: 'planner', company_code: 'SV' },
    ]);
    const admins = await db.selectFrom('users').select(['username', 'admin_access']).where('admin_access', '>', 0).execute();
    expect(admins.map((user) => user.username)).toEqual(['admin']);
  });

  it('gives every demo user the demo password', async () => {
    const users = await testDb.db.selectFrom('users').select(['username', 'password_hash', 'status', 'type']).execute();
    for (const user of users) {
      expect(user).toMatchObject({ status: 'active', type: 'internal' });
      expect(await verifyPassword(user.password_hash, DEMO_PASSWORD), user.username).toBe(true);
      expect(await verifyPassword(user.password_hash, 'demo1234'), user.username).toBe(false);
    }
  });
});
