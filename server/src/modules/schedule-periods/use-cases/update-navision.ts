import { ErrorCode, type ErpHandOverResult, PeriodStatus, type ScheduleMonthInput } from '@portal/shared';
import { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { ErpChangeKind, type ScheduleMonthPayload } from '../../../erp/erp-gateway';
import * as erpOutboxRepository from '../../../erp/erp-outbox.repository';
import { type ErpChange, enqueueErpChanges } from '../../../erp/erp-outbox';
import { DomainError } from '../../../errors/domain-error';
import { type ScheduleContext, scheduleFor } from '../../schedules/schedule-access';
import { loadMonth, toPeriodState } from '../month-draft';
import { daysDigest, employeeMonths, monthDays, monthKeyPrefix } from '../month-erp';
import * as scheduleErpRepository from '../schedule-erp.repository';
import * as periodsRepository from '../schedule-periods.repository';

/** What a queued month change tells of itself: whose, which version, which days. */
const SentMonthSchema = z.object({ employeeNo: z.string(), version: z.number().int(), digest: z.string() });

/**
 * POST schedules/update-navision/{year}/{month} (change_status): hands an approved month's committed
 * schedule to the ERP, one outbox change per employee holding all their days. An employee whose days
 * are as last sent queues nothing; changed days queue the next version, which replaces the one the ERP
 * holds; an employee sent before who has left the month is sent without days. Marks the period as sent
 * when something was queued. One transaction under the period's lock: of two calls at once the second
 * finds what the first queued.
 */
export async function updateNavision(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<ErpHandOverResult> {
  return withTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    const schedule = await scheduleFor(inTransaction, trx, input.scheduleId, 'change_status');
    const key = { scheduleId: schedule.id, year: input.year, month: input.month };
    const period = await scheduleErpRepository.lockExistingPeriod(trx, key);
    if (period?.status !== PeriodStatus.approved) throw new DomainError(ErrorCode.periodNotApproved);

    const month = await loadMonth(inTransaction, key, { action: 'change_status', withDraft: false, withSettings: false });
    const shiftCodes = new Map(month.shifts.map((shift) => [shift.id, shift.code]));
    const prefix = monthKeyPrefix(schedule.id, input.year, input.month);
    const latest = new Map<string, z.infer<typeof SentMonthSchema>>();
    for (const row of await erpOutboxRepository.listByKeyPrefix(trx, prefix, [ErpChangeKind.scheduleMonth])) {
      const sent = SentMonthSchema.safeParse(row.payload).data;
      if (sent && (latest.get(sent.employeeNo)?.version ?? 0) < sent.version) latest.set(sent.employeeNo, sent);
    }

    const current = new Map(employeeMonths(month).map((employee) => [employee.employeeNo, monthDays(employee.entries, shiftCodes)]));
    for (const employeeNo of latest.keys()) if (!current.has(employeeNo)) current.set(employeeNo, []);

    const changes: ErpChange[] = [];
    let unchanged = 0;
    for (const [employeeNo, days] of current) {
      const digest = daysDigest(days);
      const before = latest.get(employeeNo);
      if (before?.digest === digest) {
        unchanged++;
        continue;
      }
      const version = (before?.version ?? 0) + 1;
      const payload: ScheduleMonthPayload = {
        scheduleId: schedule.id,
        scheduleCode: schedule.code,
        employeeNo,
        year: input.year,
        month: input.month,
        version,
        digest,
        days,
      };
      changes.push({
        companyCode: ctx.companyCode,
        kind: ErpChangeKind.scheduleMonth,
        idempotencyKey: `${prefix}${employeeNo}:month:v${version}`,
        payload,
      });
    }
    const now = ctx.now();
    // Under the period's lock every key is new: all of them are queued.
    const queued = await enqueueErpChanges(trx, changes, now);
    if (queued > 0) await periodsRepository.updatePeriod(trx, period.id, { bc_updated_at: now });
    return { queued, reversed: 0, unchanged, period: toPeriodState(await periodsRepository.findPeriodState(trx, period.id)) };
  });
}
