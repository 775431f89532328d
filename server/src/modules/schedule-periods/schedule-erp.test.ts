import { ErrorCode, type ErpHandOverResult, PeriodStatus } from '@portal/shared';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyErpChange } from '../../erp/erp-delivery';
import { createMirrorErpGateway } from '../../erp/erp-mirror-gateway';
import { enqueueErpChange } from '../../erp/erp-outbox';
import { userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, successData } from '../../testing/rest-client';
import { createEmployees, createTimedShift } from '../../testing/schedule-period-factories';
import { testDatabaseUrl } from '../../testing/test-db';
import { type AppCaller, callerWithToken, expectDomainError, openSession, useDemoCallers } from '../../testing/test-caller';
import {
  addScheduleEmployee,
  createSchedule,
  createSchedulePeriod,
  createScheduleEntry,
  createShiftGroup,
  grantWorkTime,
} from '../../testing/work-time-factories';

// A schedule's month and the ERP (spec 2 §7 "Schedules": update-navision, absence-to-navision,
// export-to-excel-nav-comparison) over the mirror gateway: the planner administers schedule ERP-1, the
// demo `viewer` only views it, `erp.nogrants` has work-time access and no grant, and NL's schedule does
// not exist for SV's users. December 2026 is Approved, November in progress, October Prepared, and
// February 2027 Approved for the race.
const api = useDemoCallers();
const log = pino({ level: 'silent' });
const DECEMBER = { year: 2026, month: 12 };
const ids = { schedule: 0, nl: 0, day: 0, night: 0, december: 0, leaverLine: 0 };
let noGrants: AppCaller;
let noGrantsToken = '';

const entry = (employeeNo: string, date: string, what: { shiftId?: number; activityCode?: string; source?: 'erp' }) =>
  createScheduleEntry(api.harness.db, {
    scheduleId: ids.schedule,
    employeeNo,
    date,
    shiftId: what.shiftId ?? null,
    activityCode: what.activityCode ?? null,
    source: what.source,
    workMinutes: what.shiftId === undefined ? 0 : 480,
    absenceMinutes: what.shiftId === undefined ? 480 : 0,
  });

/** The outbox changes of a month of ERP-1, first queued first. */
const outboxOf = (year: number, month: number) =>
  api.harness.db
    .selectFrom('erp_outbox')
    .selectAll()
    .where('idempotency_key', 'like', `schedule:${ids.schedule}:${year}-${String(month).padStart(2, '0')}:%`)
    .orderBy('id')
    .execute();

/** Runs the delivery job's attempt over every pending change, through the mirror gateway. */
async function deliverPending() {
  const { db, clock } = api.harness;
  const pending = await db.selectFrom('erp_outbox').select('id').where('status', '=', 'pending').orderBy('id').execute();
  const deps = { db, log, now: clock.now, gateway: createMirrorErpGateway(db) };
  for (const row of pending) expect(await applyErpChange(deps, row.id, { number: 1, isLast: false })).toBe('sent');
  return pending.map((row) => row.id);
}

const workScheduleOf = (employeeNo: string) =>
  api.harness.db
    .selectFrom('erp_work_schedules')
    .select(['date', 'shift_code', 'start_time', 'end_time', 'work_minutes', 'activity_codes'])
    .where('schedule_code', '=', 'ERP-1')
    .where('employee_no', '=', employeeNo)
    .orderBy('date')
    .execute();

const portalAbsencesOf = (employeeNo: string) =>
  api.harness.db
    .selectFrom('absences')
    .select(['date_from', 'date_to', 'activity_code', 'submission_id', 'entry_no', 'portal_change_key'])
    .where('employee_no', '=', employeeNo)
    .where('portal_change_key', 'is not', null)
    .orderBy('date_from')
    .execute();

