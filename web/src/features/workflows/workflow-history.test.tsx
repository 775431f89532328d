import type { SubmissionDetail, WorkflowPlan } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderApp } from '../../testing/render-app';
import type { ProcedureMocks } from '../../testing/trpc-mock';
import { aDocument, aLogEntry, anActivity, aParticipant, aPlan } from './testing/workflow-fixtures';

const at = (time: string) => new Date(`2026-11-23T${time}:00Z`);

function aRunningPlan(
  participantsOfHr = [
    aParticipant(503, 'Asta Kairienė', { canRemove: false, substitutes: [{ employeeNo: 'E0030', name: 'Rasa Rimkė' }] }),
    aParticipant(504, 'Petras Petrauskas'),
  ],
): WorkflowPlan {
  return aPlan(
    [
      anActivity(71, 'Vadovo tvirtinimas', {
        state: 'approved',
        startedAt: at('08:00'),
        finishedAt: at('09:00'),
        workflowActivityParticipants: [
          aParticipant(501, 'Jonas Petraitis', { action: 1, updated: at('09:00'), comment: 'Sutinku' }),
          aParticipant(502, 'Ona Jonaitė', { action: 1, updated: at('09:00'), systemComment: 'workflow.confirmed_automatically' }),
        ],
      }),
      anActivity(72, 'Personalo skyrius', {
        state: 'active',
        startedAt: at('09:00'),
        deadline: '2026-11-25',
        isNearDeadline: true,
        userRoles: { id: 4, name: 'Padalinio darbuotojai', systemName: 'CustomDepartment' },
        workflowActivityParticipants: participantsOfHr,
      }),
      anActivity(73, 'Direktorius', { description: 'Galutinis sprendimas' }),
    ],
    { state: 'active' },
  );
}

const logs = [
  aLogEntry(1, 'workflow.log.started', at('08:00'), { executedBy: { userId: 7, name: 'Rūta Kazlauskienė' } }),
  aLogEntry(2, 'workflow.log.approved', at('09:00'), {
    action: 1,
    activityName: 'Vadovo tvirtinimas',
    executedBy: { userId: 601, name: 'Jonas Petraitis' },
    comment: 'Sutinku',
    files: [{ id: 801, formFileId: 801, fileName: 'pastaba.pdf', sizeBytes: 1200 }],
    workflowExecutionLogEntries: [
      { id: 1, description: 'workflow.effect.next_activity', result: 'Personalo skyrius' },
      { id: 2, description: 'workflow.effect.message_queued', result: 'Asta Kairienė' },
    ],
  }),
  aLogEntry(3, 'workflow.log.approved', at('09:00'), {
    action: 1,
    activityName: 'Vadovo tvirtinimas',
    executedBy: { userId: 1, name: 'Administratorius' },
    onBehalfOf: { userId: 602, name: 'Ona Jonaitė' },
  }),
];

function historyProcedures(document: SubmissionDetail, extra: ProcedureMocks = {}): ProcedureMocks {
  return {
    'documents.submission': () => document,
    'workflows.plan': () => aRunningPlan(),
    'workflows.executionLogs': () => logs,
    ...extra,
  };
}

const inProgress = { state: 'InProgress', canManage: false, canDelete: false, workflowId: 5, hasWorkflowAssigned: true } as const;

