import {
  ErrorCode,
  PeriodStatus,
  type Timesheet,
  type TimesheetErpHandOverResult,
  type TimesheetMonthInput,
  type TimesheetRecordIdInput,
} from '@portal/shared';
import { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { daysDigest } from '../../../erp/erp-comparison';
import { ErpChangeKind, type TimesheetMonthPayload } from '../../../erp/erp-gateway';
import * as erpOutboxRepository from '../../../erp/erp-outbox.repository';
import { type ErpChange, enqueueErpChanges } from '../../../erp/erp-outbox';
import { DomainError } from '../../../errors/domain-error';
import { employeeDays, timesheetMonthKeyPrefix } from '../month-erp';
import { lockTimesheetFor, type TimesheetContext } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { getTimesheet } from './get-timesheet';
import { datesOf, monthOf } from './timesheet-rules';

/** What a queued month change tells of itself: whose, which version, which days. */
const SentMonthSchema = z.object({ employeeNo: z.string(), version: z.number().int(), digest: z.string() });

/**
 * POST wtc-area/timesheets/update-navision (change_status): hands an approved month's hours to the
 * ERP, one outbox change per employee holding all their days, as the schedules' update-navision does.
 * An employee whose days are as last sent queues nothing; changed days queue the next version, which
 * replaces the one the ERP holds; an employee sent before who has no hours now is sent without days.
 * Records the hand-over on the timesheet when something was queued. One transaction under the
 * timesheet's and the period's locks: of two calls at once the second finds what the first queued.
 */
export async function updateTimesheetNavision(ctx: TimesheetContext, input: TimesheetMonthInput): Promise<TimesheetErpHandOverResult> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet } = await lockTimesheetFor(ctx, trx, input.timesheetId, 'change_status');
    const period = await timesheetsRepository.lockPeriod(trx, monthOf(input));
    const status = period?.status ?? PeriodStatus.inProgress;
    // The refusal names the month's status (a month never changed is in progress).
    if (status === PeriodStatus.prepared) throw new DomainError(ErrorCode.timesheetMonthPrepared);
    if (status !== PeriodStatus.approved) throw new DomainError(ErrorCode.timesheetMonthInProgress);

    const prefix = timesheetMonthKeyPrefix(timesheet.id, input.year, input.month);
    const latest = new Map<string, z.infer<typeof SentMonthSchema>>();
    for (const row of await erpOutboxRepository.listByKeyPrefix(trx, prefix, [ErpChangeKind.timesheetMonth])) {
      const sent = SentMonthSchema.safeParse(row.payload).data;
      if (sent && (latest.get(sent.employeeNo)?.version ?? 0) < sent.version) latest.set(sent.employeeNo, sent);
    }
    const current = employeeDays(await timesheetsRepository.listFigures(trx, { timesheetId: timesheet.id, ...datesOf(input) }));
    for (const employeeNo of latest.keys()) if (!current.has(employeeNo)) current.set(employeeNo, []);

    const changes: ErpChange[] = [];
    let unchanged = 0;
    for (const [employeeNo, days] of current) {
      const digest = daysDigest(days);
      const before = latest.get(employeeNo);
      // Never sent and still without hours: nothing for the ERP to hold.
      if (before?.digest === digest || (!before && days.length === 0)) {
        unchanged++;
        continue;
      }
      const version = (before?.version ?? 0) + 1;
      const payload: TimesheetMonthPayload = {
        timesheetId: timesheet.id,
        timesheetCode: timesheet.code,
        employeeNo,
        year: input.year,
        month: input.month,
        version,
        digest,
        days,
      };
      changes.push({
        companyCode: ctx.companyCode,
        kind: ErpChangeKind.timesheetMonth,
        idempotencyKey: `${prefix}${employeeNo}:month:v${version}`,
        payload,
      });
    }
    const now = ctx.now();
    // Under the locks every key is new: all of them are queued.
    const queued = await enqueueErpChanges(trx, changes, now);
    if (queued > 0) await timesheetsRepository.setBcUpdatedAt(trx, timesheet.id, now);
    return { queued, unchanged, bcUpdatedAt: queued > 0 ? now : timesheet.bc_updated_at };
  });
}

/** POST wtc-area/timesheets/set-bc-update-date ({id}; change_status): records that the ERP took the timesheet now. */
export async function setTimesheetBcUpdateDate(ctx: TimesheetContext, input: TimesheetRecordIdInput): Promise<Timesheet> {
  return withTransaction(ctx.db, async (trx) => {
    await lockTimesheetFor(ctx, trx, input.id, 'change_status');
    await timesheetsRepository.setBcUpdatedAt(trx, input.id, ctx.now());
    return getTimesheet({ ...ctx, db: trx }, input.id, trx);
  });
}
