import { addDays, addMonths, daysBetween, type IsoDate, lithuanianCalendar, monthRange } from '@portal/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { type PlacedAbsence, workDaysOfCode } from './demo-absences';
import { between, roundMoney, seededRandom } from './demo-people';

// Appointment history (a fixed-term first contract with a trial period, extended open-ended, and for
// some a later change of position), the holiday reserve month by month, and the contract figures.

export interface ContractEmployee {
  company_code: string;
  employee_no: string;
  first_name: string;
  last_name: string;
  employment_date: string;
  job_title: string;
  department_code: string;
  department_name: string;
  manager_employee_no: string | null;
  allow_my_team: boolean;
}

export interface Manager {
  employee_no: string;
  first_name: string;
  last_name: string;
}

export type AppointmentRow = Insertable<Database['appointments']>;

/** The date one year after `date`, less a day: the end of a one-year fixed-term contract. */
function oneYearLater(date: IsoDate): IsoDate {
  return addDays(addMonths(date, 12), -1);
}

export function buildAppointments(employee: ContractEmployee, manager: Manager | undefined, isPartTime: boolean): AppointmentRow[] {
  const random = seededRandom(employee.employee_no, 23);
  const baseSalary = employee.allow_my_team ? between(random, 3400, 5200) : between(random, 1250, 2900);
  const contractNo = `${employee.company_code}-${employee.employment_date.slice(0, 4)}/${employee.employee_no.slice(-3)}`;
  const common = {
    company_code: employee.company_code,
    employee_no: employee.employee_no,
    contract_no: contractNo,
    department_name: employee.department_name,
    manager_employee_no: manager?.employee_no ?? null,
    manager_first_name: manager?.first_name ?? null,
    manager_last_name: manager?.last_name ?? null,
    full_part_time: isPartTime ? 'part' : 'full',
    advance_percent: random() < 0.3 ? 40 : 0,
    tea_type_int: 1,
    holiday_norm_wd: 20,
    holiday_norm_cd: 28,
  } as const;
  const salaryAt = (factor: number) => roundMoney(baseSalary * factor * (isPartTime ? 0.5 : 1));
  const firstEnd = oneYearLater(employee.employment_date);
  const hasPositionChange = random() < 0.35 && firstEnd < '2024-06-01';
  // A position change starts a new chain (its own root line) the first day of a month after the extension.
  const changeDate = hasPositionChange ? `${between(random, 2024, 2025)}-${String(between(random, 1, 12)).padStart(2, '0')}-01` : null;
  const lines: AppointmentRow[] = [
    {
      ...common,
      appointment_line_no: 10_000,
      root_line_no: 10_000,
      extension_from: null,
      appointment_type: 'Priėmimas į darbą',
      job_title_name: hasPositionChange ? 'Jaunesnysis specialistas' : employee.job_title,
      from_date: employee.employment_date,
      to_date: firstEnd,
      show_trial_period: true,
      trial_period_until: addDays(addMonths(employee.employment_date, 3), -1),
      salary: salaryAt(hasPositionChange ? 0.75 : 0.9),
      advance_amount: 0,
      bonus: 0,
      contract_type: 2,
    },
    {
      ...common,
      appointment_line_no: 20_000,
      root_line_no: 10_000,
      extension_from: 10_000,
      appointment_type: 'Sutarties pratęsimas',
      job_title_name: hasPositionChange ? 'Jaunesnysis specialistas' : employee.job_title,
      from_date: addDays(firstEnd, 1),
      // The ERP writes "no end" as 1753-01-01 or 9999-12-31; both appear in real data.
      to_date: changeDate ? addDays(changeDate, -1) : random() < 0.5 ? '9999-12-31' : '1753-01-01',
      show_trial_period: false,
      trial_period_until: null,
      salary: salaryAt(hasPositionChange ? 0.85 : 1),
      advance_amount: 0,
      bonus: 0,
      contract_type: 1,
    },
  ];
  if (changeDate) {
    lines.push({
      ...common,
      contract_no: `${contractNo}-P1`,
      appointment_line_no: 30_000,
      root_line_no: 30_000,
      extension_from: null,
      appointment_type: 'Perkėlimas į kitas pareigas',
      job_title_name: employee.job_title,
      from_date: changeDate,
      to_date: '9999-12-31',
      show_trial_period: false,
      trial_period_until: null,
      salary: salaryAt(1),
      advance_amount: 0,
      bonus: roundMoney(salaryAt(1) * 0.1),
      contract_type: 1,
    });
  }
  for (const line of lines) if (line.advance_percent) line.advance_amount = roundMoney(Number(line.salary) * 0.4);
  return lines;
}

