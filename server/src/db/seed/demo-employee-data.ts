import type { IsoDate } from '@portal/shared';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { Database } from '../database';
import { absenceRows, demoEmployeeAbsences, placeAbsences } from './demo-absences';
import { buildAppointments, buildHolidayReserves, type ContractFigures, contractFigures, holidayTerms } from './demo-contracts';
import { buildPayslips } from './demo-payslips';
import { departmentNames, seededRandom } from './demo-people';
import {
  buildInstructions,
  buildPersonalInformation,
  buildQualifications,
  buildWorkImplements,
  buildWorkingAbilities,
} from './demo-records';
import { buildSubstitutions } from './demo-substitutions';

// Everything the ERP would mirror for the demo people, built in memory (deterministic) and written
// set-based in batches: the seed runs for every seeded test database and must stay fast.

export interface DataEmployee {
  company_code: string;
  employee_no: string;
  first_name: string;
  last_name: string;
  employment_date: string;
  department_code: string;
  job_title: string;
  manager_employee_no: string | null;
  allow_my_team: boolean;
}

/** The demo employee: fixed absences, a pending work implement and the like. */
export const DEMO_EMPLOYEE_NO = 'SV0012';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export interface EmployeeData {
  figures: Map<string, ContractFigures>;
  tables: {
    appointments: Rows<'appointments'>;
    holiday_reserves: Rows<'holiday_reserves'>;
    absences: Rows<'absences'>;
    employee_activities: Rows<'employee_activities'>;
    payslips: Rows<'payslips'>;
    payslip_lines: Rows<'payslip_lines'>;
    substitutions: Rows<'substitutions'>;
    personal_information: Rows<'personal_information'>;
    employee_relatives: Rows<'employee_relatives'>;
    qualifications: Rows<'qualifications'>;
    instructions: Rows<'instructions'>;
    working_abilities: Rows<'working_abilities'>;
    work_implements: Rows<'work_implements'>;
  };
}

export function employeeKey(companyCode: string, employeeNo: string): string {
  return `${companyCode}/${employeeNo}`;
}

/** Everything the ERP mirrors for the demo people, its recent and coming part around `today`. */
export function buildEmployeeData(employees: readonly DataEmployee[], today: IsoDate): EmployeeData {
  const byKey = new Map(employees.map((employee) => [employeeKey(employee.company_code, employee.employee_no), employee]));
  const data: EmployeeData = {
    figures: new Map(),
    tables: {
      appointments: [],
      holiday_reserves: [],
      absences: [],
      employee_activities: [],
      payslips: [],
      payslip_lines: [],
      substitutions: buildSubstitutions(employees, today),
      personal_information: [],
      employee_relatives: [],
      qualifications: [],
      instructions: [],
      working_abilities: [],
      work_implements: [],
    },
  };
  const entryNo = { absence: 1, activity: 1 };
  const qualificationNo = { next: 1 };
  const instructionNo = { next: 1 };
  const workingAbilityNo = { next: 1 };
  const { tables } = data;
  for (const employee of employees) {
    const isDemoEmployee = employee.company_code === 'SV' && employee.employee_no === DEMO_EMPLOYEE_NO;
    // The demo employee's second job (NL) is part-time, as are a few others.
    const isPartTime =
      employee.company_code === 'NL' && employee.employee_no === 'NL0021'
        ? true
        : !isDemoEmployee && seededRandom(employee.employee_no, 5)() < 0.08;
    const manager = employee.manager_employee_no ? byKey.get(employeeKey(employee.company_code, employee.manager_employee_no)) : undefined;
    const contractEmployee = {
      ...employee,
      department_name: departmentNames[employee.department_code as keyof typeof departmentNames] ?? employee.department_code,
    };
    const placed = isDemoEmployee ? demoEmployeeAbsences(today) : placeAbsences(employee, today);
    const appointments = buildAppointments(contractEmployee, manager, isPartTime);
    const terms = holidayTerms(employee.employee_no);
    const reserves = buildHolidayReserves(contractEmployee, placed, terms);
    const absences = absenceRows(employee, placed, entryNo, isPartTime, today);
    const payslips = buildPayslips(employee, appointments, placed, isPartTime);
    const personal = buildPersonalInformation(employee);
    data.figures.set(
      employeeKey(employee.company_code, employee.employee_no),
      contractFigures(contractEmployee, reserves, placed, terms, today),
    );
    tables.appointments.push(...appointments);
    tables.holiday_reserves.push(...reserves);
    tables.absences.push(...absences.absences);
    tables.employee_activities.push(...absences.activities);
    tables.payslips.push(...payslips.payslips);
    tables.payslip_lines.push(...payslips.lines);
    tables.personal_information.push(personal.personal);
    tables.employee_relatives.push(...personal.relatives);
    tables.qualifications.push(...buildQualifications(employee, qualificationNo));
    tables.instructions.push(...buildInstructions(employee, employee.job_title, instructionNo));
    tables.working_abilities.push(...buildWorkingAbilities(employee, workingAbilityNo, isDemoEmployee));
    tables.work_implements.push(...buildWorkImplements(employee, isDemoEmployee, today));
  }
  return data;
}

/** Rows a statement: each batch travels as one JSON parameter. */
const BATCH_ROWS = 10_000;

/**
 * Inserts rows set-based: each batch is one JSON document that PostgreSQL unpacks into rows of the
 * table's own type (json_populate_recordset), far cheaper than binding every value as a parameter.
 * Rows already there stay as they are.
 */
export async function insertInBatches<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.ref(column)));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${batch}::json)
      on conflict do nothing`.execute(trx);
  }
}

/** Writes the tables in foreign-key order (employees already exist). */
export async function insertEmployeeData(trx: Transaction<Database>, data: EmployeeData): Promise<void> {
  for (const [table, rows] of Object.entries(data.tables) as [keyof EmployeeData['tables'], Rows<keyof EmployeeData['tables']>][]) {
    await insertInBatches(trx, table, rows);
  }
}
