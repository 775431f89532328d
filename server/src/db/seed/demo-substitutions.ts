import { addDays, type IsoDate } from '@portal/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { between, seededRandom } from './demo-people';

type SubstitutionRow = Insertable<Database['substitutions']>;

interface Colleague {
  company_code: string;
  employee_no: string;
  department_code: string;
}

/**
 * Substitutions among colleagues of a department, past and planned, plus fixed ones around `today` so
 * the demo employee and manager each substitute and are substituted today.
 */
export function buildSubstitutions(employees: readonly Colleague[], today: IsoDate): SubstitutionRow[] {
  const rows: SubstitutionRow[] = [];
  let entryNo = 1;
  const add = (company: string, employeeNo: string, substituteNo: string, from: string, to: string, description: string) =>
    rows.push({
      company_code: company,
      employee_no: employeeNo,
      subst_employee_no: substituteNo,
      date_from: from,
      date_to: to,
      description,
      entry_no: entryNo++,
    });

  // SV0005 is the demo manager, SV0012 the demo employee (their subordinate), SV0001 the company head.
  const day = (offset: number) => addDays(today, offset);
  add('SV', 'SV0005', 'SV0012', day(-6), day(12), 'Gamybos vadovo atostogos');
  add('SV', 'SV0012', 'SV0019', day(-4), day(5), 'Kvalifikacijos kėlimo kursai');
  add('SV', 'SV0001', 'SV0005', day(-20), day(54), 'Generalinio direktoriaus pavadavimas gamybos klausimais');
  add('SV', 'SV0012', 'SV0026', day(-90), day(-79), 'Kasmetinės atostogos');
  add('SV', 'SV0026', 'SV0012', day(78), day(89), 'Kasmetinės atostogos');
  add('SV', 'SV0005', 'SV0012', day(135), day(139), 'Komandiruotė');

  const random = seededRandom('substitutions', 83);
  const byDepartment = new Map<string, Colleague[]>();
  for (const employee of employees) {
    const key = `${employee.company_code}/${employee.department_code}`;
    byDepartment.set(key, [...(byDepartment.get(key) ?? []), employee]);
  }
  for (const colleagues of byDepartment.values()) {
    if (colleagues.length < 2) continue;
    for (let count = 0; count < 3; count++) {
      const absent = colleagues[between(random, 0, colleagues.length - 1)]!;
      const substitute =
        colleagues.find((candidate) => candidate.employee_no !== absent.employee_no && random() < 0.5) ??
        colleagues.find((candidate) => candidate !== absent)!;
      const from = addDays(today, between(random, -174, 156));
      // The demo employee's and manager's substitutions are the fixed ones above.
      if ([absent.employee_no, substitute.employee_no].some((employeeNo) => employeeNo === 'SV0005' || employeeNo === 'SV0012')) continue;
      add(absent.company_code, absent.employee_no, substitute.employee_no, from, addDays(from, between(random, 2, 14)), 'Atostogos');
    }
  }
  return rows;
}
