import type { Executor } from '../../db/transaction';
import * as usersRepository from './users.repository';

/** A user as lists and histories name them. */
export interface PersonName {
  userId: number;
  name: string;
  username: string;
  /** Their employee number in the company, if they are employed there. */
  employeeNo: string | null;
}

/**
 * Users by id as the portal names them: their employee's name and number in the company when they
 * have one there, else the user's own name, else the username.
 */
export async function peopleByUserId(db: Executor, companyCode: string, userIds: readonly number[]): Promise<Map<number, PersonName>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await usersRepository.listWithEmployeeNames(db, companyCode, ids);
  const people = new Map<number, PersonName>();
  for (const row of rows) {
    // A person employed twice in the company (rare) is named by the first record.
    if (!people.has(row.id)) people.set(row.id, personNameOf(row));
  }
  return people;
}

/** A user with their employee's names, as listWithEmployeeNames or withEmployeeNameObject read them. */
export interface UserWithEmployeeName {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  employee_no: string | null;
  employee_first_name: string | null;
  employee_last_name: string | null;
}

/** The user's name as the portal names users: their employee's name, else the user's own name, else the username. */
export function personNameOf(row: UserWithEmployeeName): PersonName {
  const employeeName = `${row.employee_first_name ?? ''} ${row.employee_last_name ?? ''}`.trim();
  const userName = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return { userId: row.id, name: employeeName || userName || row.username, username: row.username, employeeNo: row.employee_no };
}
