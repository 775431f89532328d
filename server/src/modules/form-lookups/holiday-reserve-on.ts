import { ErrorCode, type HolidayReserve, type IsoDate } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { getHolidayReserve } from '../employees/use-cases/get-holiday-reserve';
import * as formLookupsRepository from './form-lookups.repository';
import type { EmployeeKey } from './form-lookups.repository';

/**
 * The employee's holiday reserve on a date; an employee missing from the company is not found.
 * getHolidayReserve reads only the company and number: the caller has authorised the read.
 */
export async function holidayReserveOn(db: Executor, key: EmployeeKey, date: IsoDate): Promise<HolidayReserve> {
  const employee = await formLookupsRepository.findEmployee(db, key);
  if (!employee) throw new DomainError(ErrorCode.recordNotFound);
  return getHolidayReserve(db, { ...key, as: 'self' }, date);
}
