import {
  ErrorCode,
  FieldType,
  type Form,
  type SubmitFormResult,
  TEAM_CALENDAR_MAX_DAYS,
  TeamAbsenceSource,
  TeamBasis,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { demo, type DemoUser } from '../../testing/rest-client';
import { expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';

// documents.decisionContext (what an approver decides with) and documentLists.nextTask (where they
// go after deciding), on the seeded company: the employee (SV0012) works in production (PROD) with
// SV0019, SV0026, SV0033, SV0040, SV0047 …, headed by the manager (SV0005). The test clock's today
// is Friday 2026-11-20; the seeded absences end with 2026, so February 2027 holds only this file's.

const api = useDemoCallers();

async function formOf(systemName: string): Promise<Form> {
  const { id } = await api.harness.db.selectFrom('forms').select('id').where('system_name', '=', systemName).executeTakeFirstOrThrow();
  return api.as.employee.documents.form({ id });
}

async function fileLeave(
  user: DemoUser,
  values: { employeeNo: string; from: string; to: string },
  systemName: string = DemoForm.annualLeave,
): Promise<number> {
  const form = await formOf(systemName);
  const byCaption: Record<string, string> = { Employee: values.employeeNo, 'Date from': values.from, 'Date to': values.to };
  if (systemName === DemoForm.unpaidLeave) byCaption.Reason = 'Šeimos reikalai';
  const entries = Object.entries(byCaption).map(([caption, formValue]) => ({
    formDataId: form.formData.find((field) => field.formMeta.captionEn === caption)!.id,
    formValue,
  }));
  const filed: SubmitFormResult = await api.as[user].documents.submitForm({ formId: form.id, entries, initiate: true });
  expect(filed, JSON.stringify(filed.messages)).toMatchObject({ state: 'InProgress' });
  return filed.id!;
}

let entryNo = 995_000;
async function recordAbsence(companyCode: string, employeeNo: string, from: string, to: string, submissionId: number | null = null) {
  await api.harness.db
    .insertInto('absences')
    .values({
      company_code: companyCode,
      employee_no: employeeNo,
      // Records the portal's approvals wrote carry negative entry numbers (migration 0007).
      entry_no: submissionId === null ? entryNo++ : -entryNo++,
      activity_code: 'A',
      date_from: from,
      date_to: to,
      submission_id: submissionId,
    })
    .execute();
}

describe('the decision context of an annual leave under approval', () => {
  it("gives the manager the balance after the leave and the team's absences per day, from ERP records and applications", async () => {
    const { db } = api.harness;
    const colleagues = { a: 'SV0019', b: 'SV0026', terminated: 'SV0033', recordedApplication: 'SV0040', e: 'SV0047' };
    // A: an ERP record over the start and a second one on a day it already covers (counted once).
    await recordAbsence('SV', colleagues.a, '2027-01-28', '2027-02-02');
    await recordAbsence('SV', colleagues.a, '2027-02-02', '2027-02-02');
    // B: an annual leave under approval, filed by the administrator for them.
    const pendingId = await fileLeave('admin', { employeeNo: colleagues.b, from: '2027-02-02', to: '2027-02-03' });
    // An application the ERP has recorded already is listed once, as the record.
    const recordedId = await fileLeave('admin', { employeeNo: colleagues.recordedApplication, from: '2027-02-05', to: '2027-02-05' });
    await recordAbsence('SV', colleagues.recordedApplication, '2027-02-05', '2027-02-05', recordedId);
    await recordAbsence('SV', colleagues.e, '2027-02-04', '2027-02-10');
    // Not of the team: someone who left before the leave, the warehouse, and another company's department of the same code.
    await db.updateTable('employees').set({ termination_date: '2026-12-31' }).where('employee_no', '=', colleagues.terminated).execute();
    await recordAbsence('SV', colleagues.terminated, '2027-02-01', '2027-02-05');
    await recordAbsence('SV', demo.outsider, '2027-02-01', '2027-02-05');
    await db.insertInto('departments').values({ company_code: 'NL', code: 'PROD', name: 'Gamyba' }).execute();
    await db
      .updateTable('employees')
      .set({ department_code: 'PROD' })
      .where('company_code', '=', 'NL')
      .where('employee_no', '=', 'NL0003')
      .execute();
    await recordAbsence('NL', 'NL0003', '2027-02-01', '2027-02-05');

    const id = await fileLeave('employee', { employeeNo: demo.employee, from: '2027-02-01', to: '2027-02-05' });
    const context = await api.as.manager.documents.decisionContext({ id });

    const stored = (await api.as.manager.documents.submission({ id })).form.formData.find(
      (field) => field.formMeta.type === FieldType.annualLeaveCalculation,
    )!;
    const reserve = await api.as.manager.employees.holidayReserve({ employeeNo: demo.employee, date: '2027-02-01' });
    expect(stored.formValue).toBe('5');
    expect(context.employee?.employeeNo).toBe(demo.employee);
    expect(context.leave).toEqual({
      date: '2027-02-01',
      unusedDays: reserve.holidayReserve,
      leaveDays: 5,
      balanceAfter: Math.round((reserve.holidayReserve - 5) * 100) / 100,
      holidayDayType: reserve.holidayDayType,
    });

    const production = await db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_code', '=', 'SV')
      .where('department_code', '=', 'PROD')
      .executeTakeFirstOrThrow();
    const team = context.team!;
    expect(team).toMatchObject({
      basis: TeamBasis.department,
      departmentName: 'Gamybos skyrius',
      // Everyone in production but the employee and the one who left.
      memberCount: Number(production.count) - 2,
      from: '2027-02-01',
      to: '2027-02-05',
      isClipped: false,
      hasMoreAbsences: false,
    });
    expect(team.days.map((day) => [day.date, day.awayCount, day.isWorkDay])).toEqual([
      ['2027-02-01', 1, true],
      ['2027-02-02', 2, true],
      ['2027-02-03', 1, true],
      ['2027-02-04', 1, true],
      ['2027-02-05', 2, true],
    ]);
    expect(team.absences.map(({ employeeNo, from, to, source }) => ({ employeeNo, from, to, source }))).toEqual([
      { employeeNo: colleagues.a, from: '2027-02-01', to: '2027-02-02', source: TeamAbsenceSource.recorded },
      { employeeNo: colleagues.a, from: '2027-02-02', to: '2027-02-02', source: TeamAbsenceSource.recorded },
      { employeeNo: colleagues.b, from: '2027-02-02', to: '2027-02-03', source: TeamAbsenceSource.pending },
      { employeeNo: colleagues.e, from: '2027-02-04', to: '2027-02-05', source: TeamAbsenceSource.recorded },
      { employeeNo: colleagues.recordedApplication, from: '2027-02-05', to: '2027-02-05', source: TeamAbsenceSource.recorded },
    ]);
    expect(team.absences.every((absence) => absence.name.length > 0)).toBe(true);

    // Once approved (and not yet recorded by the ERP), the application shows as approved.
    await db.updateTable('form_submissions').set({ state: 'Approved' }).where('id', '=', pendingId).execute();
    const after = await api.as.manager.documents.decisionContext({ id });
    expect(after.team!.absences.find((absence) => absence.employeeNo === colleagues.b)?.source).toBe(TeamAbsenceSource.approved);
  });

  it('clips a long period to the first days the calendar shows, and has no balance for leave that takes none', async () => {
    const id = await fileLeave('employee', { employeeNo: demo.employee, from: '2027-03-01', to: '2027-07-30' }, DemoForm.unpaidLeave);
    const context = await api.as.manager.documents.decisionContext({ id });
    expect(context.leave).toBeNull();
    expect(context.team).toMatchObject({ from: '2027-03-01', to: '2027-05-31', isClipped: true });
    expect(context.team!.days).toHaveLength(TEAM_CALENDAR_MAX_DAYS);
    // Saturday and Sunday are not work days.
    expect(context.team!.days.find((day) => day.date === '2027-03-06')?.isWorkDay).toBe(false);
  });

  it('is refused to everyone who may not decide the active step now: its owner, other readers, the manager once decided', async () => {
    const id = await fileLeave('employee', { employeeNo: demo.employee, from: '2027-04-05', to: '2027-04-06' });
    await expectDomainError(api.as.employee.documents.decisionContext({ id }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.documents.decisionContext({ id }), ErrorCode.permissionDenied);
    // An administrator may decide for a participant: they get it.
    expect((await api.as.admin.documents.decisionContext({ id })).submissionId).toBe(id);

    await api.as.manager.workflows.approve({ id, comment: 'Pritariu.' });
    await expectDomainError(api.as.manager.documents.decisionContext({ id }), ErrorCode.permissionDenied);
    // The HR step's participant (the administrator) still gets it; nobody does once it is approved.
    expect((await api.as.admin.documents.decisionContext({ id })).submissionId).toBe(id);
    await api.as.admin.workflows.approve({ id, comment: 'Patvirtinta.' });
    await expectDomainError(api.as.admin.documents.decisionContext({ id }), ErrorCode.permissionDenied);
  });

  it("is given to today's substitute of the manager", async () => {
    const { db } = api.harness;
    const id = await fileLeave('employee', { employeeNo: demo.employee, from: '2027-04-12', to: '2027-04-13' });
    await expectDomainError(api.as.planner.documents.decisionContext({ id }), ErrorCode.permissionDenied);
    await db
      .insertInto('substitutions')
      .values({
        company_code: 'SV',
        employee_no: demo.manager,
        entry_no: 995_900,
        subst_employee_no: demo.planner,
        date_from: '2026-11-16',
        date_to: '2026-11-27',
      })
      .execute();
    try {
      expect((await api.as.planner.documents.decisionContext({ id })).employee?.employeeNo).toBe(demo.employee);
    } finally {
      await db.deleteFrom('substitutions').where('entry_no', '=', 995_900).execute();
    }
  });
});

describe('a decline needs a reason', () => {
  it('refuses a decline without a comment, naming the field, and takes one with it', async () => {
    const id = await fileLeave('employee', { employeeNo: demo.employee, from: '2027-04-19', to: '2027-04-20' });
    await expectFieldError(api.as.manager.workflows.decline({ id }), 'comment', ErrorCode.fieldRequired);
    await expectFieldError(api.as.manager.workflows.decline({ id, comment: '   ' }), 'comment', ErrorCode.fieldRequired);
    expect((await api.as.manager.documents.submission({ id })).state).toBe('InProgress');
    expect((await api.as.manager.workflows.decline({ id, comment: 'Tą savaitę inventorizacija.' })).state).toBe('Rejected');
  });
});

describe('the next task after a decision', () => {
  async function awaiting(user: DemoUser): Promise<number[]> {
    const { items } = await api.as[user].documentLists.tasks({ state: 'InProgress', hasAction: true, rowsPerPage: 100 });
    return items.map((item) => item.id);
  }

  it("follows the tasks list's order, goes back to its top after the last, and skips the one decided", async () => {
    await fileLeave('employee', { employeeNo: demo.employee, from: '2027-05-03', to: '2027-05-04' });
    await fileLeave('employee', { employeeNo: demo.employee, from: '2027-05-10', to: '2027-05-11' });
    const tasks = await awaiting('manager');
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    for (const [index, id] of tasks.entries()) {
      const next = await api.as.manager.documentLists.nextTask({ afterId: id });
      expect(next, `after ${id}`).toEqual({ id: tasks[(index + 1) % tasks.length] });
    }
    // Decided, it leaves the list; the next one is the one that followed it.
    const decided = tasks[1]!;
    await api.as.manager.workflows.decline({ id: decided, comment: 'Ne šiuo metu.' });
    expect(await awaiting('manager')).not.toContain(decided);
    expect(await api.as.manager.documentLists.nextTask({ afterId: decided })).toEqual({ id: tasks[2 % tasks.length] });
  });

  it('is null when nothing else awaits the caller', async () => {
    const { db } = api.harness;
    // The demo employee substitutes the manager these days (demo-substitutions.ts): without that, nothing awaits them.
    const substitution = db
      .selectFrom('substitutions')
      .where('employee_no', '=', demo.manager)
      .where('subst_employee_no', '=', demo.employee);
    const saved = await substitution.selectAll().execute();
    await db.deleteFrom('substitutions').where('employee_no', '=', demo.manager).where('subst_employee_no', '=', demo.employee).execute();
    try {
      const id = await fileLeave('employee', { employeeNo: demo.employee, from: '2027-05-17', to: '2027-05-18' });
      expect(await awaiting('employee')).toEqual([]);
      expect(await api.as.employee.documentLists.nextTask({ afterId: id })).toBeNull();
    } finally {
      if (saved.length > 0) await db.insertInto('substitutions').values(saved).execute();
    }
  });
});