/** The job-queue rows of outbox changes: how the queue will run them, not which they are. */
async function jobsOf(outboxIds: readonly number[]) {
  const { rows } = await sql<Record<string, unknown>>`
    select name, state, priority, retry_limit, retry_delay, retry_backoff, retry_delay_max, expire_seconds, deletion_seconds,
           policy, singleton_on, dead_letter, (keep_until - created_on)::text as kept, singleton_key, (data->>'outboxId')::int as outbox_id
    from pgboss.job where name = 'erp.change' and (data->>'outboxId')::int = any(${[...outboxIds]}::int[])
    order by (data->>'outboxId')::int`.execute(api.harness.db);
  return rows;
}

beforeAll(async () => {
  const { db } = api.harness;
  const group = await createShiftGroup(db, { code: 'ERP-G', name: 'ERP pamainos' });
  ids.day = await createTimedShift(db, { shiftGroupId: group, code: 'D', startTime: '08:00', endTime: '16:30', workMinutes: 480 });
  // A code starting with a minus: a spreadsheet would take it for a formula.
  ids.night = await createTimedShift(db, { shiftGroupId: group, code: '-N', startTime: '22:00', endTime: '06:30', workMinutes: 480 });
  ids.schedule = await createSchedule(db, { code: 'ERP-1', name: 'ERP grafikas', shiftGroupId: group });
  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'ERP-NL' });
  ids.nl = await createSchedule(db, { companyCode: 'NL', code: 'ERP-NL', shiftGroupId: nlGroup });
  await createEmployees(db, [
    { employeeNo: 'ER001', firstName: 'Ona', lastName: 'Erpaitė', appointmentFrom: '2020-01-01' },
    { employeeNo: 'ER002', firstName: '=HYPERLINK("x")', lastName: 'Jonaitis', appointmentFrom: '2020-01-01' },
    { employeeNo: 'ER003', firstName: 'Petras', lastName: 'Vasarinis', appointmentFrom: '2020-01-01' },
  ]);
  for (const employeeNo of ['ER001', 'ER002'])
    await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo, validFrom: '2026-01-01' });
  // In the schedule for February 2027 only.
  ids.leaverLine = await addScheduleEmployee(db, {
    scheduleId: ids.schedule,
    employeeNo: 'ER003',
    validFrom: '2027-02-01',
    validTo: '2027-02-28',
  });

  ids.december = await createSchedulePeriod(db, { scheduleId: ids.schedule, ...DECEMBER, status: PeriodStatus.approved });
  await createSchedulePeriod(db, { scheduleId: ids.schedule, year: 2026, month: 11, status: PeriodStatus.inProgress });
  await createSchedulePeriod(db, { scheduleId: ids.schedule, year: 2026, month: 10, status: PeriodStatus.prepared });
  await createSchedulePeriod(db, { scheduleId: ids.schedule, year: 2027, month: 2, status: PeriodStatus.approved });

  for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) await entry('ER001', date, { shiftId: ids.day });
  for (const date of ['2026-12-07', '2026-12-08', '2026-12-09']) await entry('ER001', date, { activityCode: 'L' });
  await entry('ER001', '2026-12-14', { activityCode: 'A' });
  await entry('ER002', '2026-12-02', { shiftId: ids.night });
  // The ERP's own absence: never sent back as a planner's.
  await entry('ER002', '2026-12-10', { activityCode: 'A', source: 'erp' });
  await entry('ER001', '2026-10-05', { activityCode: 'K' });
  await entry('ER002', '2026-10-06', { activityCode: 'K' });
  await entry('ER002', '2026-10-07', { activityCode: 'K' });
  await entry('ER001', '2027-02-01', { shiftId: ids.day });
  await entry('ER003', '2027-02-02', { shiftId: ids.day });

  const plannerId = await userIdOf(db, 'planner');
  const viewerId = await userIdOf(db, 'viewer');
  await grantWorkTime(db, { userId: plannerId, objectId: ids.schedule, actions: ['administer'] });
  await grantWorkTime(db, { userId: viewerId, objectId: ids.schedule, actions: ['view'] });
  await createUser(db, { username: 'erp.nogrants', workTimeCompanies: ['SV'] });
  noGrantsToken = await openSession(api.harness, 'erp.nogrants');
  noGrants = callerWithToken(api.harness, noGrantsToken);
});

