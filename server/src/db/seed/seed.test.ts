import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../security/passwords';
import { countRows } from '../../testing/factories';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { findForm } from '../../modules/documents/forms.repository';
import {
  ActionCode,
  addDays,
  checkLaborCode,
  LaborCodeRule,
  zonedInstant,
  checkSynchronousRules,
  computeCalculatedFields,
  FieldType,
  formDefinitionOf,
  lithuanianCalendar,
  SUBMISSION_STATES,
  SubmissionState,
  WorkflowLogKey,
  WorkflowMappingType,
} from '@portal/shared';
import { derivedColumns } from '../../modules/documents/filing-rules';
import { holidayReserveOn } from '../../modules/form-lookups/holiday-reserve-on';
import type { FastifyBaseLogger } from 'fastify';
import { testEnv } from '../../testing/test-app';
import { createCaller } from '../../trpc/app-router';
import { TEMPLATE_DEMO_TODAY } from './demo-absences';
import { buildEmployeeData } from './demo-employee-data';
import { DemoForm } from './demo-forms';
import { seedDemoHolidayPlans } from './demo-holiday-plans';
import { demoMessages } from './demo-messages';
import { demoSession } from './demo-workflow-runs';
import { buildDemoEmployees, DEMO_PASSWORD, demoUsers, seedDemoCompany } from './seed';

const countedTables = [
  'companies',
  'departments',
  'employees',
  'users',
  'user_work_time_companies',
  'messages',
  'site_settings',
  'countries',
  'activity_codes',
  'appointments',
  'payslips',
  'payslip_lines',
  'absences',
  'employee_activities',
  'holiday_reserves',
  'substitutions',
  'personal_information',
  'employee_relatives',
  'qualifications',
  'instructions',
  'working_abilities',
  'work_implements',
  'form_groups',
  'forms',
  'form_metas',
  'form_data',
  'form_data_validations',
  'numberings',
  'form_submissions',
  'form_submission_entries',
  'form_files',
  'workflow_instances',
  'workflow_instance_activities',
  'workflow_participants',
  'workflow_execution_logs',
  'workflow_execution_log_entries',
  'email_outbox',
  'erp_outbox',
  'shift_groups',
  'shifts',
  'shift_rest_entries',
  'schedule_formulas',
  'schedule_formula_entries',
  'schedules',
  'schedule_employee_groups',
  'schedule_employees',
  'schedule_periods',
  'schedule_entries',
  'work_time_grants',
  'holiday_plans',
  'holiday_plan_employees',
  'holiday_plan_entries',
] as const;