describe('workflow history', () => {
  it('shows each step with its participants, their decisions and comments, and the log entries written in it', async () => {
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: historyProcedures(aDocument(inProgress)),
    });
    const history = await screen.findByRole('region', { name: 'Darbo eigos istorija' });
    expect(await within(history).findByText('Darbo eiga: Vadovo tvirtinimas')).toBeInTheDocument();
    expect(app.callsOf('workflows.plan').map((call) => call.input)).toEqual([{ id: 41 }]);

    // The step under way is open, with who substitutes whom and its deadline, near.
    const hr = within(history).getByRole('table', { name: 'Etapo „Personalo skyrius“ dalyviai' });
    expect(hr).toHaveTextContent('Asta Kairienė (E0503)');
    expect(hr).toHaveTextContent('Pavaduoja Rasa Rimkė');
    expect(hr).toHaveTextContent('Laukiama');
    expect(within(history).getByText('Terminas 2026-11-25 (artėja terminas)')).toBeInTheDocument();
    // Not an administrator: nothing to change.
    expect(within(hr).queryByRole('button')).not.toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Pridėti darbuotoją' })).not.toBeInTheDocument();

    await app.user.click(within(history).getByRole('button', { name: /Vadovo tvirtinimas/ }));
    const manager = await within(history).findByRole('table', { name: 'Etapo „Vadovo tvirtinimas“ dalyviai' });
    const [jonas, ona] = within(manager).getAllByRole('row').slice(1);
    expect(jonas).toHaveTextContent('Jonas Petraitis (E0501)');
    expect(jonas).toHaveTextContent('Patvirtintas');
    expect(jonas).toHaveTextContent('2026-11-23 11:00');
    expect(jonas).toHaveTextContent('Sutinku');
    expect(ona).toHaveTextContent('Patvirtinta automatiškai');

    const managerPanel = manager.closest<HTMLElement>('.mantine-Accordion-panel')!;
    expect(managerPanel).toHaveTextContent('Patvirtintaatliko Jonas Petraitis');
    expect(managerPanel).toHaveTextContent('atliko Administratorius (vietoje: Ona Jonaitė)');
    expect(managerPanel).toHaveTextContent('Kitas etapas: Personalo skyrius');
    expect(managerPanel).toHaveTextContent('Pranešimas išsiųstas: Asta Kairienė');
    expect(within(managerPanel).getByRole('button', { name: 'Atsisiųsti pastaba.pdf' })).toBeInTheDocument();
    // The run's own events are not a step's.
    expect(managerPanel).not.toHaveTextContent('Darbo eiga pradėta');

    await app.user.click(within(history).getByRole('button', { name: 'Kiti įvykiai' }));
    // The accordion opens with a transition: wait for the end of it rather than its first frame.
    const runEvent = await within(history).findByText('Darbo eiga pradėta');
    await waitFor(() => expect(runEvent).toBeVisible());
  });

  it('names the workflow and its steps in English in English, and in Lithuanian where they have no English name', async () => {
    activateLanguage('en');
    const english = aRunningPlan();
    english.workflowNameEn = 'Manager approval';
    english.workflowActivities[0]!.nameEn = "Manager's consent";
    english.workflowActivities[1]!.nameEn = 'HR department';
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: historyProcedures(aDocument(inProgress), { 'workflows.plan': () => english }),
    });
    const history = await screen.findByRole('region', { name: 'Workflow history' });
    expect(await within(history).findByText('Workflow: Manager approval')).toBeInTheDocument();
    expect(within(history).getByRole('table', { name: 'Participants of HR department' })).toBeInTheDocument();
    // No English name: the Lithuanian one.
    expect(within(history).getByRole('button', { name: /Direktorius/ })).toBeInTheDocument();

    await app.user.click(within(history).getByRole('button', { name: /Manager's consent/ }));
    const manager = await within(history).findByRole('table', { name: "Participants of Manager's consent" });
    // The "next step" the log stored in Lithuanian reads in English too.
    expect(manager.closest<HTMLElement>('.mantine-Accordion-panel')!).toHaveTextContent('Next step: HR department');
  });

  it('does not load a history for a draft', async () => {
    const app = renderApp({ route: '/documents/view/41', signedIn: true, procedures: historyProcedures(aDocument()) });
    expect(await screen.findByLabelText('Dokumento laukai')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Darbo eigos istorija' })).not.toBeInTheDocument();
    expect(app.callsOf('workflows.plan')).toEqual([]);
    expect(app.callsOf('workflows.executionLogs')).toEqual([]);
  });

  it('says so when no workflow has run', async () => {
    renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: historyProcedures(aDocument({ ...inProgress, workflowId: null }), {
        'workflows.plan': () => null,
        'workflows.executionLogs': () => [],
      }),
    });
    expect(await screen.findByText('Šiam dokumentui darbo eiga dar nevykdyta.')).toBeInTheDocument();
  });

  it('lets an administrator remove a participant of the step under way and reloads the history', async () => {
    let plan = aRunningPlan();
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: historyProcedures(aDocument({ ...inProgress, isAdmin: true }), {
        'workflows.plan': () => plan,
        'workflows.removeParticipant': () => {
          plan = aRunningPlan([aParticipant(503, 'Asta Kairienė', { canRemove: false })]);
          return plan;
        },
      }),
    });
    const hr = await screen.findByRole('table', { name: 'Etapo „Personalo skyrius“ dalyviai' });
    expect(within(hr).getByRole('button', { name: 'Pašalinti Asta Kairienė' })).toBeDisabled();
    const logLoads = app.callsOf('workflows.executionLogs').length;
    await app.user.click(within(hr).getByRole('button', { name: 'Pašalinti Petras Petrauskas' }));

    await waitFor(() => expect(screen.queryByText('Petras Petrauskas (E0504)')).not.toBeInTheDocument());
    expect(app.callsOf('workflows.removeParticipant').map((call) => call.input)).toEqual([{ id: 504 }]);
    await waitFor(() => expect(app.callsOf('workflows.executionLogs').length).toBeGreaterThan(logLoads));
    // Only the step under way is staffed by the administrator.
    const manager = screen.getByRole('button', { name: /Vadovo tvirtinimas/ });
    await app.user.click(manager);
    const managerTable = await screen.findByRole('table', { name: 'Etapo „Vadovo tvirtinimas“ dalyviai' });
    expect(within(managerTable).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets an administrator add a department’s employees to the step under way', async () => {
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: historyProcedures(aDocument({ ...inProgress, isAdmin: true }), {
        'formLookups.employeeDepartments': () => [
          { departmentCode: 'PR', departmentName: 'Personalas' },
          { departmentCode: 'GAM', departmentName: 'Gamyba' },
        ],
        'workflows.addDepartmentParticipants': () => aRunningPlan(),
      }),
    });
    const history = await screen.findByRole('region', { name: 'Darbo eigos istorija' });
    // A department step: by department, and by employee for an administrator.
    expect(await within(history).findByRole('button', { name: 'Pridėti darbuotoją' })).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Pridėti pareigas' })).not.toBeInTheDocument();
    await app.user.click(within(history).getByRole('button', { name: 'Pridėti padalinį' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridėti padalinį į etapą „Personalo skyrius“' });
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Padalinys' }));
    await app.user.click(await screen.findByRole('option', { name: 'Personalas (PR)' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Tik darbo laiko apskaitoje nustatyti darbuotojai (SDLA)' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pridėti' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.callsOf('workflows.addDepartmentParticipants').map((call) => call.input)).toEqual([
      { id: 41, participantActivityId: 72, departmentCode: 'PR', filterSDLAEmployees: true },
    ]);
  });

  it('lets an administrator approve for a participant who has not acted, giving the reason', async () => {
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: historyProcedures(aDocument({ ...inProgress, isAdmin: true }), {
        'workflows.approve': () => ({ logId: 310, state: 'InProgress' }),
        'documentLists.nextTask': () => ({ id: 57 }),
      }),
    });
    const hr = await screen.findByRole('table', { name: 'Etapo „Personalo skyrius“ dalyviai' });
    await app.user.click(within(hr).getByRole('button', { name: 'Patvirtinti dalyvio vardu: Petras Petrauskas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dokumento patvirtinimas' });
    expect(dialog).toHaveTextContent('Tvirtinate dalyvio vardu: Petras Petrauskas.');
    // Not without a reason.
    await app.user.click(within(dialog).getByRole('button', { name: 'Patvirtinti' }));
    expect(await within(dialog).findByText('Nurodykite priežastį.')).toBeInTheDocument();
    expect(app.callsOf('workflows.approve')).toEqual([]);
    await app.user.type(within(dialog).getByRole('textbox', { name: /Priežastis, kodėl sprendžiate už dalyvį/ }), 'Atostogauja');
    await app.user.click(within(dialog).getByRole('button', { name: 'Patvirtinti' }));

    // On to the administrator's next task.
    await waitFor(() => expect(app.pathname()).toBe('/applications/view-application/57'));
    // The step shown (72) is named, so a step that moved on meanwhile is not decided instead.
    expect(app.callsOf('workflows.approve').map((call) => call.input)).toEqual([
      { id: 41, participantId: 504, reason: 'Atostogauja', activityId: 72 },
    ]);
  });
});
