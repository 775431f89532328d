import type { DecisionContext, SubmissionDetail } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDocumentPage, aFormMenu, SESSION_TOKEN } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../testing/trpc-mock';
import { aDocument, aMapping, anActivity, aPlan } from './testing/workflow-fixtures';

const underApproval = { state: 'InProgress', canManage: false, canDelete: false, hasWorkflowAssigned: true, workflowId: 5 } as const;

function documentProcedures(document: () => SubmissionDetail, extra: ProcedureMocks = {}): ProcedureMocks {
  return {
    'documents.submission': () => document(),
    'workflows.plan': () => null,
    'workflows.executionLogs': () => [],
    // My applications, where a cancel leads.
    'documents.formGroupMenu': () => aFormMenu(),
    'documents.decisionContext': () => decisionContext,
    'documentLists.nextTask': () => null,
    // The task list, where the approver lands when no task is left.
    'documentLists.tasks': (input) => aDocumentPage([], input),
    ...extra,
  };
}

/** What the manager decides with: a leave of five days and two colleagues away on two of its days. */
const decisionContext: DecisionContext = {
  submissionId: 41,
  employee: { employeeNo: 'SV0012', name: 'Rūta Kazlauskienė' },
  leave: { date: '2027-02-01', unusedDays: 20.5, leaveDays: 5, balanceAfter: 15.5, holidayDayType: 0 },
  team: {
    basis: 'department',
    departmentName: 'Gamybos skyrius',
    memberCount: 13,
    from: '2027-02-01',
    to: '2027-02-03',
    isClipped: false,
    days: [
      { date: '2027-02-01', isWorkDay: true, awayCount: 1 },
      { date: '2027-02-02', isWorkDay: true, awayCount: 2 },
      { date: '2027-02-03', isWorkDay: true, awayCount: 0 },
    ],
    absences: [
      { employeeNo: 'SV0019', name: 'Jonas Petrauskas', from: '2027-02-01', to: '2027-02-02', source: 'recorded' },
      { employeeNo: 'SV0026', name: 'Asta Butkienė', from: '2027-02-02', to: '2027-02-02', source: 'pending' },
    ],
    hasMoreAbsences: false,
  },
};

/** The approver's decision panel beside the document. */
async function decisionPanel() {
  return screen.findByRole('region', { name: 'Jūsų sprendimas' });
}