describe('demo seed', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('builds the same people every time', () => {
    expect(buildDemoEmployees()).toEqual(buildDemoEmployees());
  });

  it('builds the demo around the day it is seeded on: substitutions both ways that day, the Christmas leave still ahead', () => {
    const seededOn = '2027-03-10';
    const { tables } = buildEmployeeData(buildDemoEmployees(), seededOn);
    const coversThatDay = (row: { date_from: string; date_to: string }) => row.date_from <= seededOn && row.date_to >= seededOn;
    for (const employeeNo of ['SV0012', 'SV0005']) {
      expect(
        tables.substitutions.some((row) => row.employee_no === employeeNo && coversThatDay(row)),
        employeeNo,
      ).toBe(true);
      expect(
        tables.substitutions.some((row) => row.subst_employee_no === employeeNo && coversThatDay(row)),
        employeeNo,
      ).toBe(true);
    }
    const leave = tables.absences.filter((row) => row.employee_no === 'SV0012' && row.company_code === 'SV');
    expect(leave.map((row) => [row.activity_code, row.date_from, row.date_to])).toContainEqual(['A', '2027-12-28', '2027-12-31']);
    // Everything in the past is on work days, as the ERP would have recorded it.
    expect(
      leave.filter((row) => row.date_from < seededOn).every((row) => ![0, 6].includes(new Date(`${row.date_from}T12:00:00Z`).getUTCDay())),
    ).toBe(true);
  });

  it('fills two companies, about 120 employees and the five demo users, and a second run changes nothing', async () => {
    const { db } = testDb;
    await seedDemoCompany(db, { today: TEMPLATE_DEMO_TODAY });
    const first = await countRows(db, countedTables);
    expect(first.companies).toBe(2);
    expect(first.employees).toBe(buildDemoEmployees().length);
    expect(first.employees).toBeGreaterThanOrEqual(120);
    expect(first.employees).toBeLessThanOrEqual(130);
    expect(first.users).toBe(5);
    const employeesBefore = await db.selectFrom('employees').selectAll().orderBy('company_code').orderBy('employee_no').execute();

    await seedDemoCompany(db, { today: TEMPLATE_DEMO_TODAY });
    expect(await countRows(db, countedTables)).toEqual(first);
    const employeesAfter = await db.selectFrom('employees').selectAll().orderBy('company_code').orderBy('employee_no').execute();
    expect(employeesAfter).toEqual(employeesBefore);

    const users = await db.selectFrom('users').select('username').orderBy('username').execute();
    expect(users.map((user) => user.username)).toEqual(demoUsers.map((user) => user.username).sort());
  });

  it('makes the demo employee a subordinate of the demo manager', async () => {
    const { db } = testDb;
    const employeeOf = (username: string) =>
      db
        .selectFrom('users')
        .innerJoin('employees', 'employees.personnel_no', 'users.personnel_no')
        .select(['employees.employee_no', 'employees.manager_employee_no'])
        .where('users.username', '=', username)
        .where('employees.company_code', '=', 'SV')
        .executeTakeFirstOrThrow();
    const manager = await employeeOf('manager');
    const employee = await employeeOf('employee');
    expect(employee.manager_employee_no).toBe(manager.employee_no);
    const managerRecord = await db
      .selectFrom('employees')
      .select('allow_my_team')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', manager.employee_no)
      .executeTakeFirstOrThrow();
    expect(managerRecord.allow_my_team).toBe(true);
  });

  it('gives the planner and the viewer work-time access to SV only and the admin to SV and NL', async () => {
    const { db } = testDb;
    const rows = await db
      .selectFrom('user_work_time_companies')
      .innerJoin('users', 'users.id', 'user_work_time_companies.user_id')
      .select(['users.username', 'user_work_time_companies.company_code'])
      .orderBy('users.username')
      .orderBy('user_work_time_companies.company_code')
      .execute();
    expect(rows).toEqual([
      { username: 'admin', company_code: 'NL' },
      { username: 'admin', company_code: 'SV' },
      { username: 'planner', company_code: 'SV' },
      { username: 'viewer', company_code: 'SV' },
    ]);
    const admins = await db.selectFrom('users').select(['username', 'admin_access']).where('admin_access', '>', 0).execute();
    expect(admins.map((user) => user.username)).toEqual(['admin']);
  });

  it('gives every demo user the demo password', async () => {
    const users = await testDb.db.selectFrom('users').select(['username', 'password_hash', 'status', 'type']).execute();
    for (const user of users) {
      expect(user).toMatchObject({ status: 'active', type: 'internal' });
      expect(await verifyPassword(user.password_hash, DEMO_PASSWORD), user.username).toBe(true);
      expect(await verifyPassword(user.password_hash, 'demo1234'), user.username).toBe(false);
    }
  });

  it('gives every employee 24 months of payslips up to October 2026, with totals that add up', async () => {
    const { db } = testDb;
    const months = await db
      .selectFrom('payslips')
      .select(['year', 'month'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', 'SV0012')
      .orderBy('year')
      .orderBy('month')
      .execute();
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ year: 2024, month: 11 });
    expect(months.at(-1)).toEqual({ year: 2026, month: 10 });
    const lines = await db
      .selectFrom('payslip_lines')
      .select(['code', 'type', 'income', 'deducted'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', 'SV0012')
      .where('year', '=', 2026)
      .where('month', '=', 7)
      .execute();
    const total = lines.find((line) => line.code === 'TOT')!;
    const payEntries = lines.filter((line) => line.type === 'PE');
    expect(total.income).toBeCloseTo(
      payEntries.reduce((sum, line) => sum + line.income, 0),
      2,
    );
    expect(total.deducted).toBeCloseTo(
      payEntries.reduce((sum, line) => sum + line.deducted, 0),
      2,
    );
    expect(lines.map((line) => line.code)).toEqual(
      expect.arrayContaining(['ATL', 'ATOST', 'GPM', 'VSD', 'PSD', 'TTFREE', 'EOINFO', 'TOT']),
    );
    const employeesWithoutPayslips = await db
      .selectFrom('employees')
      .select('employee_no')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payslips')
              .select('year')
              .whereRef('payslips.company_code', '=', 'employees.company_code')
              .whereRef('payslips.employee_no', '=', 'employees.employee_no'),
          ),
        ),
      )
      .execute();
    expect(employeesWithoutPayslips).toEqual([]);
  });

  it('gives the demo employee an extended contract with a trial period, a pending work implement and substitutions both ways today', async () => {
    const { db } = testDb;
    const appointments = await db
      .selectFrom('appointments')
      .select(['appointment_line_no', 'root_line_no', 'extension_from', 'show_trial_period'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', 'SV0012')
      .orderBy('appointment_line_no')
      .execute();
    expect(appointments).toEqual([
      { appointment_line_no: 10_000, root_line_no: 10_000, extension_from: null, show_trial_period: true },
      { appointment_line_no: 20_000, root_line_no: 10_000, extension_from: 10_000, show_trial_period: false },
    ]);
    const pending = await db
      .selectFrom('work_implements')
      .select('status_int')
      .where('employee_no', '=', 'SV0012')
      .where('status_int', '=', 2)
      .execute();
    expect(pending).toHaveLength(1);
    const today = TEMPLATE_DEMO_TODAY;
    for (const employeeNo of ['SV0012', 'SV0005']) {
      const substituted = await db
        .selectFrom('substitutions')
        .select('entry_no')
        .where('employee_no', '=', employeeNo)
        .where('date_from', '<=', today)
        .where('date_to', '>=', today)
        .execute();
      const substituting = await db
        .selectFrom('substitutions')
        .select('entry_no')
        .where('subst_employee_no', '=', employeeNo)
        .where('date_from', '<=', today)
        .where('date_to', '>=', today)
        .execute();
      expect(substituted.length, employeeNo).toBeGreaterThan(0);
      expect(substituting.length, employeeNo).toBeGreaterThan(0);
    }
    const codes = await db.selectFrom('absences').select('activity_code').distinct().where('employee_no', '=', 'SV0012').execute();
    expect(codes.length).toBeGreaterThanOrEqual(4);
    const qualifications = await db
      .selectFrom('qualifications')
      .select(['mandatory', 'expiration_date'])
      .where('employee_no', '=', 'SV0012')
      .execute();
    expect(qualifications.some((row) => row.mandatory && row.expiration_date !== null && row.expiration_date < today)).toBe(true);
    expect(qualifications.some((row) => row.expiration_date === null || row.expiration_date >= today)).toBe(true);
  });

  it('gives each demo user a dozen messages and the workflow notices of their documents, some unread, with sanitised HTML bodies', async () => {
    const rows = await testDb.db
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.user_id')
      .select(['users.username', 'messages.subject', 'messages.is_read', 'messages.body'])
      .execute();
    const demoSubjects = new Set(demoMessages().map((message) => message.subject));
    for (const user of demoUsers) {
      const mine = rows.filter((row) => row.username === user.username);
      expect(
        mine.filter((row) => demoSubjects.has(row.subject)),
        user.username,
      ).toHaveLength(12);
      // The viewer files no documents, so has no workflow notices; everybody else has.
      if (user.username !== 'viewer') expect(mine.length, user.username).toBeGreaterThan(12);
      expect(mine.filter((row) => !row.is_read).length, user.username).toBeGreaterThan(0);
      expect(
        mine.every((row) => row.body.startsWith('<')),
        user.username,
      ).toBe(true);
    }
  });

  it('names every activity code and activity type in Lithuanian and English', async () => {
    const { db } = testDb;
    for (const table of ['activity_codes', 'activity_types'] as const) {
      const rows = await db.selectFrom(table).select(['company_code', 'text', 'text_en']).execute();
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.text_en, `${table} ${row.company_code} ${row.text}`).toBeTruthy();
        expect(row.text_en, `${table} ${row.company_code} ${row.text}`).not.toBe(row.text);
      }
    }
  });

  it('seeds the form catalogue in both languages, with numbering, descriptions and rules', async () => {
    const { db } = testDb;
    const forms = await db
      .selectFrom('forms')
      .select(['id', 'system_name', 'name', 'name_en', 'numbering_id', 'form_group_id'])
      .orderBy('sort_order')
      .execute();
    expect(forms.map((form) => form.system_name)).toEqual(Object.values(DemoForm));
    for (const form of forms) {
      expect(form.name_en, form.system_name!).toBeTruthy();
      expect(form.numbering_id, form.system_name!).not.toBeNull();
      const description = await db
        .selectFrom('form_descriptions')
        .select(['description', 'description_en'])
        .where('form_id', '=', form.id)
        .executeTakeFirstOrThrow();
      expect(description.description && description.description_en).toBeTruthy();
    }
    const nested = await db.selectFrom('form_groups').select('id').where('parent_id', 'is not', null).execute();
    expect(nested.length).toBeGreaterThan(0);
    const ruleTypes = await db
      .selectFrom('form_data_validations')
      .select('validation_type')
      .distinct()
      .orderBy('validation_type')
      .execute();
    expect(ruleTypes.map((rule) => rule.validation_type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('files documents in every state whose values pass the shared form rules, numbered without gaps', async () => {
    const { db } = testDb;
    const submissions = await db
      .selectFrom('form_submissions')
      .select(['id', 'form_id', 'state', 'document_no', 'search_text'])
      .orderBy('id')
      .execute();
    expect(submissions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(submissions.map((submission) => submission.state))).toEqual(new Set(SUBMISSION_STATES));
    for (const submission of submissions) {
      const form = (await findForm(db, submission.form_id))!;
      const entries = await db
        .selectFrom('form_submission_entries')
        .select(['form_data_id', 'form_value'])
        .where('submission_id', '=', submission.id)
        .execute();
      const values = Object.fromEntries(entries.map((entry) => [String(entry.form_data_id), entry.form_value]));
      expect(checkSynchronousRules(formDefinitionOf(form).fields, values), `${submission.document_no}`).toEqual([]);
      expect(submission.search_text).toContain(submission.document_no!.toLowerCase());
    }
    const numberings = await db
      .selectFrom('numberings')
      .innerJoin('forms', 'forms.numbering_id', 'numberings.id')
      .select(['forms.id as form_id', 'numberings.next_number'])
      .execute();
    for (const numbering of numberings) {
      const filed = submissions.filter((submission) => submission.form_id === numbering.form_id).length;
      expect(numbering.next_number).toBe(filed + 1);
    }
  });
  it('fills the leave days and the leave balance of every demo annual leave as submitting it computes them', async () => {
    const { db } = testDb;
    const leaves = await db
      .selectFrom('form_submissions')
      .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
      .select(['form_submissions.id', 'form_submissions.form_id', 'form_submissions.document_no'])
      .where('forms.system_name', '=', DemoForm.annualLeave)
      .execute();
    expect(leaves.length).toBeGreaterThanOrEqual(10);
    for (const leave of leaves) {
      const form = (await findForm(db, leave.form_id))!;
      const entries = await db
        .selectFrom('form_submission_entries')
        .select(['form_data_id', 'form_value'])
        .where('submission_id', '=', leave.id)
        .execute();
      const stored = Object.fromEntries(entries.map((entry) => [String(entry.form_data_id), entry.form_value]));
      // The server's rule on submit (documents/filing-rules.ts withCalculatedFields), run again on the stored values.
      const expected = await computeCalculatedFields(form.formData, stored, derivedColumns(form, stored, null).employeeNo ?? '', {
        calendar: lithuanianCalendar,
        leaveTermsOn: (employeeNo, date) => holidayReserveOn(db, { companyCode: 'SV', employeeNo }, date),
      });
      const leaveFields = form.formData.filter((field) =>
        [FieldType.annualLeaveCalculation, FieldType.annualLeaveBalance].includes(field.formMeta.type as 19 | 22),
      );
      expect(leaveFields, leave.document_no!).toHaveLength(2);
      for (const field of leaveFields) {
        const key = String(field.id);
        expect(stored[key], `${leave.document_no} ${field.formMeta.caption}`).toMatch(/^\d+(\.\d\d)?$/);
        expect(stored[key], `${leave.document_no} ${field.formMeta.caption}`).toBe(expected[key]);
      }
    }
  });

  it("takes every demo document past New through its workflow: those under approval wait in their approvers' tasks, the decided ones end with a history that says so", async () => {
    const { db } = testDb;
    const now = new Date(`${TEMPLATE_DEMO_TODAY}T10:00:00Z`);
    const taskIds = new Map<number, number[]>();
    /** documentLists.tasks with hasAction, as the tasks page asks it, for a demo user in SV. */
    const tasksOf = async (userId: number): Promise<number[]> => {
      if (!taskIds.has(userId)) {
        const caller = createCaller({
          db,
          env: testEnv(),
          now: () => now,
          log: { error: () => undefined } as unknown as FastifyBaseLogger,
          request: { requestId: 'seed-test', ipAddress: '127.0.0.1', userAgent: 'vitest', bearerToken: null },
          auth: await demoSession(db, userId),
          viewer: null,
          authFailure: null,
          siteClosed: false,
          appMode: 'stable',
          requestedCompanyCode: 'SV',
        });
        const page = await caller.documentLists.tasks({ hasAction: true, state: 'All', rowsPerPage: 100 });
        taskIds.set(
          userId,
          page.items.map((item) => item.id),
        );
      }
      return taskIds.get(userId)!;
    };
    const endOf = {
      [SubmissionState.approved]: { run: 'approved', lastEntry: WorkflowLogKey.documentApproved },
      [SubmissionState.rejected]: { run: 'rejected', lastEntry: WorkflowLogKey.documentRejected },
      [SubmissionState.cancelled]: { run: 'cancelled', lastEntry: WorkflowLogKey.cancelled },
    } as Record<string, { run: string; lastEntry: string }>;

    const documents = await db
      .selectFrom('form_submissions')
      .select(['id', 'document_no', 'state', 'created_at', 'workflow_instance_id', 'workflow_activity_id', 'cancellation_in_progress'])
      .where('company_code', '=', 'SV')
      .where('state', 'not in', [SubmissionState.draft, SubmissionState.new])
      .orderBy('id')
      .execute();
    expect(new Set(documents.map((document) => document.state))).toEqual(new Set(['InProgress', 'Approved', 'Rejected', 'Cancelled']));
    const pendingCancellations: number[] = [];
    for (const document of documents) {
      const label = `${document.document_no} ${document.state}`;
      expect(document.workflow_instance_id, label).not.toBeNull();
      const instance = await db
        .selectFrom('workflow_instances')
        .selectAll()
        .where('id', '=', document.workflow_instance_id!)
        .executeTakeFirstOrThrow();
      const activities = await db
        .selectFrom('workflow_instance_activities')
        .selectAll()
        .where('instance_id', '=', instance.id)
        .orderBy('sort_order')
        .execute();
      const participants = await db
        .selectFrom('workflow_participants')
        .select(['instance_activity_id', 'user_id', 'action'])
        .where(
          'instance_activity_id',
          'in',
          activities.map((activity) => activity.id),
        )
        .execute();
      const logs = await db
        .selectFrom('workflow_execution_logs')
        .select(['description', 'comment', 'created_at'])
        .where('submission_id', '=', document.id)
        .orderBy('id')
        .execute();
      // Started when filed; every later entry after the one before it, all before the demo's today.
      expect(logs[0], label).toMatchObject({ description: WorkflowLogKey.started, created_at: document.created_at });
      const moments = logs.map((log) => log.created_at.getTime());
      expect(moments, label).toEqual([...moments].sort((a, b) => a - b));
      expect(moments.at(-1)!, label).toBeLessThan(Date.parse(`${TEMPLATE_DEMO_TODAY}T00:00:00Z`));

      if (document.cancellation_in_progress) {
        // Approved, then its filer asked to cancel it: the cancellation run waits on its approver.
        expect(document.state, label).toBe(SubmissionState.approved);
        expect(instance, label).toMatchObject({ type: WorkflowMappingType.cancellation, state: 'active' });
        const approval = await db
          .selectFrom('workflow_instances')
          .select(['type', 'state'])
          .where('submission_id', '=', document.id)
          .where('id', '!=', instance.id)
          .execute();
        expect(approval, label).toEqual([{ type: WorkflowMappingType.initiation, state: 'approved' }]);
        const request = logs.find((log) => log.description === WorkflowLogKey.cancellationStarted);
        expect(request?.comment, label).toBeTruthy();
        const active = activities.filter((activity) => activity.state === 'active');
        expect(active, label).toHaveLength(1);
        const pending = participants.filter((participant) => participant.action === ActionCode.pending);
        expect(pending.length, label).toBeGreaterThan(0);
        for (const participant of pending) expect(await tasksOf(participant.user_id), label).toContain(document.id);
        pendingCancellations.push(document.id);
        continue;
      }
      if (document.state === SubmissionState.inProgress) {
        expect(instance.state, label).toBe('active');
        const active = activities.filter((activity) => activity.state === 'active');
        expect(active, label).toHaveLength(1);
        expect(document.workflow_activity_id, label).toBe(active[0]!.id);
        const pending = participants.filter(
          (participant) => participant.instance_activity_id === active[0]!.id && participant.action === ActionCode.pending,
        );
        expect(pending.length, label).toBeGreaterThan(0);
        for (const participant of pending) expect(await tasksOf(participant.user_id), label).toContain(document.id);
        continue;
      }
      expect(instance, label).toMatchObject({ state: endOf[document.state]!.run, finished_at: expect.any(Date) });
      expect(
        activities.filter((activity) => activity.state === 'active' || activity.state === 'waiting'),
        label,
      ).toEqual([]);
      expect(document.workflow_activity_id, label).toBeNull();
      expect(logs.at(-1)!.description, label).toBe(endOf[document.state]!.lastEntry);
      // Declined or withdrawn with a word why.
      const why = logs.find((log) => log.description === WorkflowLogKey.declined || log.description === WorkflowLogKey.cancelled);
      if (document.state !== SubmissionState.approved) expect(why?.comment, label).toBeTruthy();
      if (document.state === SubmissionState.approved) {
        // Every step approved by its participants, or skipped for want of any.
        for (const activity of activities) {
          expect(['approved', 'skipped'], `${label} ${activity.name}`).toContain(activity.state);
          const mine = participants.filter((participant) => participant.instance_activity_id === activity.id);
          expect(
            mine.every((participant) => participant.action === ActionCode.approved),
            `${label} ${activity.name}`,
          ).toBe(true);
        }
      }
    }
    // The demo manager has the demo employee's applications under approval to decide, and the
    // employee's request to cancel an approved leave.
    const manager = await db.selectFrom('users').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow();
    expect((await tasksOf(manager.id)).length).toBeGreaterThanOrEqual(3);
    expect(pendingCancellations).toHaveLength(1);
    expect(await tasksOf(manager.id)).toContain(pendingCancellations[0]);
  });

  it('lets nobody take part in a step of a demo document they filed, initiated or that is about them', async () => {
    const { db } = testDb;
    const participations = await db
      .selectFrom('workflow_participants')
      .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
      .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
      .innerJoin('form_submissions', 'form_submissions.id', 'workflow_instances.submission_id')
      .innerJoin('users', 'users.id', 'workflow_participants.user_id')
      .leftJoin('employees', (join) =>
        join
          .onRef('employees.company_code', '=', 'form_submissions.company_code')
          .onRef('employees.employee_no', '=', 'form_submissions.employee_no'),
      )
      .select([
        'form_submissions.id',
        'form_submissions.submitted_by',
        'form_submissions.initiated_by',
        'workflow_participants.user_id',
        'workflow_participants.acted_by',
        'users.personnel_no',
        'employees.personnel_no as subject_personnel_no',
      ])
      .execute();
    expect(participations.length).toBeGreaterThan(20);
    const ownDocument = participations.filter(
      (row) =>
        [row.submitted_by, row.initiated_by].includes(row.user_id) ||
        (row.acted_by !== null && [row.submitted_by, row.initiated_by].includes(row.acted_by)) ||
        (row.subject_personnel_no !== null && row.personnel_no === row.subject_personnel_no),
    );
    expect(ownDocument.map((row) => row.id)).toEqual([]);
  });
  it('fills the demo work time: shifts, formulas, schedule GAM-01 of 40 people with its months generated, Labor Code breaches and grants', async () => {
    const { db } = testDb;
    const shifts = await db
      .selectFrom('shifts')
      .innerJoin('shift_groups', 'shift_groups.id', 'shifts.shift_group_id')
      .select(['shifts.id', 'shifts.code', 'shifts.type', 'shifts.work_minutes'])
      .where('shift_groups.code', '=', 'GAMYBA')
      .orderBy('shifts.id')
      .execute();
    expect(shifts.map((shift) => [shift.code, shift.type, shift.work_minutes])).toEqual([
      ['D', 'work_day', 480],
      ['N', 'work_day', 480],
      ['D12', 'work_day', 720],
      ['N12', 'work_day', 720],
      ['P', 'rest_day', 0],
    ]);
    const shiftCode = new Map(shifts.map((shift) => [shift.id, shift.code]));
    const formulas = await db
      .selectFrom('schedule_formulas')
      .select(['code', 'type'])
      .where('company_code', '=', 'SV')
      .orderBy('code')
      .execute();
    expect(formulas).toEqual([
      { code: '2-2-3', type: 'cyclic' },
      { code: '4B-12', type: 'cyclic' },
      { code: '5/2', type: 'continuous' },
    ]);

    const schedule = await db.selectFrom('schedules').select(['id']).where('code', '=', 'GAM-01').executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('schedule_employees')
      .select(['employee_no', 'schedule_employee_group_id'])
      .where('schedule_id', '=', schedule.id)
      .execute();
    expect(members).toHaveLength(40);
    expect(new Set(members.map((member) => member.schedule_employee_group_id)).size).toBe(3);
    expect(members.map((member) => member.employee_no)).toEqual(expect.arrayContaining(['SV0012', 'SV0040']));
    const periods = await db
      .selectFrom('schedule_periods')
      .select(['year', 'month', 'status'])
      .where('schedule_id', '=', schedule.id)
      .orderBy('year')
      .orderBy('month')
      .execute();
    expect(periods).toEqual([
      { year: 2026, month: 10, status: 2 },
      { year: 2026, month: 11, status: 0 },
      { year: 2026, month: 12, status: 0 },
    ]);

    const entries = await db
      .selectFrom('schedule_entries')
      .select([
        'id',
        'employee_no',
        sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
        'source',
        'type',
        'shift_id',
        sql<string | null>`to_char(start_time, 'HH24:MI')`.as('start_time'),
        sql<string | null>`to_char(end_time, 'HH24:MI')`.as('end_time'),
        'work_minutes',
      ])
      .where('schedule_id', '=', schedule.id)
      .where('date', '>=', '2026-11-01')
      .where('date', '<=', '2026-11-30')
      .orderBy('date')
      .execute();
    // The demo employee works the 5/2 days of November; All Souls' Day (Monday the 2nd) is a rest day.
    const employeeDays = entries.filter((entry) => entry.employee_no === 'SV0012' && entry.type === 'work');
    expect(employeeDays.find((entry) => entry.date === '2026-11-02')).toMatchObject({ source: 'formula', start_time: null });
    expect(shiftCode.get(employeeDays.find((entry) => entry.date === '2026-11-02')!.shift_id!)).toBe('P');
    expect(employeeDays.filter((entry) => shiftCode.get(entry.shift_id!) === 'D')).toHaveLength(
      lithuanianCalendar.countWorkDays('2026-11-01', '2026-11-30'),
    );
    // The four crews: every day one crew works the 12-hour day and one the night.
    for (const date of ['2026-11-01', '2026-11-15', '2026-11-30']) {
      const codes = entries.filter((entry) => entry.date === date).map((entry) => shiftCode.get(entry.shift_id!));
      expect(codes, date).toContain('D12');
      expect(codes, date).toContain('N12');
    }
    // The approved absences of the ERP are in the months too.
    expect(entries.some((entry) => entry.source === 'erp')).toBe(true);

    // The planners' breaches: too short a rest after a night shift, and a run of working days too long.
    const violationsOf = (employeeNo: string) =>
      checkLaborCode({
        lineId: employeeNo,
        range: { from: '2026-11-01', to: '2026-11-30' },
        entries: entries
          .filter((entry) => entry.employee_no === employeeNo && entry.start_time !== null && entry.end_time !== null)
          .map((entry) => ({
            id: entry.id,
            date: entry.date,
            start: zonedInstant(entry.date, entry.start_time!),
            end: zonedInstant(entry.end_time! <= entry.start_time! ? addDays(entry.date, 1) : entry.date, entry.end_time!),
            workMinutes: entry.work_minutes,
            breaks: [{ minutes: 30 }],
          })),
      }).map((violation) => violation.rule);
    expect(violationsOf('SV0019')).toContain(LaborCodeRule.dailyRest);
    expect(violationsOf('SV0026')).toContain(LaborCodeRule.consecutiveWorkDays);
    expect(violationsOf('SV0012')).toEqual([]);

    const grants = await db
      .selectFrom('work_time_grants')
      .innerJoin('users', 'users.id', 'work_time_grants.user_id')
      .select(['users.username', 'work_time_grants.object_id', 'work_time_grants.action'])
      .where('work_time_grants.company_code', '=', 'SV')
      .where('work_time_grants.object_type', '=', 'schedule')
      .orderBy('users.username')
      .orderBy('work_time_grants.action')
      .execute();
    expect(grants).toEqual([
      { username: 'admin', object_id: null, action: 'administer' },
      { username: 'planner', object_id: schedule.id, action: 'administer' },
      { username: 'planner', object_id: null, action: 'create' },
      { username: 'viewer', object_id: schedule.id, action: 'view' },
    ]);
  });

  it('fills the demo holiday plan: AP-<year> of the demo employee’s department in progress, colleagues’ summer holidays, the planner’s grants', async () => {
    const { db } = testDb;
    const plan = await db.selectFrom('holiday_plans').selectAll().where('company_code', '=', 'SV').executeTakeFirstOrThrow();
    const year = plan.start_date.slice(0, 4);
    expect(plan).toMatchObject({ code: `AP-${year}`, status: 0, start_date: `${year}-01-01`, end_date: `${year}-12-31` });
    const department = await db
      .selectFrom('employees')
      .select('department_code')
      .where('employee_no', '=', 'SV0012')
      .executeTakeFirstOrThrow();
    expect(plan.department_code).toBe(department.department_code);
    const members = await db.selectFrom('holiday_plan_employees').select('employee_no').where('holiday_plan_id', '=', plan.id).execute();
    expect(members.map((member) => member.employee_no)).toContain('SV0012');
    const entries = await db
      .selectFrom('holiday_plan_entries')
      .select(['employee_no', 'date_from'])
      .where('holiday_plan_id', '=', plan.id)
      .execute();
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => entry.employee_no)).not.toContain('SV0012');
    const grants = await db
      .selectFrom('work_time_grants')
      .innerJoin('users', 'users.id', 'work_time_grants.user_id')
      .select(['users.username', 'work_time_grants.object_id', 'work_time_grants.action'])
      .where('work_time_grants.object_type', '=', 'holiday_plan')
      .orderBy('users.username')
      .orderBy('work_time_grants.action')
      .execute();
    expect(grants).toEqual([
      { username: 'admin', object_id: null, action: 'administer' },
      { username: 'planner', object_id: plan.id, action: 'administer' },
      { username: 'planner', object_id: null, action: 'create' },
    ]);
  });

  it('adds next year’s plan in December, with the planner administering it and the company-wide grants kept once', async () => {
    const { db } = testDb;
    const users = new Map((await db.selectFrom('users').select(['username', 'id']).execute()).map((user) => [user.username, user.id]));
    const rolledBack = new Error('rolled back');
    // Rolled back: the other tests see the template's one plan.
    const seen = db.transaction().execute(async (trx) => {
      await seedDemoHolidayPlans(trx, users, '2026-12-10');
      await seedDemoHolidayPlans(trx, users, '2026-12-11');
      const plans = await trx.selectFrom('holiday_plans').select(['id', 'code', 'start_date', 'end_date']).orderBy('code').execute();
      expect(plans.map((plan) => [plan.code, plan.start_date, plan.end_date])).toEqual([
        ['AP-2026', '2026-01-01', '2026-12-31'],
        ['AP-2027', '2027-01-01', '2027-12-31'],
      ]);
      const grants = await trx
        .selectFrom('work_time_grants')
        .innerJoin('users', 'users.id', 'work_time_grants.user_id')
        .select(['users.username', 'work_time_grants.object_id', 'work_time_grants.action'])
        .where('work_time_grants.object_type', '=', 'holiday_plan')
        .orderBy('users.username')
        .orderBy('work_time_grants.object_id')
        .orderBy('work_time_grants.action')
        .execute();
      expect(grants).toEqual([
        { username: 'admin', object_id: null, action: 'administer' },
        { username: 'planner', object_id: plans[0]!.id, action: 'administer' },
        { username: 'planner', object_id: plans[1]!.id, action: 'administer' },
        { username: 'planner', object_id: null, action: 'create' },
      ]);
      const members = await trx
        .selectFrom('holiday_plan_employees')
        .select('employee_no')
        .where('holiday_plan_id', '=', plans[1]!.id)
        .execute();
      expect(members.map((member) => member.employee_no)).toContain('SV0012');
      throw rolledBack;
    });
    await expect(seen).rejects.toBe(rolledBack);
  });
});
