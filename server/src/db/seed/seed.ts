import { dateInTimeZone, type IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import type { DbClient } from '../database';
import { type Env, readEnv } from '../../env';
import { installJobQueue } from '../../jobs/job-queue';
import { sanitizeMessageBody } from '../../modules/messages/message-body';
import { hashPassword } from '../../security/passwords';
import { seedClassifiers } from './demo-classifiers';
import { buildEmployeeData, employeeKey, insertEmployeeData } from './demo-employee-data';
import { seedDemoWorkflows } from './demo-workflows';
import { seedFormCatalogue } from './demo-forms';
import { seedMessageTemplates } from './demo-message-templates';
import { demoMessages } from './demo-messages';
import { asciiFold, createRandom, departmentNames, femaleFirstNames, jobTitles, maleFirstNames, pick, surnames } from './demo-people';
import { seedDemoSubmissions } from './demo-submissions';
import { seedDemoWorkflowRuns } from './demo-workflow-runs';
import { DEMO_VIEWER_EMPLOYEE_NO, seedDemoWorkTime } from './demo-work-time';
import { seedDemoTimesheets } from './demo-timesheets';
import { seedDemoHolidayPlans } from './demo-holiday-plans';
import { seedDemoOvertime } from './demo-overtime';
import { seedDemoEmployeeActivities } from './demo-employee-activities';

export const DEMO_PASSWORD = 'Demo1234';
/** The highest admin level: every admin menu item and setting. */
export const TOP_ADMIN_ACCESS = 3;

export const demoCompanies = [
  { code: 'SV', name: 'UAB „Šiaurės vėjas“', sort_order: 1, size: 100, departments: ['ADM', 'FIN', 'HR', 'IT', 'PROD', 'WH', 'SALES'] },
  { code: 'NL', name: 'UAB „Nemuno logistika“', sort_order: 2, size: 20, departments: ['ADM', 'LOG', 'WH'] },
] as const;

type DepartmentCode = keyof typeof jobTitles;

interface DemoEmployee {
  company_code: string;
  employee_no: string;
  personnel_no: string;
  first_name: string;
  last_name: string;
  email: string;
  company_email: string;
  phone_no: string;
  mobile_phone_no: string;
  department_code: string;
  job_title: string;
  manager_employee_no: string | null;
  allow_my_team: boolean;
  employment_date: string;
}

/** The demo people of both companies, deterministic. The four demo users are fixed people among them. */
export function buildDemoEmployees(): DemoEmployee[] {
  const random = createRandom(20_260_101);
  const employees: DemoEmployee[] = [];
  let personnelCounter = 1000;
  for (const company of demoCompanies) {
    const heads = new Map<string, string>();
    for (let index = 0; index < company.size; index++) {
      const departmentCode = company.departments[index % company.departments.length] as DepartmentCode;
      const isFemale = random() < 0.5;
      const firstName = isFemale ? pick(random, femaleFirstNames) : pick(random, maleFirstNames);
      const surname = pick(random, surnames);
      const lastName = isFemale ? surname[1] : surname[0];
      const employeeNo = `${company.code}${String(index + 1).padStart(4, '0')}`;
      const isHead = !heads.has(departmentCode);
      if (isHead) heads.set(departmentCode, employeeNo);
      const titles = jobTitles[departmentCode];
      const login = `${asciiFold(firstName)}.${asciiFold(lastName)}${index + 1}`;
      const year = 2008 + Math.floor(random() * 17);
      const month = 1 + Math.floor(random() * 12);
      employees.push({
        company_code: company.code,
        employee_no: employeeNo,
        personnel_no: `P${personnelCounter++}`,
        first_name: firstName,
        last_name: lastName,
        email: `${login}@example.lt`,
        company_email: `${login}@${company.code.toLowerCase()}.example.lt`,
        phone_no: `+370 5 2${String(100_000 + Math.floor(random() * 899_999)).slice(0, 6)}`,
        mobile_phone_no: `+370 6${String(1_000_000 + Math.floor(random() * 8_999_999)).slice(0, 7)}`,
        department_code: departmentCode,
        job_title: isHead ? titles[0] : pick(random, titles.slice(1)),
        // Heads report to the first company head; others to their department head.
        manager_employee_no: isHead ? (index === 0 ? null : `${company.code}0001`) : heads.get(departmentCode)!,
        allow_my_team: isHead,
        employment_date: `${year}-${String(month).padStart(2, '0')}-01`,
      });
    }
  }
  // The demo employee also works part-time for the second company, so switching company means something.
  const employee = employees.find((candidate) => candidate.employee_no === 'SV0012')!;
  employees.push({
    ...employee,
    company_code: 'NL',
    employee_no: 'NL0021',
    company_email: employee.company_email.replace('@sv.', '@nl.'),
    department_code: 'LOG',
    job_title: 'Logistikos koordinatorė',
    manager_employee_no: 'NL0002',
    allow_my_team: false,
    employment_date: '2024-03-01',
  });
  return employees;
}

/** The demo sign-ins: fixed people of the first company. */
export const demoUsers = [
  { username: 'admin', employeeNo: 'SV0002', adminAccess: TOP_ADMIN_ACCESS, workTimeCompanies: ['SV', 'NL'], language: 'lt' },
  // SV0005 heads the production department: several employees report to them, SV0012 among them.
  { username: 'manager', employeeNo: 'SV0005', adminAccess: 0, workTimeCompanies: [], language: 'lt' },
  { username: 'employee', employeeNo: 'SV0012', adminAccess: 0, workTimeCompanies: [], language: 'lt' },
  { username: 'planner', employeeNo: 'SV0003', adminAccess: 0, workTimeCompanies: ['SV'], language: 'lt' },
  // A production worker in the demo schedule who may only view it (demo-work-time.ts).
  { username: 'viewer', employeeNo: DEMO_VIEWER_EMPLOYEE_NO, adminAccess: 0, workTimeCompanies: ['SV'], language: 'lt' },
] as const;

export interface SeedOptions {
  /** The process's settings by default: the workflow runs' time zone and the links in their notices. */
  env?: Env;
  /**
   * The day the demo is built around (recent documents, substitutions today, the coming leave, this
   * month's schedule): the business date now by default, so a demo seeded any day looks current. The
   * tests' template passes a fixed day (TEMPLATE_DEMO_TODAY) so that their data never moves.
   */
  today?: IsoDate;
}

/** Fills the demo company. Deterministic for a given `today` and idempotent: running it twice changes nothing. */
export async function seedDemoCompany(db: DbClient, options: SeedOptions = {}): Promise<void> {
  const env = options.env ?? readEnv();
  const today = options.today ?? dateInTimeZone(new Date(), env.BUSINESS_TIME_ZONE);
  const employees = buildDemoEmployees();
  const employeeData = buildEmployeeData(employees, today);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The workflow runs schedule deadline jobs in the seed's transaction: the queue must exist first.
  await installJobQueue(db);
  await db.transaction().execute(async (trx) => {
    await seedMessageTemplates(trx);
    for (const company of demoCompanies) {
      await trx
        .insertInto('companies')
        .values({ code: company.code, name: company.name, sort_order: company.sort_order })
        .onConflict((conflict) => conflict.column('code').doUpdateSet({ name: company.name, sort_order: company.sort_order }))
        .execute();
      for (const departmentCode of company.departments) {
        const head = employees.find((employee) => employee.company_code === company.code && employee.department_code === departmentCode);
        await trx
          .insertInto('departments')
          .values({
            company_code: company.code,
            code: departmentCode,
            name: departmentNames[departmentCode],
            manager_employee_no: head?.employee_no ?? null,
          })
          .onConflict((conflict) => conflict.columns(['company_code', 'code']).doNothing())
          .execute();
      }
    }
    await seedClassifiers(
      trx,
      demoCompanies.map((company) => company.code),
    );
    // The contract figures the ERP computes ride along with the employee record.
    const employeeRows = employees.map((employee) => ({
      ...employee,
      ...employeeData.figures.get(employeeKey(employee.company_code, employee.employee_no)),
    }));
    for (let start = 0; start < employeeRows.length; start += 500) {
      await trx
        .insertInto('employees')
        .values(employeeRows.slice(start, start + 500))
        .onConflict((conflict) => conflict.columns(['company_code', 'employee_no']).doNothing())
        .execute();
    }
    for (const demoUser of demoUsers) {
      const employee = employees.find((candidate) => candidate.employee_no === demoUser.employeeNo)!;
      const inserted = await trx
        .insertInto('users')
        .values({
          username: demoUser.username,
          password_hash: passwordHash,
          admin_access: demoUser.adminAccess,
          personnel_no: employee.personnel_no,
          first_name: employee.first_name,
          last_name: employee.last_name,
          email: employee.company_email,
          default_language: demoUser.language,
          default_company_code: 'SV',
          password_changed_at: new Date('2026-01-01T00:00:00Z'),
        })
        .onConflict((conflict) => conflict.expression(sql`lower(username)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      for (const companyCode of demoUser.workTimeCompanies) {
        await trx.insertInto('user_work_time_companies').values({ user_id: inserted.id, company_code: companyCode }).execute();
      }
      await trx
        .insertInto('messages')
        .values(
          demoMessages().map((message) => ({
            user_id: inserted.id,
            subject: message.subject,
            body: sanitizeMessageBody(message.body),
            is_read: message.isRead,
            read_at: message.isRead ? new Date(message.createdAt) : null,
            created_at: new Date(message.createdAt),
          })),
        )
        .execute();
    }
    await insertEmployeeData(trx, employeeData);
    const catalogue = await seedFormCatalogue(trx);
    await seedDemoWorkflows(trx);
    const users = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        demoUsers.map((user) => user.username),
      )
      .execute();
    const submissions = await seedDemoSubmissions(
      trx,
      catalogue,
      employees.filter((employee) => employee.company_code === 'SV'),
      new Map(users.map((user) => [user.username, user.id])),
      new Map(demoUsers.map((user) => [user.username, user.employeeNo])),
      today,
    );
    await seedDemoWorkflowRuns(trx, submissions, new Map(users.map((user) => [user.username, user.id])), env, today);
    await seedDemoWorkTime(trx, new Map(users.map((user) => [user.username, user.id])), env, today);
    await seedDemoTimesheets(trx, new Map(users.map((user) => [user.username, user.id])), env, today);
    await seedDemoHolidayPlans(trx, new Map(users.map((user) => [user.username, user.id])), today);
    await seedDemoOvertime(trx, users.find((user) => user.username === 'planner')?.id, today);
    await seedDemoEmployeeActivities(trx, users.find((user) => user.username === 'planner')?.id, today);
    await trx
      .updateTable('site_settings')
      .set({
        environment_name: 'Demo',
        environment_color: 'teal',
        version: '0.1.0',
        message_type: 2,
        system_message: 'Demonstracinė aplinka: duomenys išgalvoti.',
        system_message_en: 'Demo environment: the data is made up.',
      })
      .where('id', '=', 1)
      .where('environment_name', '=', '')
      .execute();
  });
}

/** Seeds only an empty database (no companies yet). Returns whether it seeded. */
export async function seedDemoCompanyIfEmpty(db: DbClient, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('companies').select('code').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemoCompany(db, options);
  return true;
}
