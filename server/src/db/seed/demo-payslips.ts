import { lithuanianCalendar, monthRange } from '@portal/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import type { PlacedAbsence } from './demo-absences';
import { workDaysOfCode } from './demo-absences';
import { type AppointmentRow, salaryOn } from './demo-contracts';
import { roundMoney, seededRandom } from './demo-people';

// 24 monthly payslips (November 2024 to October 2026) computed the Lithuanian way: salary for the
// days worked, holiday pay, the employer's part of sick pay, a quarterly bonus, income tax (GPM 20 %)
// after the tax-free amount (NPD), social (VSD 12.52 %) and health (PSD 6.98 %) insurance.

export const PAYSLIP_MONTHS = 24;
const FIRST_PAYSLIP = { year: 2024, month: 11 };

/** Minimum monthly wage (MMA) by year: the tax-free amount shrinks above it. */
const minimumWage: Record<number, number> = { 2024: 924, 2025: 1038, 2026: 1153 };
const MAX_TAX_FREE = 747;

function taxFreeAmount(year: number, gross: number): number {
  const wage = minimumWage[year] ?? 1153;
  if (gross <= wage) return MAX_TAX_FREE;
  return roundMoney(Math.max(0, MAX_TAX_FREE - 0.49 * (gross - wage)));
}

export type PayslipRow = Insertable<Database['payslips']>;
export type PayslipLineRow = Insertable<Database['payslip_lines']>;

export function buildPayslips(
  employee: { company_code: string; employee_no: string; employment_date: string },
  appointments: AppointmentRow[],
  placed: PlacedAbsence[],
  isPartTime: boolean,
): { payslips: PayslipRow[]; lines: PayslipLineRow[] } {
  const random = seededRandom(employee.employee_no, 53);
  const hasSportCompensation = random() < 0.25;
  const hasQuarterlyBonus = random() < 0.5;
  const payslips: PayslipRow[] = [];
  const lines: PayslipLineRow[] = [];
  for (let index = 0; index < PAYSLIP_MONTHS; index++) {
    const monthIndex = FIRST_PAYSLIP.month - 1 + index;
    const year = FIRST_PAYSLIP.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const period = monthRange(year, month);
    if (period.to < employee.employment_date) continue;
    const from = period.from < employee.employment_date ? employee.employment_date : period.from;
    const key = { company_code: employee.company_code, employee_no: employee.employee_no, year, month };
    payslips.push({ ...key, period_from: period.from, period_to: period.to });

    const monthWorkDays = lithuanianCalendar.countWorkDays(period.from, period.to);
    const { salary, advanceAmount } = salaryOn(appointments, period.to);
    const daily = salary / monthWorkDays;
    const holidayDays = workDaysOfCode(placed, ['A'], from, period.to);
    const sickDays = workDaysOfCode(placed, ['L'], from, period.to);
    const unpaidDays = workDaysOfCode(placed, ['NA'], from, period.to);
    const employedDays = lithuanianCalendar.countWorkDays(from, period.to);
    const workedDays = Math.max(0, employedDays - holidayDays - sickDays - unpaidDays);
    const hoursPerDay = isPartTime ? 4 : 8;

    const items: Omit<PayslipLineRow, 'company_code' | 'employee_no' | 'year' | 'month' | 'line_no'>[] = [];
    const pay = (code: string, description: string, income: number, days = 0) =>
      items.push({
        code,
        type: 'PE',
        description,
        income: roundMoney(income),
        deducted: 0,
        work_days: days,
        work_hours: days * hoursPerDay,
      });
    pay('ATL', 'Darbo užmokestis', daily * workedDays, workedDays);
    if (holidayDays > 0) pay('ATOST', 'Atostoginiai', daily * 1.04 * holidayDays, holidayDays);
    // The employer pays the first two days of sick leave at 62.06 %; Sodra pays the rest.
    if (sickDays > 0) pay('LIGA', 'Ligos pašalpa (darbdavio mokama dalis)', daily * 0.6206 * Math.min(2, sickDays), Math.min(2, sickDays));
    if (hasQuarterlyBonus && month % 3 === 0) pay('PRIEDAS', 'Ketvirčio priedas', salary * (0.05 + random() * 0.1));
    if (hasSportCompensation && month % 2 === 0)
      items.push({
        code: 'CUSTOM',
        type: 'PE',
        description: 'Sporto klubo kompensacija',
        income: 30,
        deducted: 0,
        work_days: 0,
        work_hours: 0,
      });

    const gross = roundMoney(items.reduce((sum, item) => sum + Number(item.income), 0));
    const taxFree = taxFreeAmount(year, gross);
    const deduct = (code: string, description: string, amount: number) =>
      items.push({ code, type: 'PE', description, income: 0, deducted: roundMoney(amount), work_days: 0, work_hours: 0 });
    deduct('GPM', 'Gyventojų pajamų mokestis (20 %)', Math.max(0, gross - taxFree) * 0.2);
    deduct('VSD', 'Valstybinis socialinis draudimas (12,52 %)', gross * 0.1252);
    deduct('PSD', 'Privalomasis sveikatos draudimas (6,98 %)', gross * 0.0698);
    if (advanceAmount > 0) deduct('AVANS', 'Išmokėtas avansas', advanceAmount);
    const deducted = roundMoney(items.reduce((sum, item) => sum + Number(item.deducted), 0));
    const days = workedDays;

    items.push({
      code: 'TTFREE',
      type: 'AE',
      description: 'Taikytas neapmokestinamasis pajamų dydis (NPD)',
      income: taxFree,
      deducted: 0,
      work_days: 0,
      work_hours: 0,
    });
    items.push({
      code: 'EOINFO',
      type: 'AE',
      description: 'Darbdavio įmokos Sodrai (1,77 %)',
      income: roundMoney(gross * 0.0177),
      deducted: 0,
      work_days: 0,
      work_hours: 0,
    });
    items.push({
      code: 'TOT',
      type: 'AE',
      description: 'Iš viso',
      income: gross,
      deducted,
      work_days: days,
      work_hours: days * hoursPerDay,
    });
    items.forEach((item, position) => lines.push({ ...key, line_no: (position + 1) * 10_000, ...item }));
  }
  return { payslips, lines };
}
