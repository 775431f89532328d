import type { Executor } from '../../db/transaction';

export function findPersonalInformation(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('employees')
    .leftJoin('personal_information', (join) =>
      join
        .onRef('personal_information.company_code', '=', 'employees.company_code')
        .onRef('personal_information.employee_no', '=', 'employees.employee_no'),
    )
    .select([
      'employees.employee_no',
      'employees.first_name',
      'employees.last_name',
      'employees.mobile_phone_no',
      'employees.phone_no',
      'employees.company_email',
      'employees.email',
      'personal_information.declared_address',
      'personal_information.home_address',
      'personal_information.iban',
    ])
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', '=', employeeNo)
    .executeTakeFirst();
}

export function listRelatives(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('employee_relatives')
    .select([
      'relative_type',
      'first_name',
      'last_name',
      'birth_date',
      'phone_no',
      'personal_no',
      'disabled',
      'has_one_of_the_parents',
      'additional_needs',
    ])
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .orderBy('line_no')
    .execute();
}
