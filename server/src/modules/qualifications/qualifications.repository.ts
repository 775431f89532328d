import { isQualificationValid, type Qualification, qualificationPassedKey } from '@portal/shared';
import type { Executor } from '../../db/transaction';

export async function listForEmployee(db: Executor, companyCode: string, employeeNo: string, today: string): Promise<Qualification[]> {
  const rows = await db
    .selectFrom('qualifications')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .orderBy('from_date', (order) => order.desc().nullsLast())
    .orderBy('entry_no', 'desc')
    .execute();
  return rows.map((row) => ({
    entryNo: row.entry_no,
    categoryCode: row.category_code,
    code: row.code,
    description: row.description,
    fromDate: row.from_date,
    toDate: row.to_date,
    dateOfIssue: row.date_of_issue,
    documentNo: row.document_no,
    expirationDate: row.expiration_date,
    mandatory: row.mandatory,
    passed: qualificationPassedKey(row.passed_int),
    passedInt: row.passed_int,
    valid: isQualificationValid(row.expiration_date, today),
    cost: row.cost,
    institutionName: row.institution_name,
  }));
}
