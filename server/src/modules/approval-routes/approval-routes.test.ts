import { ErrorCode, type Form, RouteStepOutcome } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { createUser } from '../../testing/factories';
import { demo } from '../../testing/rest-client';
import { callerAs, expectDomainError, useDemoCallers } from '../../testing/test-caller';

// The test clock's today is Friday 2026-11-20 (server/src/testing/test-app.ts).
const api = useDemoCallers();
let annualLeave: Form;

async function formIdOf(systemName: string): Promise<number> {
  const row = await api.harness.db.selectFrom('forms').select('id').where('system_name', '=', systemName).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  annualLeave = await api.as.employee.documents.form({ id: await formIdOf(DemoForm.annualLeave) });
});

function annualLeaveEntries(employeeNo: string) {
  const byCaption = (caption: string) => annualLeave.formData.find((field) => field.formMeta.captionEn === caption)!.id;
  return [
    { formDataId: byCaption('Employee'), formValue: employeeNo },
    { formDataId: byCaption('Date from'), formValue: '2026-12-07' },
    { formDataId: byCaption('Date to'), formValue: '2026-12-09' },
  ];
}

describe('the route preview', () => {
  it('shows the employee the same participants the engine resolves when the document is filed', async () => {
    const route = await api.as.employee.approvalRoutes.preview({ formId: annualLeave.id });
    expect(route.employeeNo).toBe(demo.employee);
    expect(route.workflow?.nameEn).toBe('Annual leave approval');
    expect(route.steps.map((step) => step.nameEn)).toEqual(["Manager's consent", 'HR approval']);
    expect(route.steps[0]!.participants.map((participant) => participant.employeeNo)).toEqual([demo.manager]);
    expect(route.steps[0]).toMatchObject({ outcome: RouteStepOutcome.decides, durationWorkingDays: 3 });
    expect(route.steps[0]!.participants[0]!.jobTitle).toEqual(expect.any(String));

    const filed = await api.as.employee.documents.submitForm({
      formId: annualLeave.id,
      entries: annualLeaveEntries(demo.employee),
      initiate: true,
    });
    expect(filed.hasAnyError).toBe(false);
    const plan = await api.as.employee.workflows.plan({ id: filed.id! });
    expect(
      plan!.workflowActivities.map((activity) => activity.workflowActivityParticipants.map((participant) => participant.userId)),
    ).toEqual(route.steps.map((step) => step.participants.map((participant) => participant.userId)));
  });

  it('gives the designer the same route for any employee of the company', async () => {
    const own = await api.as.employee.approvalRoutes.preview({ formId: annualLeave.id });
    const designed = await api.as.admin.approvalRoutes.designerPreview({ formId: annualLeave.id, employeeNo: demo.employee });
    expect(designed).toEqual(own);
    const forManager = await api.as.admin.approvalRoutes.designerPreview({ formId: annualLeave.id, employeeNo: demo.manager });
    // The manager is never their own approver: the line goes up to their own manager.
    expect(forManager.steps[0]!.participants.map((participant) => participant.employeeNo)).not.toContain(demo.manager);
  });

  it("lists today's substitutes of a participant", async () => {
    const { db } = api.harness;
    await db
      .insertInto('substitutions')
      .values({
        company_code: 'SV',
        employee_no: demo.manager,
        subst_employee_no: demo.colleague,
        entry_no: 99001,
        date_from: '2026-11-19',
        date_to: '2026-11-23',
      })
      .execute();
    const route = await api.as.employee.approvalRoutes.preview({ formId: annualLeave.id });
    expect(route.steps[0]!.participants[0]!.substitutes.map((substitute) => substitute.employeeNo)).toEqual([demo.colleague]);
    await db.deleteFrom('substitutions').where('entry_no', '=', 99001).execute();
  });

  it('lets a manager preview the route of their report, whom the form lets them pick', async () => {
    const route = await api.as.manager.approvalRoutes.preview({ formId: annualLeave.id, employeeNo: demo.employee });
    expect(route.employeeNo).toBe(demo.employee);
    // The manager files it, so they are not its approver: their own manager is.
    expect(route.steps[0]!.participants.map((participant) => participant.employeeNo)).not.toContain(demo.manager);
  });

  it("refuses the employee someone else's route and a form they may not file", async () => {
    await expectDomainError(
      api.as.employee.approvalRoutes.preview({ formId: annualLeave.id, employeeNo: demo.manager }),
      ErrorCode.permissionDenied,
    );
    const request = await formIdOf(DemoForm.request);
    // The general request names no employee: only the filer's own route.
    await expectDomainError(
      api.as.employee.approvalRoutes.preview({ formId: request, employeeNo: demo.colleague }),
      ErrorCode.permissionDenied,
    );
    await api.harness.db.updateTable('forms').set({ archived: true }).where('id', '=', request).execute();
    await expectDomainError(api.as.employee.approvalRoutes.preview({ formId: request }), ErrorCode.recordNotFound);
    await api.harness.db.updateTable('forms').set({ archived: false }).where('id', '=', request).execute();
    await expectDomainError(api.as.employee.approvalRoutes.preview({ formId: 999_999 }), ErrorCode.recordNotFound);
  });

  it('refuses the designer preview below the designer level, and another company’s employee is not found', async () => {
    await expectDomainError(
      api.as.employee.approvalRoutes.designerPreview({ formId: annualLeave.id, employeeNo: demo.employee }),
      ErrorCode.permissionDenied,
    );
    await createUser(api.harness.db, { username: 'route-admin-1', adminAccess: 1, personnelNo: null });
    const levelOne = await callerAs(api.harness, 'route-admin-1');
    await expectDomainError(
      levelOne.approvalRoutes.designerPreview({ formId: annualLeave.id, employeeNo: demo.employee }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      api.as.admin.approvalRoutes.designerPreview({ formId: annualLeave.id, employeeNo: 'NL0021' }),
      ErrorCode.recordNotFound,
    );
  });

  it("does not show a company's own form to another company", async () => {
    const { db } = api.harness;
    const group = await db
      .insertInto('form_groups')
      .values({ name: 'NL grupė', sort_order: 99, company_code: 'NL' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = await db
      .insertInto('forms')
      .values({ name: 'NL forma', form_group_id: group.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectDomainError(
      api.as.admin.approvalRoutes.designerPreview({ formId: form.id, employeeNo: demo.employee }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(api.as.employee.approvalRoutes.preview({ formId: form.id }), ErrorCode.recordNotFound);
  });
});
