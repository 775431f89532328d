import { ErrorCode, type IsoDate } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../schedule-access';
import { lockScheduleFor } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

// The rules of a schedule membership (spec 2 §3 schedule employee, §5): its formula is one of the
// schedule's shift group, its group one of the schedule's, and an employee's validities in one schedule
// never overlap. Every change runs under the schedule's row lock (lockScheduleFor), so the overlap check
// and the write see the same memberships even when two planners assign the same employee at once.

/** A formula of the schedule's shift group; an archived one only when the membership already has it. */
export async function checkFormula(
  db: Executor,
  query: { companyCode: string; shiftGroupId: number; formulaId: number | null; currentFormulaId?: number | null },
): Promise<void> {
  if (query.formulaId === null) return;
  const formula = await schedulesRepository.findFormula(db, query.companyCode, query.formulaId);
  const isKept = query.currentFormulaId === query.formulaId;
  if (!formula || formula.shift_group_id !== query.shiftGroupId || (formula.archived && !isKept)) {
    throw DomainError.forField('scheduleFormulaId', ErrorCode.invalidValue);
  }
}

export async function checkGroup(db: Executor, scheduleId: number, groupId: number | null): Promise<void> {
  if (groupId !== null && !(await schedulesRepository.isGroupOfSchedule(db, scheduleId, groupId))) {
    throw DomainError.forField('groupId', ErrorCode.invalidValue);
  }
}

/** Refuses with "date ranges overlap" when any of the employees already has a membership overlapping the validity. */
export async function refuseOverlaps(
  db: Executor,
  query: { scheduleId: number; employeeNos: readonly string[]; validFrom: IsoDate; validTo: IsoDate | null; exceptId?: number },
): Promise<void> {
  const overlapping = await schedulesRepository.employeesWithOverlap(db, query);
  if (overlapping.length > 0) {
    throw new DomainError(ErrorCode.dateRangesOverlap, {
      params: { employeeNos: overlapping.join(', ') },
      fieldErrors: { validFrom: [ErrorCode.dateRangesOverlap] },
    });
  }
}

/** A membership of the company's schedules with its schedule locked for a change (edit); another company's is not found. */
export async function lockMembershipFor(ctx: ScheduleContext, trx: Executor, id: number) {
  const found = await schedulesRepository.findMembershipInCompany(trx, ctx.companyCode, id);
  if (!found) throw new DomainError(ErrorCode.recordNotFound);
  const schedule = await lockScheduleFor(ctx, trx, found.schedule_id, 'edit');
  // Read again under the lock: another planner may have changed it while we waited.
  const membership = await schedulesRepository.findMembershipInCompany(trx, ctx.companyCode, id);
  if (!membership) throw new DomainError(ErrorCode.recordNotFound);
  return { schedule, membership };
}
