import { ErrorCode } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as shiftGroupsRepository from '../../shift-groups/shift-groups.repository';
import * as schedulesRepository from '../schedules.repository';

// Checks shared by the create and update of a schedule.

/** The shift group must be a live one of the company. */
export async function checkShiftGroup(db: Executor, companyCode: string, shiftGroupId: number): Promise<void> {
  const group = await shiftGroupsRepository.findGroup(db, companyCode, shiftGroupId);
  if (!group || group.archived) throw DomainError.forField('shiftGroupId', ErrorCode.invalidValue);
}

export async function checkCodeFree(db: Executor, companyCode: string, code: string, exceptId?: number): Promise<void> {
  if (await schedulesRepository.isCodeTaken(db, companyCode, code, exceptId))
    throw DomainError.forField('code', ErrorCode.scheduleCodeTaken);
}

/**
 * Two planners saving the same new code at once: the unique index refuses the second, answered as the
 * check above answers it (the transaction is rolled back either way).
 */
export function codeTakenOnConflict(error: unknown): never {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
    throw DomainError.forField('code', ErrorCode.scheduleCodeTaken);
  }
  throw error;
}