describe(`the month to the ERP on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  describe('schedulePeriods.updateNavision', () => {
    it('queues one change per employee with their days, marks the period as sent, and queues nothing the second time', async () => {
      const sent = await api.as.planner.schedulePeriods.updateNavision({ scheduleId: ids.schedule, ...DECEMBER });
      expect(sent).toMatchObject({ queued: 2, reversed: 0, unchanged: 0, period: { id: ids.december, status: PeriodStatus.approved } });
      expect(sent.period.bcUpdatedAt).toEqual(api.harness.clock.now());

      const rows = await outboxOf(2026, 12);
      expect(rows.map((row) => [row.kind, row.idempotency_key, row.status])).toEqual([
        ['schedule.month', `schedule:${ids.schedule}:2026-12:ER001:month:v1`, 'pending'],
        ['schedule.month', `schedule:${ids.schedule}:2026-12:ER002:month:v1`, 'pending'],
      ]);
      const shift = { shiftCode: 'D', startTime: '08:00', endTime: '16:30', workMinutes: 480, activityCodes: [] };
      const absence = (date: string, code: string) => ({
        date,
        shiftCode: null,
        startTime: null,
        endTime: null,
        workMinutes: 0,
        activityCodes: [code],
      });
      expect(rows[0]!.payload).toMatchObject({
        scheduleId: ids.schedule,
        scheduleCode: 'ERP-1',
        employeeNo: 'ER001',
        year: 2026,
        month: 12,
        version: 1,
        days: [
          { date: '2026-12-01', ...shift },
          { date: '2026-12-02', ...shift },
          { date: '2026-12-03', ...shift },
          absence('2026-12-07', 'L'),
          absence('2026-12-08', 'L'),
          absence('2026-12-09', 'L'),
          absence('2026-12-14', 'A'),
        ],
      });
      expect((rows[1]!.payload as { days: unknown[] }).days).toEqual([
        { date: '2026-12-02', shiftCode: '-N', startTime: '22:00', endTime: '06:30', workMinutes: 480, activityCodes: [] },
        absence('2026-12-10', 'A'),
      ]);

      // Queued in bulk, each job as one queued alone: keyed by its change, run by the queue's settings.
      const { db, clock } = api.harness;
      await enqueueErpChange(
        db,
        { companyCode: 'SV', kind: 'work_implement.status', idempotencyKey: 'reference:alone', payload: {} },
        clock.now(),
      );
      const alone = await db
        .selectFrom('erp_outbox')
        .select('id')
        .where('idempotency_key', '=', 'reference:alone')
        .executeTakeFirstOrThrow();
      const [reference] = await jobsOf([alone.id]);
      const { singleton_key: _key, outbox_id: _id, ...settings } = reference!;
      expect(settings).toMatchObject({ state: 'created', policy: 'key_strict_fifo', retry_limit: 7 });
      expect(await jobsOf(rows.map((row) => row.id))).toEqual(
        rows.map((row) => ({ ...settings, singleton_key: `erp:${row.idempotency_key}`, outbox_id: row.id })),
      );

      api.harness.clock.advance(60_000);
      const again = await api.as.planner.schedulePeriods.updateNavision({ scheduleId: ids.schedule, ...DECEMBER });
      expect(again).toMatchObject({ queued: 0, unchanged: 2 });
      // Nothing queued: the mark stays when the month was sent.
      expect(again.period.bcUpdatedAt).toEqual(sent.period.bcUpdatedAt);
      expect(await outboxOf(2026, 12)).toHaveLength(2);
    });

    it('is applied by the delivery job through the mirror gateway and logged in the integration log', async () => {
      const delivered = await deliverPending();
      expect(delivered.length).toBeGreaterThanOrEqual(2);
      expect(await workScheduleOf('ER001')).toEqual([
        { date: '2026-12-01', shift_code: 'D', start_time: '08:00:00', end_time: '16:30:00', work_minutes: 480, activity_codes: '' },
        { date: '2026-12-02', shift_code: 'D', start_time: '08:00:00', end_time: '16:30:00', work_minutes: 480, activity_codes: '' },
        { date: '2026-12-03', shift_code: 'D', start_time: '08:00:00', end_time: '16:30:00', work_minutes: 480, activity_codes: '' },
        { date: '2026-12-07', shift_code: null, start_time: null, end_time: null, work_minutes: 0, activity_codes: 'L' },
        { date: '2026-12-08', shift_code: null, start_time: null, end_time: null, work_minutes: 0, activity_codes: 'L' },
        { date: '2026-12-09', shift_code: null, start_time: null, end_time: null, work_minutes: 0, activity_codes: 'L' },
        { date: '2026-12-14', shift_code: null, start_time: null, end_time: null, work_minutes: 0, activity_codes: 'A' },
      ]);
      const [first] = await outboxOf(2026, 12);
      expect(first).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      const logged = await api.harness.db.selectFrom('integration_log').selectAll().where('outbox_id', '=', first!.id).execute();
      expect(logged).toEqual([
        expect.objectContaining({
          company_code: 'SV',
          direction: 'to_erp',
          kind: 'schedule.month',
          idempotency_key: first!.idempotency_key,
          status: 'ok',
          message: 'mirror: work schedule ERP-1 2026-12 ER001 v1 recorded, 7 days',
        }),
      ]);
    });

    it('queues the next version of a changed employee only; it replaces the ERP’s days, and the older version arriving late changes nothing', async () => {
      const { db } = api.harness;
      const added = await entry('ER001', '2026-12-04', { shiftId: ids.night });
      const result = await api.as.planner.schedulePeriods.updateNavision({ scheduleId: ids.schedule, ...DECEMBER });
      expect(result).toMatchObject({ queued: 1, unchanged: 1 });
      const rows = await outboxOf(2026, 12);
      expect(rows.map((row) => row.idempotency_key).at(-1)).toBe(`schedule:${ids.schedule}:2026-12:ER001:month:v2`);
      await deliverPending();
      expect((await workScheduleOf('ER001')).map((day) => [day.date, day.shift_code])).toContainEqual(['2026-12-04', '-N']);

      const [v1] = rows;
      const late = await createMirrorErpGateway(db).apply({
        outboxId: v1!.id,
        companyCode: 'SV',
        kind: v1!.kind,
        idempotencyKey: v1!.idempotency_key,
        payload: v1!.payload,
      });
      expect(late).toEqual({ ok: true, message: 'work schedule ERP-1 2026-12 ER001 v1 already applied or superseded' });
      expect(await workScheduleOf('ER001')).toHaveLength(8);

      // Back as it was: the version after, not the first one again (the ERP holds version 2).
      await db.deleteFrom('schedule_entries').where('id', '=', added).execute();
      expect(await api.as.planner.schedulePeriods.updateNavision({ scheduleId: ids.schedule, ...DECEMBER })).toMatchObject({ queued: 1 });
      expect((await outboxOf(2026, 12)).at(-1)!.idempotency_key).toBe(`schedule:${ids.schedule}:2026-12:ER001:month:v3`);
      await deliverPending();
      expect(await workScheduleOf('ER001')).toHaveLength(7);
    });

    it('refuses a month not approved, a viewer and a user without a grant; another company’s schedule is not found', async () => {
      const before = await api.harness.db.selectFrom('erp_outbox').select('id').execute();
      const planner = api.as.planner.schedulePeriods;
      await expectDomainError(planner.updateNavision({ scheduleId: ids.schedule, year: 2026, month: 11 }), ErrorCode.periodNotApproved);
      await expectDomainError(planner.updateNavision({ scheduleId: ids.schedule, year: 2026, month: 10 }), ErrorCode.periodNotApproved);
      // A month without a period is not approved either, and gets none.
      await expectDomainError(planner.updateNavision({ scheduleId: ids.schedule, year: 2027, month: 1 }), ErrorCode.periodNotApproved);
      expect(
        await api.harness.db
          .selectFrom('schedule_periods')
          .select('id')
          .where('schedule_id', '=', ids.schedule)
          .where('year', '=', 2027)
          .where('month', '=', 1)
          .execute(),
      ).toEqual([]);
      await expectDomainError(
        api.as.viewer.schedulePeriods.updateNavision({ scheduleId: ids.schedule, ...DECEMBER }),
        ErrorCode.permissionDenied,
      );
      await expectDomainError(
        noGrants.schedulePeriods.updateNavision({ scheduleId: ids.schedule, ...DECEMBER }),
        ErrorCode.permissionDenied,
      );
      await expectDomainError(planner.updateNavision({ scheduleId: ids.nl, ...DECEMBER }), ErrorCode.recordNotFound);
      expect(await api.harness.db.selectFrom('erp_outbox').select('id').execute()).toHaveLength(before.length);
    });

    it('queues a month once when two calls race', async () => {
      const call = () => api.as.planner.schedulePeriods.updateNavision({ scheduleId: ids.schedule, year: 2027, month: 2 });
      const results = await Promise.all([call(), call()]);
      expect(results.map((result) => result.queued).sort()).toEqual([0, 3]);
      expect(await outboxOf(2027, 2)).toHaveLength(3);
    });

    it('sends an employee who left the month without days, and the ERP drops theirs', async () => {
      await deliverPending();
      expect((await workScheduleOf('ER003')).map((day) => [day.date, day.shift_code])).toEqual([['2027-02-02', 'D']]);
      await api.harness.db
        .updateTable('schedule_employees')
        .set({ valid_from: '2027-03-01', valid_to: null })
        .where('id', '=', ids.leaverLine)
        .execute();
      const result = await api.as.planner.schedulePeriods.updateNavision({ scheduleId: ids.schedule, year: 2027, month: 2 });
      expect(result).toMatchObject({ queued: 1, unchanged: 2 });
      expect((await outboxOf(2027, 2)).at(-1)).toMatchObject({
        idempotency_key: `schedule:${ids.schedule}:2027-02:ER003:month:v2`,
        payload: expect.objectContaining({ employeeNo: 'ER003', version: 2, days: [] }),
      });
      await deliverPending();
      expect(await workScheduleOf('ER003')).toEqual([]);
      // Sent without days once: not again.
      expect(await api.as.planner.schedulePeriods.updateNavision({ scheduleId: ids.schedule, year: 2027, month: 2 })).toMatchObject({
        queued: 0,
        unchanged: 3,
      });
    });

    it('is refused by the mirror, for good, when its payload is malformed or a day lies outside its month', async () => {
      const mirror = createMirrorErpGateway(api.harness.db);
      const [sent] = await outboxOf(2027, 2);
      const month = sent!.payload as Record<string, unknown>;
      const change = (payload: unknown) => ({
        outboxId: sent!.id,
        companyCode: 'SV',
        kind: 'schedule.month',
        idempotencyKey: 'test',
        payload,
      });
      expect(await mirror.apply(change({ ...month, digest: undefined }))).toEqual({
        ok: false,
        retryable: false,
        message: expect.stringMatching(/^invalid schedule\.month payload: digest /),
      });
      const outside = { date: '2027-03-01', shiftCode: 'D', startTime: null, endTime: null, workMinutes: 0, activityCodes: [] };
      expect(await mirror.apply(change({ ...month, version: 99, days: [outside] }))).toEqual({
        ok: false,
        retryable: false,
        message: 'day 2027-03-01 outside 2027-2',
      });
      expect(await mirror.apply(change({ ...month, version: 99, employeeNo: 'NOBODY' }))).toMatchObject({
        ok: false,
        message: 'employee NOBODY not found in SV',
      });
    });
  });

  describe('schedulePeriods.absenceToNavision', () => {
    it('records the planners’ activities as absences, one per run of a code, not the ERP’s own, and queues nothing the second time', async () => {
      const result = await api.as.planner.schedulePeriods.absenceToNavision({ scheduleId: ids.schedule, ...DECEMBER });
      expect(result).toMatchObject({ queued: 2, reversed: 0, unchanged: 0 });
      const records = (await outboxOf(2026, 12)).filter((row) => row.kind === 'absence.record');
      expect(records.map((row) => row.idempotency_key)).toEqual([
        `schedule:${ids.schedule}:2026-12:ER001:absence:2026-12-07:2026-12-09:L:1`,
        `schedule:${ids.schedule}:2026-12:ER001:absence:2026-12-14:2026-12-14:A:1`,
      ]);
      expect(records[0]!.payload).toMatchObject({
        employeeNo: 'ER001',
        dateFrom: '2026-12-07',
        dateTo: '2026-12-09',
        activityCode: 'L',
        submissionId: null,
        applicationNo: null,
        scheduleId: ids.schedule,
        calendarDays: 3,
        workDays: 3,
      });

      await deliverPending();
      const absences = await portalAbsencesOf('ER001');
      expect(absences.map((row) => [row.date_from, row.date_to, row.activity_code, row.submission_id, row.portal_change_key])).toEqual([
        ['2026-12-07', '2026-12-09', 'L', null, records[0]!.idempotency_key],
        ['2026-12-14', '2026-12-14', 'A', null, records[1]!.idempotency_key],
      ]);
      expect(absences.every((row) => row.entry_no < 0)).toBe(true);
      const logged = await api.harness.db
        .selectFrom('integration_log')
        .select(['status', 'message'])
        .where('outbox_id', '=', records[0]!.id)
        .execute();
      expect(logged).toEqual([{ status: 'ok', message: expect.stringMatching(/^mirror: absence entry -\d+ recorded$/) }]);
      expect(await portalAbsencesOf('ER002')).toEqual([]);

      expect(await api.as.planner.schedulePeriods.absenceToNavision({ scheduleId: ids.schedule, ...DECEMBER })).toMatchObject({
        queued: 0,
        reversed: 0,
        unchanged: 2,
      });
    });

    it('takes back an absence no longer planned and records the changed run; the same run again is recorded afresh', async () => {
      const { db } = api.harness;
      await db.deleteFrom('schedule_entries').where('employee_no', '=', 'ER001').where('date', '=', '2026-12-09').execute();
      expect(await api.as.planner.schedulePeriods.absenceToNavision({ scheduleId: ids.schedule, ...DECEMBER })).toMatchObject({
        queued: 1,
        reversed: 1,
        unchanged: 1,
      });
      await deliverPending();
      expect((await portalAbsencesOf('ER001')).map((row) => [row.date_from, row.date_to, row.activity_code])).toEqual([
        ['2026-12-07', '2026-12-08', 'L'],
        ['2026-12-14', '2026-12-14', 'A'],
      ]);

      await entry('ER001', '2026-12-09', { activityCode: 'L' });
      expect(await api.as.planner.schedulePeriods.absenceToNavision({ scheduleId: ids.schedule, ...DECEMBER })).toMatchObject({
        queued: 1,
        reversed: 1,
        unchanged: 1,
      });
      expect((await outboxOf(2026, 12)).at(-1)!.idempotency_key).toBe(
        `schedule:${ids.schedule}:2026-12:ER001:absence:2026-12-07:2026-12-09:L:2`,
      );
      await deliverPending();
      expect((await portalAbsencesOf('ER001')).map((row) => [row.date_from, row.date_to, row.activity_code])).toEqual([
        ['2026-12-07', '2026-12-09', 'L'],
        ['2026-12-14', '2026-12-14', 'A'],
      ]);
    });

    it('sends a prepared month, only for the employees named, leaving out a holiday written from a leave document', async () => {
      // The ERP records that leave from the document's own approval: sent from here it would count twice.
      const holiday = await entry('ER002', '2026-10-12', { activityCode: 'A' });
      await api.harness.db
        .updateTable('schedule_entries')
        .set({ document_no: 'KA-00077', document_date: '2026-09-30', is_persistent: true })
        .where('id', '=', holiday)
        .execute();
      const result = await api.as.planner.schedulePeriods.absenceToNavision({
        scheduleId: ids.schedule,
        year: 2026,
        month: 10,
        employeeNos: ['ER002'],
      });
      expect(result).toMatchObject({ queued: 1, reversed: 0, unchanged: 0 });
      expect((await outboxOf(2026, 10)).map((row) => row.payload)).toEqual([
        expect.objectContaining({ employeeNo: 'ER002', dateFrom: '2026-10-06', dateTo: '2026-10-07', activityCode: 'K' }),
      ]);
    });

    it('refuses a month in progress, a viewer and a user without a grant; another company’s schedule is not found', async () => {
      const before = await api.harness.db.selectFrom('erp_outbox').select('id').execute();
      const planner = api.as.planner.schedulePeriods;
      await expectDomainError(planner.absenceToNavision({ scheduleId: ids.schedule, year: 2026, month: 11 }), ErrorCode.periodNotPrepared);
      await expectDomainError(planner.absenceToNavision({ scheduleId: ids.schedule, year: 2027, month: 1 }), ErrorCode.periodNotPrepared);
      await expectDomainError(
        api.as.viewer.schedulePeriods.absenceToNavision({ scheduleId: ids.schedule, ...DECEMBER }),
        ErrorCode.permissionDenied,
      );
      await expectDomainError(
        noGrants.schedulePeriods.absenceToNavision({ scheduleId: ids.schedule, ...DECEMBER }),
        ErrorCode.permissionDenied,
      );
      await expectDomainError(planner.absenceToNavision({ scheduleId: ids.nl, ...DECEMBER }), ErrorCode.recordNotFound);
      expect(await api.harness.db.selectFrom('erp_outbox').select('id').execute()).toHaveLength(before.length);
    });
  });

  describe('the comparison with the ERP', () => {
    const url = (year: number, month: number) => `/api/wtc-area/schedules/export-to-excel-nav-comparison/${year}/${month}`;

    it('answers an .xlsx of the employees’ days in the portal and in the ERP, the differences marked, with totals', async () => {
      // Changed after the month was sent: a shift the ERP does not have yet.
      await entry('ER002', '2026-12-03', { shiftId: ids.day });
      // The ERP year (path) wins over the body's.
      const response = await api.client.post(url(2026, 12), api.tokens.viewer, { scheduleId: ids.schedule, year: 2030, month: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toContain('attachment');
      expect(response.headers['content-disposition']).toContain('ERP-1 2026-12 ERP palyginimas.xlsx');
      expect(response.headers['x-content-type-options']).toBe('nosniff');

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe('ERP grafikas — 2026-12: portalas ir ERP');
      expect(sheet.getRow(2).values).toEqual([undefined, 'Tab. Nr.', 'Darbuotojas', 'Data', 'Portale', 'ERP', 'Skirtumas']);
      const rows: unknown[][] = [];
      sheet.eachRow((row, number) => {
        if (number > 2) rows.push((row.values as unknown[]).slice(1));
      });
      expect(rows).toEqual([
        ['ER001', 'Ona Erpaitė', '2026-12-01', 'D 08:00–16:30 (8 val.)', 'D 08:00–16:30 (8 val.)', ''],
        ['ER001', 'Ona Erpaitė', '2026-12-02', 'D 08:00–16:30 (8 val.)', 'D 08:00–16:30 (8 val.)', ''],
        ['ER001', 'Ona Erpaitė', '2026-12-03', 'D 08:00–16:30 (8 val.)', 'D 08:00–16:30 (8 val.)', ''],
        ['ER001', 'Ona Erpaitė', '2026-12-07', 'L', 'L', ''],
        ['ER001', 'Ona Erpaitė', '2026-12-08', 'L', 'L', ''],
        ['ER001', 'Ona Erpaitė', '2026-12-09', 'L', 'L', ''],
        ['ER001', 'Ona Erpaitė', '2026-12-14', 'A', 'A', ''],
        ['ER001', 'Ona Erpaitė', 'Iš viso, val.', 24, 24, 'Sutampa'],
        // A formula-like name and shift code are written as text.
        ['ER002', `'=HYPERLINK("x") Jonaitis`, '2026-12-02', "'-N 22:00–06:30 (8 val.)", "'-N 22:00–06:30 (8 val.)", ''],
        ['ER002', `'=HYPERLINK("x") Jonaitis`, '2026-12-03', 'D 08:00–16:30 (8 val.)', '—', 'pamaina D ≠ —; valandos 8 ≠ 0'],
        ['ER002', `'=HYPERLINK("x") Jonaitis`, '2026-12-10', 'A', '—', 'nebuvimai A ≠ —'],
        ['ER002', `'=HYPERLINK("x") Jonaitis`, 'Iš viso, val.', 16, 8, 'Skiriasi dienų: 2'],
      ]);
      const fillOf = (row: number, column: number) =>
        (sheet.getRow(row).getCell(column).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
      expect(fillOf(3, 6)).toBeUndefined();
      expect(fillOf(12, 1)).toBe('FFFFC7CE');
      expect(sheet.getRow(12).getCell(6).font?.color?.argb).toBe('FF9C0006');
      expect(fillOf(14, 1)).toBe('FFF2F2F2');
    });

    it('refuses a user without a grant in the envelope; another company’s schedule is not found', async () => {
      expectPermissionDenied(await api.client.post(url(2026, 12), noGrantsToken, { scheduleId: ids.schedule }));
      const other = await api.client.post(url(2026, 12), api.tokens.planner, { scheduleId: ids.nl });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.recordNotFound], data: null });
    });
  });

  describe('REST rows', () => {
    it('update-navision answers in the envelope, the path’s month winning over the body’s', async () => {
      const { client, tokens } = api;
      const done = successData<ErpHandOverResult>(
        await client.post('/api/wtc-area/schedules/update-navision/2026/12', tokens.planner, {
          scheduleId: ids.schedule,
          year: 2026,
          month: 11,
        }),
      );
      expect(done).toMatchObject({ reversed: 0, period: { id: ids.december, status: PeriodStatus.approved } });
      const refused = await client.post('/api/wtc-area/schedules/update-navision/2026/11', tokens.planner, {
        scheduleId: ids.schedule,
        year: 2026,
        month: 12,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.periodNotApproved], data: null });
      expectPermissionDenied(
        await client.post('/api/wtc-area/schedules/update-navision/2026/12', tokens.viewer, { scheduleId: ids.schedule }),
      );
      expect(
        (await client.post('/api/wtc-area/schedules/update-navision/2026/12', tokens.planner, { scheduleId: ids.nl })).statusCode,
      ).toBe(404);
    });

    it('absence-to-navision answers in the envelope', async () => {
      const { client, tokens } = api;
      const done = successData<ErpHandOverResult>(
        await client.post('/api/wtc-area/schedules/absence-to-navision', tokens.planner, { scheduleId: ids.schedule, ...DECEMBER }),
      );
      expect(done).toMatchObject({ queued: 0, reversed: 0, unchanged: 2 });
      const refused = await client.post('/api/wtc-area/schedules/absence-to-navision', tokens.planner, {
        scheduleId: ids.schedule,
        year: 2026,
        month: 11,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.periodNotPrepared], data: null });
      expectPermissionDenied(
        await client.post('/api/wtc-area/schedules/absence-to-navision', tokens.viewer, { scheduleId: ids.schedule, ...DECEMBER }),
      );
    });
  });
});
