import type { EmployeeDepartment, IsoDate } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import * as formLookupsRepository from '../form-lookups.repository';

/** Departments of the company's employees employed on the date. */
export async function listEmployeeDepartments(db: Executor, companyCode: string, employedOn: IsoDate): Promise<EmployeeDepartment[]> {
  const rows = await formLookupsRepository.listEmployeeDepartments(db, companyCode, employedOn);
  return rows.map((row) => ({ departmentCode: row.code, departmentName: row.name }));
}
