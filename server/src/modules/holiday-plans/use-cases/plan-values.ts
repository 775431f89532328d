import { ErrorCode, type HolidayPlanInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as plansRepository from '../holiday-plans.repository';

/** The plan's code free in the company and its department one of the company's; refused on the field otherwise. */
export async function checkPlanValues(
  trx: Executor,
  companyCode: string,
  input: z.output<typeof HolidayPlanInputSchema>,
  exceptId?: number,
): Promise<void> {
  if (await plansRepository.isCodeTaken(trx, companyCode, input.code, exceptId)) {
    throw DomainError.forField('code', ErrorCode.holidayPlanCodeTaken);
  }
  if (input.departmentCode !== null && !(await plansRepository.departmentExists(trx, companyCode, input.departmentCode))) {
    throw DomainError.forField('departmentCode', ErrorCode.invalidValue);
  }
}

export function codeTakenOnConflict(error: unknown): never {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
    throw DomainError.forField('code', ErrorCode.holidayPlanCodeTaken);
  }
  throw error;
}
