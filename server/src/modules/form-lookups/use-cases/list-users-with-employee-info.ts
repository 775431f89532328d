import type { IsoDate, UserWithEmployeeInfo, UsersWithEmployeeInfoInput } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import * as formLookupsRepository from '../form-lookups.repository';

/** Users with their employee's department and job title, for an administrator adding participants. */
export async function listUsersWithEmployeeInfo(
  db: Executor,
  companyCode: string,
  input: UsersWithEmployeeInfoInput,
  today: IsoDate,
): Promise<UserWithEmployeeInfo[]> {
  const rows = await formLookupsRepository.listUsersWithEmployeeInfo(db, {
    companyCode,
    ...(input.searchQuery ? { search: input.searchQuery } : {}),
    ...(input.showTerminated ? {} : { employedOn: today }),
  });
  return rows.map((row) => ({
    userId: row.user_id,
    employeeNo: row.employee_no,
    personnelNo: row.personnel_no,
    employeeFullName: `${row.first_name} ${row.last_name}`,
    departmentCode: row.department_code,
    department: row.department_name,
    jobTitle: row.job_title,
  }));
}
