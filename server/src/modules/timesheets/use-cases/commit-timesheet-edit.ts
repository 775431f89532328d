import { ErrorCode, hoursTypeOfCode, type TimesheetCommitResult, type TimesheetMonthInput, timesheetCellEffects } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { requireSession } from './edit-session-rules';
import { monthOf, requireEditable } from './timesheet-rules';

/**
 * GET wtc-area/timesheets/{id}/commit?year&month (edit): applies the caller's edit session in one
 * transaction. The period row is locked first, so of two keepers committing the same month one applies
 * and the other finds the version moved on (timesheetPeriodChanged) and writes nothing. Figures set by
 * hand become the keeper's own (source manual): generation leaves them alone. The version grows and the
 * session closes.
 */
export async function commitTimesheetEdit(ctx: TimesheetContext, input: TimesheetMonthInput): Promise<TimesheetCommitResult> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet } = await timesheetFor(ctx, trx, input.timesheetId, 'edit');
    const period = await timesheetsRepository.lockPeriod(trx, monthOf(input));
    requireEditable(period);
    const session = await timesheetsRepository.lockSession(trx, period.id, ctx.auth.user.id);
    requireSession(session);
    if (session.base_version !== period.version) throw new DomainError(ErrorCode.timesheetPeriodChanged);

    const effects = timesheetCellEffects(await timesheetsRepository.listChanges(trx, session.id));
    if (effects.length === 0) {
      await timesheetsRepository.deleteSession(trx, session.id);
      return { changedCells: 0, version: period.version };
    }
    const types = new Map(
      (await timesheetsRepository.listActivityCodes(trx, ctx.companyCode)).map((row) => [row.code, row.activity_type_id]),
    );
    const changes: timesheetsRepository.AppliedChanges = {
      cleared: { employeeNos: [], dates: [] },
      deleted: { employeeNos: [], dates: [], codes: [] },
      set: { employeeNos: [], dates: [], codes: [], hoursTypes: [], minutes: [] },
    };
    for (const effect of effects) {
      if (effect.cleared) {
        changes.cleared.employeeNos.push(effect.employeeNo);
        changes.cleared.dates.push(effect.date);
      }
      for (const code of effect.deleted) {
        changes.deleted.employeeNos.push(effect.employeeNo);
        changes.deleted.dates.push(effect.date);
        changes.deleted.codes.push(code);
      }
      for (const [code, minutes] of effect.set) {
        changes.set.employeeNos.push(effect.employeeNo);
        changes.set.dates.push(effect.date);
        changes.set.codes.push(code);
        changes.set.hoursTypes.push(hoursTypeOfCode(code, types.get(code)));
        changes.set.minutes.push(minutes);
      }
    }
    await timesheetsRepository.applyChanges(trx, {
      timesheetId: timesheet.id,
      companyCode: ctx.companyCode,
      userId: ctx.auth.user.id,
      changes,
    });
    const version = await timesheetsRepository.bumpVersion(trx, period.id);
    await timesheetsRepository.deleteSession(trx, session.id);
    return { changedCells: effects.length, version };
  });
}
