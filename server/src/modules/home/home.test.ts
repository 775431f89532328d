import { type FormGroup, type HomeSummary, SubmissionState } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { createTestSubmission, userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { demo } from '../../testing/rest-client';
import { callerAs, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

/** The demo's annual-leave and unpaid-leave forms (activity codes A and NA). */
async function formWithActivity(code: string): Promise<{ id: number; form_group_id: number }> {
  return api.harness.db.selectFrom('forms').select(['id', 'form_group_id']).where('activity_code', '=', code).executeTakeFirstOrThrow();
}

/** The forms of the application chooser (documents.formGroupMenu) in the order it shows them. */
function chooserForms(groups: FormGroup[]): number[] {
  return groups.flatMap((group) => [...group.forms.map((form) => form.id), ...chooserForms(group.groups)]);
}

describe('home.summary: the balance cards', () => {
  // The test clock's today is Friday 20 November 2026 (testing/test-app.ts).
  it("shows the employee's available days as the contract page does, with this year's taken and the planned days", async () => {
    const summary = await api.as.employee.home.summary();
    const reserve = await api.as.employee.employees.holidayReserve({ employeeNo: demo.employee });
    expect(summary.leave).toEqual({
      holidayDayType: reserve.holidayDayType,
      available: reserve.holidayReserve,
      // The summer leave of 13–24 July 2026 (demo-absences.ts): 10 working days.
      takenThisYear: 10,
      // The Christmas leave the ERP has (28–31 December: 4 working days) and the annual leave under
      // approval from 22 December (demo-submissions.ts), whose 24 and 25 December are public holidays.
      planned: 4 + 2,
      year: 2026,
    });
  });

  it('counts an approved application the ERP has not recorded as planned, and once only after the ERP records it', async () => {
    const annualLeave = await formWithActivity('A');
    const unpaidLeave = await formWithActivity('NA');
    const employeeUser = await userIdOf(api.harness.db, 'employee');
    const file = (formId: number, state: SubmissionState, dateFrom: string, dateTo: string) =>
      createTestSubmission(api.harness.db, { formId, submittedBy: employeeUser, employeeNo: demo.employee, state, dateFrom, dateTo });
    const before = (await api.as.employee.home.summary()).leave!;

    // 1–5 February 2027, Monday to Friday: 5 working days. Rejected, draft and unpaid leave do not count.
    try {
      const approved = await file(annualLeave.id, SubmissionState.approved, '2027-02-01', '2027-02-05');
      await file(annualLeave.id, SubmissionState.rejected, '2027-03-01', '2027-03-05');
      await file(annualLeave.id, SubmissionState.draft, '2027-03-08', '2027-03-12');
      const unpaid = await file(unpaidLeave.id, SubmissionState.approved, '2027-01-11', '2027-01-11');
      const filed = await api.as.employee.home.summary();
      expect(filed.leave).toEqual({ ...before, planned: before.planned + 5 });
      expect(filed.upcomingAbsences.map((absence) => [absence.source, absence.activityCode, absence.dateFrom])).toEqual([
        ['absence', 'A', '2026-12-28'],
        ['application', 'NA', '2027-01-11'],
        ['application', 'A', '2027-02-01'],
      ]);
      expect(filed.upcomingAbsences[2]).toMatchObject({
        submissionId: approved.id,
        activityCodeText: 'Kasmetinės atostogos',
        activityCodeTextEn: 'Annual leave',
      });

      // The ERP records the annual leave (by its submission) and the unpaid day (by its document number only).
      await api.harness.db.updateTable('form_submissions').set({ document_no: 'NA-77' }).where('id', '=', unpaid.id).execute();
      await api.harness.db
        .insertInto('absences')
        .values([
          {
            company_code: 'SV',
            employee_no: demo.employee,
            entry_no: -990_001,
            date_from: '2027-02-01',
            date_to: '2027-02-05',
            activity_code: 'A',
            submission_id: approved.id,
          },
          {
            company_code: 'SV',
            employee_no: demo.employee,
            entry_no: 990_002,
            date_from: '2027-01-11',
            date_to: '2027-01-11',
            activity_code: 'NA',
            application_no: 'NA-77',
          },
        ])
        .execute();
      const recorded = await api.as.employee.home.summary();
      expect(recorded.leave).toEqual(filed.leave);
      expect(recorded.upcomingAbsences.map((absence) => [absence.source, absence.activityCode, absence.dateFrom])).toEqual([
        ['absence', 'A', '2026-12-28'],
        ['absence', 'NA', '2027-01-11'],
        ['absence', 'A', '2027-02-01'],
      ]);
    } finally {
      await api.harness.db.deleteFrom('absences').where('entry_no', 'in', [-990_001, 990_002]).execute();
      await api.harness.db
        .deleteFrom('form_submissions')
        .where('employee_no', '=', demo.employee)
        .where('date_from', '>=', '2027-01-01')
        .execute();
    }
    expect((await api.as.employee.home.summary()).leave).toEqual(before);
  });

  it("shows each user their own figures: the manager's are the manager's", async () => {
    const manager = await api.as.manager.home.summary();
    const reserve = await api.as.manager.employees.holidayReserve({ employeeNo: demo.manager });
    expect(manager.leave?.available).toBe(reserve.holidayReserve);
    expect(manager.leave).not.toEqual((await api.as.employee.home.summary()).leave);
  });

  it("follows the session's company: in NL the employee sees their NL record's reserve", async () => {
    const caller = await callerAs(api.harness, 'employee');
    await caller.users.changeCompany({ code: 'NL' });
    const reserve = await caller.employees.holidayReserve({ employeeNo: 'NL0021' });
    expect((await caller.home.summary()).leave?.available).toBe(reserve.holidayReserve);
  });
});

describe('home.summary: the quick application buttons', () => {
  it("offers the employee's most filed application forms of the last 12 months first", async () => {
    const { quickForms } = await api.as.employee.home.summary();
    const annualLeave = await formWithActivity('A');
    expect(quickForms).toHaveLength(4);
    // Four annual leaves filed (the draft does not count), two business trips, one of each other.
    expect(quickForms[0]).toMatchObject({
      id: annualLeave.id,
      formGroupId: annualLeave.form_group_id,
      filedCount: 4,
      nameEn: 'Annual leave application',
    });
    const counts = quickForms.map((form) => form.filedCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('offers a new employee with no filings the first forms of the application chooser', async () => {
    // Hired today: an employee record without leave, absences or filings, and their user.
    await api.harness.db
      .insertInto('employees')
      .values({
        company_code: 'SV',
        employee_no: 'SV0901',
        personnel_no: 'P-0901',
        first_name: 'Ona',
        last_name: 'Naujokė',
        employment_date: '2026-11-20',
      })
      .execute();
    await createUser(api.harness.db, { username: 'naujoke', personnelNo: 'P-0901' });
    const newcomer = await callerAs(api.harness, 'naujoke');
    const summary: HomeSummary = await newcomer.home.summary();
    const chooser = chooserForms(await newcomer.documents.formGroupMenu({ isApplication: true }));
    expect(summary.quickForms.map((form) => form.id)).toEqual(chooser.slice(0, 4));
    expect(summary.quickForms.every((form) => form.filedCount === 0)).toBe(true);
    // Nothing earned in the ERP yet, nothing taken, nothing planned, nothing coming.
    expect(summary.leave).toEqual({ holidayDayType: 0, available: 0, planned: 0, takenThisYear: 0, year: 2026 });
    expect(summary.upcomingAbsences).toEqual([]);
  });

  it('never offers an archived form, however often it was filed', async () => {
    const annualLeave = await formWithActivity('A');
    await api.harness.db.updateTable('forms').set({ archived: true }).where('id', '=', annualLeave.id).execute();
    try {
      const { quickForms } = await api.as.employee.home.summary();
      expect(quickForms.map((form) => form.id)).not.toContain(annualLeave.id);
      expect(quickForms).toHaveLength(4);
      const chooser = chooserForms(await api.as.employee.documents.formGroupMenu({ isApplication: true }));
      for (const form of quickForms) expect(chooser).toContain(form.id);
    } finally {
      await api.harness.db.updateTable('forms').set({ archived: false }).where('id', '=', annualLeave.id).execute();
    }
  });
});