describe('deciding on a document', () => {
  it('names the step the document view shows, so a step that moved on meanwhile is not decided instead', async () => {
    const document = aDocument({ ...underApproval, canApprove: true, canReject: true });
    const plan = aPlan(
      [anActivity(71, 'Vadovo tvirtinimas', { state: 'approved' }), anActivity(72, 'Personalo skyrius', { state: 'active' })],
      {
        state: 'active',
      },
    );
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: documentProcedures(() => document, {
        'workflows.plan': () => plan,
        'workflows.approve': () => ({ logId: 300, state: 'InProgress' }),
      }),
    });
    // The route beside the decision names the step under way.
    const route = await screen.findByRole('region', { name: 'Tvirtinimo eiga' });
    expect(within(route).getByText('Personalo skyrius')).toBeInTheDocument();
    await app.user.click(within(await decisionPanel()).getByRole('button', { name: 'Patvirtinti' }));
    // No task is left: the task list.
    await waitFor(() => expect(app.pathname()).toBe('/applications/tasks'));
    expect(app.callsOf('workflows.approve').map((call) => call.input)).toEqual([{ id: 41, activityId: 72 }]);
  });

  it('approves with a comment and goes on to the next task, not home', async () => {
    const document = aDocument({ ...underApproval, canApprove: true, canReject: true });
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: documentProcedures(() => document, {
        'workflows.approve': () => ({ logId: 300, state: 'InProgress' }),
        'documentLists.nextTask': () => ({ id: 57 }),
      }),
    });
    const panel = await decisionPanel();
    await app.user.type(within(panel).getByRole('textbox', { name: /Komentaras/ }), '  Sutinku  ');
    await app.user.click(within(panel).getByRole('button', { name: 'Patvirtinti' }));

    expect(await screen.findByText('Patvirtinimas užregistruotas.')).toBeInTheDocument();
    expect(app.callsOf('workflows.approve').map((call) => call.input)).toEqual([{ id: 41, comment: 'Sutinku' }]);
    await waitFor(() => expect(app.pathname()).toBe('/applications/view-application/57'));
    expect(app.callsOf('documentLists.nextTask').map((call) => call.input)).toEqual([{ afterId: 41 }]);
  });

  it('refuses a decline without a reason, naming the comment, then declines with it and its files', async () => {
    const uploads: string[] = [];
    server.use(
      http.post('*/api/documents/submit-form-file-workflow-execution-log/:logId', async ({ request, params }) => {
        const body = await request.formData();
        for (const key of body.keys()) uploads.push(`${String(params.logId)}:${key}:${request.headers.get('authorization')}`);
        return HttpResponse.json({ status: 'success', data: [], messages: [], pagination: null, validationErrors: null, substatus: null });
      }),
    );
    const document = aDocument({ ...underApproval, canApprove: true, canReject: true });
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: documentProcedures(() => document, {
        'workflows.decline': () => ({ logId: 301, state: 'Rejected' }),
        'documentLists.nextTask': () => ({ id: 58 }),
      }),
    });
    const panel = await decisionPanel();
    await app.user.upload(within(panel).getByLabelText('Prisegti failus'), [
      new File(['a'], 'pastabos.pdf', { type: 'application/pdf' }),
      new File(['b'], 'priedas.docx', { type: 'application/octet-stream' }),
    ]);
    expect(within(panel).getByText('pastabos.pdf')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: 'Atmesti' }));
    expect(await within(panel).findByText('Komentaras: nurodykite atmetimo priežastį.')).toBeInTheDocument();
    // The keyboard is taken to where the reason goes.
    expect(within(panel).getByRole('textbox', { name: /Komentaras/ })).toHaveFocus();
    expect(app.callsOf('workflows.decline')).toEqual([]);
    expect(app.pathname()).toBe('/applications/view-application/41');

    await app.user.type(within(panel).getByRole('textbox', { name: /Komentaras/ }), 'Tą savaitę inventorizacija.');
    expect(within(panel).queryByText('Komentaras: nurodykite atmetimo priežastį.')).not.toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: 'Atmesti' }));

    await waitFor(() => expect(app.pathname()).toBe('/applications/view-application/58'));
    expect(app.callsOf('workflows.decline').map((call) => call.input)).toEqual([{ id: 41, comment: 'Tą savaitę inventorizacija.' }]);
    expect(uploads).toEqual([`301:file0:Bearer ${SESSION_TOKEN}`, `301:file1:Bearer ${SESSION_TOKEN}`]);
  });

  it('refuses a file over 15 MB by name and keeps the others', async () => {
    const document = aDocument({ ...underApproval, canApprove: true });
    const app = renderApp({ route: '/applications/view-application/41', signedIn: true, procedures: documentProcedures(() => document) });
    const panel = await decisionPanel();
    const huge = new File(['x'], 'didelis.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 15_000_001 });
    await app.user.upload(within(panel).getByLabelText('Prisegti failus'), [
      huge,
      new File(['a'], 'mazas.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByText(/didelis\.pdf/)).toBeInTheDocument();
    expect(within(panel).queryByText('didelis.pdf')).not.toBeInTheDocument();
    expect(within(panel).getByText('mazas.pdf')).toBeInTheDocument();
  });

  it('shows a refused approval in the user’s language and still moves on', async () => {
    const document = aDocument({ ...underApproval, canApprove: true });
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: documentProcedures(() => document, {
        'workflows.approve': () => Promise.reject(trpcError('CONFLICT', 'errors.workflow_step_already_decided')),
      }),
    });
    await app.user.click(within(await decisionPanel()).getByRole('button', { name: 'Patvirtinti' }));

    expect(await screen.findByText('Šiame etape sprendimas jau priimtas arba dokumentas nebelaukia tvirtinimo.')).toBeInTheDocument();
    expect(screen.queryByText('Patvirtinimas užregistruotas.')).not.toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/applications/tasks'));
  });

  it('shows the balance after the leave and the team away per day beside the decision', async () => {
    const document = aDocument({ ...underApproval, canApprove: true, canReject: true });
    renderApp({ route: '/applications/view-application/41', signedIn: true, procedures: documentProcedures(() => document) });
    const card = await screen.findByRole('region', { name: 'Sprendimui' });
    const balance = await within(card).findByLabelText('Atostogų likutis');
    expect(within(balance).getByText('Likutis po atostogų').nextElementSibling).toHaveTextContent('15,50 darbo dienos');
    const strip = within(card).getByRole('list', { name: 'Komandos narių nebuvimas pagal dienas' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
    expect(within(strip).getByLabelText('2027-02-02: nėra 2')).toBeInTheDocument();
    const away = within(card).getByRole('list', { name: 'Kas nebus' });
    expect(within(away).getByText('Asta Butkienė')).toBeInTheDocument();
    expect(within(away).getByText('laukia tvirtinimo')).toBeInTheDocument();
    expect(within(card).getByText('Komanda: Gamybos skyrius (be darbuotojo – 13)')).toBeInTheDocument();
  });

  it('shows no decision panel nor context to a reader who cannot decide', async () => {
    const document = aDocument({ ...underApproval, canApprove: false, canReject: false });
    const app = renderApp({ route: '/applications/view-application/41', signedIn: true, procedures: documentProcedures(() => document) });
    expect(await screen.findByLabelText('Dokumento laukai')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Jūsų sprendimas' })).not.toBeInTheDocument();
    expect(app.callsOf('documents.decisionContext')).toEqual([]);
  });

  it('cancels with a comment and goes to my applications', async () => {
    const document = aDocument({ ...underApproval, canCancel: true });
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: documentProcedures(() => document, { 'workflows.cancel': () => ({ logId: 302, state: 'Cancelled' }) }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Atšaukti dokumentą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atšaukti dokumentą' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Komentaras' }), 'Nebereikia');
    await app.user.click(within(dialog).getByRole('button', { name: 'Atšaukti dokumentą' }));

    expect(await screen.findByText('Dokumentas atšauktas.')).toBeInTheDocument();
    expect(app.callsOf('workflows.cancel').map((call) => call.input)).toEqual([{ id: 41, comment: 'Nebereikia' }]);
    await waitFor(() => expect(app.pathname()).toBe('/applications/my-applications'));
  });

  it('hides cancel and permissions on an approved document from an employee and shows them to an administrator', async () => {
    const approved = aDocument({ state: 'Approved', canManage: false, canDelete: false, canCancel: true });
    const employee = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: documentProcedures(() => approved),
    });
    expect(await screen.findByText('Patvirtintas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atšaukti dokumentą' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Teisės' })).not.toBeInTheDocument();
    employee.unmount();

    const asAdmin = aDocument({ state: 'Approved', canManage: false, canDelete: false, isAdmin: true });
    renderApp({ route: '/applications/view-application/41', signedIn: true, procedures: documentProcedures(() => asAdmin) });
    expect(await screen.findByRole('button', { name: 'Atšaukti dokumentą' })).toBeInTheDocument();
    // The admin area's permissions screen for this document (spec 1 §6).
    expect(screen.getByRole('link', { name: 'Teisės' })).toHaveAttribute('href', '/admin/permissions?objectType=document&objectId=41');
    // Nothing to decide on an approved document.
    expect(screen.queryByRole('button', { name: 'Patvirtinti' })).not.toBeInTheDocument();
  });

  it('initiates the cancellation of an approved document with its only cancellation workflow', async () => {
    let document = aDocument({ state: 'Approved', canManage: false, canDelete: false, canCancelWorkflow: true });
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: documentProcedures(() => document, {
        'workflows.mappings': () => [aMapping(9, 'Atostogų atšaukimas', { type: 1 })],
        'workflows.setWorkflow': () => ({
          instanceId: 901,
          workflowId: 9,
          workflowName: 'Atostogų atšaukimas',
          workflowNameEn: null,
          type: 1,
          state: 'planned',
          workflowActivities: [],
          additionalParticipants: false,
        }),
        'workflows.startWorkflow': () => {
          document = { ...document, canCancelWorkflow: false, cancellationInProgress: true };
          return { logId: 303, state: 'Approved' };
        },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Inicijuoti atšaukimą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicijuoti atšaukimą' });
    expect(
      await within(dialog).findByText('Pradėti šio patvirtinto dokumento atšaukimą pagal darbo eigą „Atostogų atšaukimas“?'),
    ).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: /Atšaukimo priežastis/ }), 'Pasikeitė planai.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Inicijuoti atšaukimą' }));

    expect(await screen.findByText('Dokumento atšaukimas pradėtas.')).toBeInTheDocument();
    expect(app.callsOf('workflows.mappings').map((call) => call.input)).toEqual([{ formId: 12, type: 1 }]);
    expect(app.callsOf('workflows.setWorkflow').map((call) => call.input)).toEqual([{ id: 41, workflowId: 9 }]);
    expect(app.callsOf('workflows.startWorkflow').map((call) => call.input)).toEqual([{ id: 41, reason: 'Pasikeitė planai.' }]);
    // The document reloads: the extra badge, and no second cancellation.
    expect(await screen.findByText('Vykdomas atšaukimas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inicijuoti atšaukimą' })).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/applications/view-application/41');
  });

  it('lets the user choose among several cancellation workflows', async () => {
    const document = aDocument({ state: 'Approved', canManage: false, canDelete: false, canCancelWorkflow: true });
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: documentProcedures(() => document, {
        'workflows.mappings': () => [aMapping(9, 'Atostogų atšaukimas', { type: 1 }), aMapping(10, 'Skubus atšaukimas', { type: 1 })],
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Inicijuoti atšaukimą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicijuoti atšaukimą' });
    await within(dialog).findByRole('radiogroup', { name: 'Atšaukimo darbo eiga' });
    // Nothing chosen yet: the user must choose.
    expect(within(dialog).getByRole('button', { name: 'Inicijuoti atšaukimą' })).toBeDisabled();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Skubus atšaukimas' }));
    expect(within(dialog).getByRole('button', { name: 'Inicijuoti atšaukimą' })).toBeEnabled();
  });
});