/** The monthly salary of the appointment line in force on a date. */
export function salaryOn(lines: AppointmentRow[], date: IsoDate): { salary: number; advanceAmount: number } {
  const line = [...lines].reverse().find((candidate) => candidate.from_date <= date);
  return { salary: Number(line?.salary ?? 0), advanceAmount: Number(line?.advance_amount ?? 0) };
}

export interface HolidayTerms {
  holidayNorm: number;
  holidayDayType: 0 | 1;
}

export function holidayTerms(employeeNo: string): HolidayTerms {
  const random = seededRandom(employeeNo, 31);
  // Most count working days (20 a year); some calendar days (28); a few have the longer norm of 25.
  const roll = random();
  if (roll < 0.2) return { holidayNorm: 28, holidayDayType: 1 };
  if (roll < 0.28) return { holidayNorm: 25, holidayDayType: 0 };
  return { holidayNorm: 20, holidayDayType: 0 };
}

/** The working year (holiday range) that contains `date`: it runs from an anniversary of the hire. */
export function holidayRange(employmentDate: IsoDate, date: IsoDate): { from: IsoDate; to: IsoDate } {
  let from = employmentDate;
  while (addMonths(from, 12) <= date) from = addMonths(from, 12);
  return { from, to: addDays(addMonths(from, 12), -1) };
}

export type HolidayReserveRow = Insertable<Database['holiday_reserves']>;

/** Month-end snapshots of the reserve, from November 2024 to October 2026, as the ERP computes them. */
export function buildHolidayReserves(employee: ContractEmployee, placed: PlacedAbsence[], terms: HolidayTerms): HolidayReserveRow[] {
  const random = seededRandom(employee.employee_no, 37);
  let reserve = between(random, 0, 800) / 100;
  const rows: HolidayReserveRow[] = [];
  for (let index = 0; index < 24; index++) {
    const year = 2024 + Math.floor((10 + index) / 12);
    const month = ((10 + index) % 12) + 1;
    const { from, to } = monthRange(year, month);
    if (to < employee.employment_date) continue;
    const taken =
      terms.holidayDayType === 0
        ? workDaysOfCode(placed, ['A'], from, to)
        : placed
            .filter((absence) => absence.code === 'A' && absence.from <= to && absence.to >= from)
            .reduce(
              (days, absence) =>
                days + lithuanianCalendar.countCalendarDays(absence.from > from ? absence.from : from, absence.to < to ? absence.to : to),
              0,
            );
    reserve = roundMoney(reserve + terms.holidayNorm / 12 - taken);
    const range = holidayRange(employee.employment_date, to);
    rows.push({
      company_code: employee.company_code,
      employee_no: employee.employee_no,
      as_of_date: to,
      holiday_reserve: reserve,
      holiday_range_from: range.from,
      holiday_range_to: range.to,
    });
  }
  return rows;
}

/** Contract figures of the employee record: reserve on the sync date, norm, solid holiday, experience. */
export function contractFigures(
  employee: ContractEmployee,
  reserves: HolidayReserveRow[],
  placed: PlacedAbsence[],
  terms: HolidayTerms,
  today: IsoDate,
) {
  const random = seededRandom(employee.employee_no, 41);
  const range = holidayRange(employee.employment_date, today);
  // The solid part (at least 10 work days in a row) of this working year's leave, used or not.
  const solidUsed = placed.some(
    (absence) =>
      absence.code === 'A' &&
      absence.from >= range.from &&
      absence.from <= today &&
      workDaysOfCode([absence], ['A'], absence.from, absence.to) >= 10,
  );
  const priorYears = between(random, 0, 12);
  const since = addMonths(employee.employment_date, -12 * priorYears);
  const experienceYears = roundMoney(daysBetween(since, today) / 365.25);
  return {
    company_code: employee.company_code,
    employee_no: employee.employee_no,
    unused_holidays: Number(reserves.at(-1)?.holiday_reserve ?? 0),
    holiday_norm: terms.holidayNorm,
    holiday_day_type: terms.holidayDayType,
    solid_holiday_status: solidUsed ? 'Panaudotos' : 'Nepanaudotos',
    solid_holiday_status_from: range.from,
    solid_holiday_status_to: range.to,
    show_solid_holiday_status: random() < 0.9,
    work_experience_years: experienceYears,
    work_experience_since: since,
  };
}
export type ContractFigures = ReturnType<typeof contractFigures>;
