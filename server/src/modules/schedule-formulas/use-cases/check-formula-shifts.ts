import { ErrorCode, type FieldErrors, type ScheduleFormulaInput } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as shiftGroupsRepository from '../../shift-groups/shift-groups.repository';

/**
 * A formula plans only live shifts of its own shift group: each position's shift and the holiday shift
 * must be one (field errors entries.N.shiftId and holidayShiftId). The group is locked first, so a shift
 * archived at the same moment (its use case locks the group too) is seen as archived, or sees the formula.
 */
export async function checkFormulaShifts(trx: Executor, companyCode: string, input: ScheduleFormulaInput): Promise<void> {
  if (!(await shiftGroupsRepository.lockGroup(trx, companyCode, input.shiftGroupId))) throw new DomainError(ErrorCode.recordNotFound);
  const named = input.entries.flatMap((entry) => (entry.shiftId === null ? [] : [entry.shiftId]));
  if (input.holidayShiftId !== null) named.push(input.holidayShiftId);
  const shifts = await shiftGroupsRepository.shiftsOfGroup(trx, { shiftGroupId: input.shiftGroupId, ids: named });
  const live = new Set(shifts.filter((shift) => !shift.archived).map((shift) => shift.id));
  const fieldErrors: FieldErrors = {};
  input.entries.forEach((entry, index) => {
    if (entry.shiftId !== null && !live.has(entry.shiftId)) fieldErrors[`entries.${index}.shiftId`] = [ErrorCode.shiftNotInGroup];
  });
  if (input.holidayShiftId !== null && !live.has(input.holidayShiftId)) fieldErrors.holidayShiftId = [ErrorCode.shiftNotInGroup];
  if (Object.keys(fieldErrors).length > 0) throw new DomainError(ErrorCode.shiftNotInGroup, { fieldErrors });
}
