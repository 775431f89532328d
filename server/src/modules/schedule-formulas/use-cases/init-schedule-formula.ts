import { ErrorCode, FormulaType, type ScheduleFormulaDefaults } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { requireSetupRead, type SetupContext } from '../../shift-groups/setup-access';
import * as shiftGroupsRepository from '../../shift-groups/shift-groups.repository';

/** GET wtc-area/schedule-formulas/init: a new formula's values — cyclic, from today, no positions yet. */
export async function initScheduleFormula(ctx: SetupContext, shiftGroupId: number | undefined): Promise<ScheduleFormulaDefaults> {
  await requireSetupRead(ctx.db, ctx.actor);
  if (shiftGroupId !== undefined && !(await shiftGroupsRepository.findGroup(ctx.db, ctx.actor.companyCode, shiftGroupId))) {
    throw new DomainError(ErrorCode.recordNotFound);
  }
  return {
    code: '',
    name: '',
    type: FormulaType.cyclic,
    startDate: ctx.today,
    endDate: null,
    holidayShiftId: null,
    shiftGroupId: shiftGroupId ?? null,
    entries: [],
  };
}
