import type { EmployeeJobTitle, IsoDate } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import * as formLookupsRepository from '../form-lookups.repository';

/** Job titles of the company's employees employed on the date (the title is its own code). */
export async function listEmployeeJobTitles(db: Executor, companyCode: string, employedOn: IsoDate): Promise<EmployeeJobTitle[]> {
  const titles = await formLookupsRepository.listEmployeeJobTitles(db, companyCode, employedOn);
  return titles.map((title) => ({ jobTitleCode: title, jobTitleName: title }));
}
