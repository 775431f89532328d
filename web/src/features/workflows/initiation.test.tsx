import type { SubmissionDetail, WorkflowPlan } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import type { ProcedureMocks } from '../../testing/trpc-mock';
import { aDocument, aMapping, anActivity, aParticipant, aPlan } from './testing/workflow-fixtures';

const mappings = [aMapping(5, 'Vadovo tvirtinimas'), aMapping(6, 'Direktoriaus tvirtinimas')];

/** A draft the caller filed, on a form with two initiation workflows; starting it puts it in progress. */
function initiationProcedures(plan: WorkflowPlan, extra: ProcedureMocks = {}): ProcedureMocks {
  let document: SubmissionDetail = aDocument({ hasWorkflow: true });
  return {
    'documents.submission': () => document,
    'workflows.mappings': () => mappings,
    'workflows.setWorkflow': () => plan,
    'workflows.plan': () => plan,
    'workflows.executionLogs': () => [],
    'workflows.startWorkflow': () => {
      document = aDocument({ state: 'InProgress', canManage: false, canDelete: false, workflowId: plan.workflowId });
      return { logId: 300, state: 'InProgress' };
    },
    ...extra,
  };
}

describe('initiating a draft through a workflow', () => {
  it('preselects the first mapped workflow in step 2, plans it and starts it after the confirmation', async () => {
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: initiationProcedures(aPlan([anActivity(71, 'Vadovas')])),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Pateikti' }));

    const choice = await screen.findByRole('radiogroup', { name: 'Darbo eiga' });
    expect(within(choice).getByRole('radio', { name: 'Vadovo tvirtinimas' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Direktoriaus tvirtinimas' })).not.toBeChecked();
    expect(app.callsOf('workflows.mappings').map((call) => call.input)).toEqual([{ formId: 12, type: 0 }]);

    await app.user.click(screen.getByRole('button', { name: 'Toliau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pateikti tvirtinti' });
    expect(dialog).toHaveTextContent('Pateikti dokumentą tvirtinti pagal darbo eigą „Vadovo tvirtinimas“?');
    expect(app.callsOf('workflows.setWorkflow').map((call) => call.input)).toEqual([{ id: 41, workflowId: 5 }]);
    expect(app.callsOf('workflows.startWorkflow')).toEqual([]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Pateikti tvirtinti' }));
    expect(await screen.findByText('Dokumentas pateiktas tvirtinti.')).toBeInTheDocument();
    expect(app.callsOf('workflows.startWorkflow').map((call) => call.input)).toEqual([{ id: 41 }]);
    // An application opens in the applications' view (spec 1 §4), now in progress.
    await waitFor(() => expect(app.pathname()).toBe('/applications/view-application/41'));
    expect(await screen.findByText('Vykdomas')).toBeInTheDocument();
  });

  it('plans the workflow the user chose instead', async () => {
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: initiationProcedures(aPlan([anActivity(71, 'Direktorius')], { workflowId: 6 })),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Pateikti' }));
    await app.user.click(await screen.findByRole('radio', { name: 'Direktoriaus tvirtinimas' }));
    await app.user.click(screen.getByRole('button', { name: 'Toliau' }));
    expect(await screen.findByRole('dialog', { name: 'Pateikti tvirtinti' })).toBeInTheDocument();
    expect(app.callsOf('workflows.setWorkflow').map((call) => call.input)).toEqual([{ id: 41, workflowId: 6 }]);
  });

  it('saves the edited values first, then goes on to choose the workflow', async () => {
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: initiationProcedures(aPlan([anActivity(71, 'Vadovas')]), {
        'documents.updateDocument': () => ({
          id: 41,
          documentNo: 'BP-00041',
          state: 'Draft',
          hasAnyError: false,
          messages: [],
          errors: [],
          warnings: [],
          messageOnSubmit: null,
          form: { id: 12, isApplication: true },
        }),
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Redaguoti' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Tema' }), ' 2');
    const editor = screen.getByRole('textbox', { name: 'Tema' }).closest('form')!;
    await app.user.click(within(editor).getByRole('button', { name: 'Pateikti' }));

    expect(await screen.findByRole('radiogroup', { name: 'Darbo eiga' })).toBeInTheDocument();
    // Saved as a draft: the workflow steps initiate it, not the save.
    expect(app.callsOf('documents.updateDocument').map((call) => call.input)).toEqual([
      { id: 41, version: 3, initiate: false, entries: [{ formDataId: 1, formValue: 'Darbo grafikas 2' }] },
    ]);
    expect(screen.getByText('Juodraštis išsaugotas')).toBeInTheDocument();
  });

  it('shows step 3 when the plan takes additional participants, adds and removes them, then starts', async () => {
    let plan = aPlan([
      anActivity(71, 'Vadovas'),
      anActivity(72, 'Papildomi tvirtintojai', {
        description: 'Pasirinkite, kas dar turi patvirtinti.',
        allowAdditionalParticipants: true,
        userRoles: { id: 3, name: 'Pasirinkti darbuotojai', systemName: 'CustomEmployee' },
        workflowActivityParticipants: [aParticipant(501, 'Jonas Petraitis'), aParticipant(502, 'Ona Jonaitė', { canRemove: false })],
      }),
    ]);
    const withParticipants = (participants: ReturnType<typeof aParticipant>[]) =>
      aPlan(
        plan.workflowActivities.map((activity) =>
          activity.id === 72 ? { ...activity, workflowActivityParticipants: participants } : activity,
        ),
      );
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: initiationProcedures(plan, {
        'workflows.setWorkflow': () => plan,
        'workflows.plan': () => plan,
        'workflows.removeParticipant': () => {
          plan = withParticipants([aParticipant(502, 'Ona Jonaitė', { canRemove: false })]);
          return plan;
        },
        'formLookups.usersWithEmployeeMeta': () => [
          { userId: 120, employeeNo: 'E0020', personnelNo: 'P0020', nameWithEmployeeNo: 'Asta Kairienė (E0020)' },
        ],
        'workflows.addParticipant': () => {
          plan = withParticipants([aParticipant(502, 'Ona Jonaitė', { canRemove: false }), aParticipant(503, 'Asta Kairienė')]);
          return plan;
        },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Pateikti' }));
    await app.user.click(await screen.findByRole('button', { name: 'Toliau' }));

    const step = await screen.findByRole('region', { name: 'Papildomi tvirtintojai' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Only the steps that take additional participants.
    expect(screen.queryByRole('region', { name: 'Vadovas' })).not.toBeInTheDocument();
    expect(step).toHaveTextContent('Pasirinkite, kas dar turi patvirtinti.');
    expect(within(step).getByRole('button', { name: 'Pašalinti Ona Jonaitė' })).toBeDisabled();
    // A step of custom employees adds employees, not departments or job titles.
    expect(within(step).queryByRole('button', { name: 'Pridėti padalinį' })).not.toBeInTheDocument();

    await app.user.click(within(step).getByRole('button', { name: 'Pašalinti Jonas Petraitis' }));
    await waitFor(() => expect(within(step).queryByText('Jonas Petraitis (E0501)')).not.toBeInTheDocument());
    expect(app.callsOf('workflows.removeParticipant').map((call) => call.input)).toEqual([{ id: 501 }]);

    await app.user.click(within(step).getByRole('button', { name: 'Pridėti darbuotoją' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridėti darbuotoją į etapą „Papildomi tvirtintojai“' });
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Darbuotojas' }));
    await app.user.click(await screen.findByRole('option', { name: 'Asta Kairienė (E0020)' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pridėti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.callsOf('workflows.addParticipant').map((call) => call.input)).toEqual([{ id: 41, participantActivityId: 72, userId: 120 }]);
    // An ordinary employee picks among their team and department.
    expect(app.callsOf('formLookups.usersWithEmployeeMeta')[0]?.input).toEqual({ subordinateEmployees: true, departmentEmployees: true });
    expect(await within(step).findByText('Asta Kairienė (E0503)')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Pateikti tvirtinti' }));
    await waitFor(() => expect(app.pathname()).toBe('/applications/view-application/41'));
    expect(app.callsOf('workflows.startWorkflow').map((call) => call.input)).toEqual([{ id: 41 }]);
  });

  it('cannot go on without a workflow when none is mapped to the form', async () => {
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: initiationProcedures(aPlan([]), { 'workflows.mappings': () => [] }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Pateikti' }));
    expect(await screen.findByText('Šiai formai nenustatyta darbo eiga. Kreipkitės į administratorių.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toliau' })).toBeDisabled();
    await app.user.click(within(screen.getByRole('region', { name: 'Darbo eigos pasirinkimas' })).getByRole('button', { name: 'Atgal' }));
    expect(await screen.findByLabelText('Dokumento laukai')).toBeInTheDocument();
  });
});
