import { type IsoDate, yearOf } from '@portal/shared';
import type { Transaction } from 'kysely';
import * as plansRepository from '../../modules/holiday-plans/holiday-plans.repository';
import { insertGrants } from '../../modules/work-time-access/work-time-access.repository';
import type { Database } from '../database';

// The demo's holiday plans (issue #14): the plan of the demo employee's department for the current year
// and, from December, for the next one (a department plans next year's holidays before it starts), in
// progress, with the department's employees and a few colleagues' planned holidays in the summer;
// `planner` administers them, the admin administers all of the company's plans and may create them.

export const DEMO_HOLIDAY_PLAN_EMPLOYEE_NO = 'SV0012';

/** Fills each demo plan once: nothing is written for a year whose plan code the company already has. */
export async function seedDemoHolidayPlans(trx: Transaction<Database>, users: Map<string, number>, today: IsoDate): Promise<void> {
  const year = yearOf(today);
  const years = Number(today.slice(5, 7)) === 12 ? [year, year + 1] : [year];
  for (const planYear of years) await seedPlanOfYear(trx, users, planYear, { withCompanyGrants: planYear === year });
}

async function seedPlanOfYear(
  trx: Transaction<Database>,
  users: Map<string, number>,
  year: number,
  options: { withCompanyGrants: boolean },
): Promise<void> {
  const code = `AP-${year}`;
  if (await plansRepository.isCodeTaken(trx, 'SV', code)) return;
  const employee = await trx
    .selectFrom('employees')
    .select('department_code')
    .where('company_code', '=', 'SV')
    .where('employee_no', '=', DEMO_HOLIDAY_PLAN_EMPLOYEE_NO)
    .executeTakeFirst();
  if (!employee?.department_code) return;
  const planner = users.get('planner') ?? null;
  const startDate = `${year}-01-01`;
  const endDate = `${year}-12-31`;
  const id = await plansRepository.insertPlan(
    trx,
    'SV',
    {
      code,
      name: `Atostogų planas ${year}`,
      description: 'Skyriaus kasmetinių atostogų grafikas',
      departmentCode: employee.department_code,
      startDate,
      endDate,
      printHeader: 'Kasmetinių atostogų suteikimo eilė',
      printCity: 'Vilnius',
      documentNumber: `AP-${year}/1`,
      documentDate: `${year}-01-15`,
    },
    planner ?? users.get('admin') ?? null,
  );
  await plansRepository.addDepartmentEmployees(trx, {
    id,
    companyCode: 'SV',
    departmentCode: employee.department_code,
    startDate,
    endDate,
  });
  const holidayType = (await plansRepository.listHolidayTypes(trx, 'SV'))[0];
  const colleagues = (await plansRepository.listPlanEmployees(trx, id))
    .map((member) => member.employee_no)
    .filter((employeeNo) => employeeNo !== DEMO_HOLIDAY_PLAN_EMPLOYEE_NO)
    .slice(0, 4);
  const summer = [
    [`${year}-06-29`, `${year}-07-10`],
    [`${year}-07-13`, `${year}-07-24`],
    [`${year}-08-03`, `${year}-08-14`],
    [`${year}-08-17`, `${year}-08-21`],
  ] as const;
  await plansRepository.insertEntries(
    trx,
    { id, companyCode: 'SV' },
    colleagues.map((employeeNo, index) => ({
      employeeNo,
      dateFrom: summer[index]![0],
      dateTo: summer[index]![1],
      formId: holidayType?.id ?? null,
      holidayStatus: index % 2,
    })),
    { source: 'planner', userId: planner ?? users.get('admin') ?? null },
  );
  const grant = (username: string, objectId: number | null, action: 'administer' | 'create') => {
    const userId = users.get(username);
    return userId === undefined
      ? []
      : [{ companyCode: 'SV', objectType: 'holiday_plan' as const, objectId, userId, action, grantedBy: planner }];
  };
  await insertGrants(trx, [
    ...grant('planner', id, 'administer'),
    // The company-wide grants come once, with the current year's plan.
    ...(options.withCompanyGrants ? [...grant('planner', null, 'create'), ...grant('admin', null, 'administer')] : []),
  ]);
}
