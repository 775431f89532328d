import type { SubmissionDetail } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFormMenu } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import type { ProcedureMocks } from '../../testing/trpc-mock';
import { aDocument, aLogEntry, aMapping, anActivity, aParticipant, aPlan } from './testing/workflow-fixtures';

// Asking to cancel an approved document: the reason is required, goes to the server with the start,
// and shows in the history — to the employee, and to the approver who decides on the cancellation.

const approved = { state: 'Approved', canManage: false, canDelete: false, canCancelWorkflow: true, workflowId: 5 } as const;

function cancellationProcedures(document: () => SubmissionDetail, extra: ProcedureMocks = {}): ProcedureMocks {
  return {
    'documents.submission': () => document(),
    'workflows.plan': () => null,
    'workflows.executionLogs': () => [],
    'workflows.mappings': () => [aMapping(9, 'Atostogų atšaukimas', { type: 1 })],
    'documents.formGroupMenu': () => aFormMenu(),
    ...extra,
  };
}

const cancellationPlan = aPlan(
  [
    anActivity(81, 'Vadovo pritarimas atšaukimui', {
      state: 'active',
      deadline: '2026-11-24',
      workflowActivityParticipants: [aParticipant(601, 'Jonas Petraitis')],
    }),
  ],
  { type: 1, workflowId: 9, workflowName: 'Atostogų atšaukimas', state: 'active' },
);

const cancellationLogs = [
  aLogEntry(11, 'workflow.log.started', new Date('2026-11-02T08:00:00Z'), { executedBy: { userId: 7, name: 'Rūta Kazlauskienė' } }),
  aLogEntry(12, 'workflow.log.cancellation_started', new Date('2026-11-20T08:00:00Z'), {
    executedBy: { userId: 7, name: 'Rūta Kazlauskienė' },
    comment: 'Susirgo vaikas,\natostogas perkeliu.',
  }),
];

describe('the reason of a cancellation request', () => {
  it('is required: the dialog names the field and starts nothing without it', async () => {
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: cancellationProcedures(() => aDocument(approved)),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Inicijuoti atšaukimą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicijuoti atšaukimą' });
    const reason = await within(dialog).findByRole('textbox', { name: /Atšaukimo priežastis/ });
    expect(reason).toBeRequired();

    await app.user.click(within(dialog).getByRole('button', { name: 'Inicijuoti atšaukimą' }));
    expect(await within(dialog).findByText('Įrašykite atšaukimo priežastį.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // Blank is no reason either.
    await app.user.type(reason, '   ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Inicijuoti atšaukimą' }));
    expect(await within(dialog).findByText('Įrašykite atšaukimo priežastį.')).toBeInTheDocument();
    expect(app.callsOf('workflows.setWorkflow')).toEqual([]);
    expect(app.callsOf('workflows.startWorkflow')).toEqual([]);
  });

  it('goes to the server trimmed with the start of the cancellation', async () => {
    let document = aDocument(approved);
    const app = renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: cancellationProcedures(() => document, {
        'workflows.setWorkflow': () => ({ ...cancellationPlan, state: 'planned' }),
        'workflows.startWorkflow': () => {
          document = { ...document, canCancelWorkflow: false, cancellationInProgress: true };
          return { logId: 12, state: 'Approved' };
        },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Inicijuoti atšaukimą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicijuoti atšaukimą' });
    await app.user.type(await within(dialog).findByRole('textbox', { name: /Atšaukimo priežastis/ }), '  Susirgo vaikas. ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Inicijuoti atšaukimą' }));
    expect(await screen.findByText('Dokumento atšaukimas pradėtas.')).toBeInTheDocument();
    expect(app.callsOf('workflows.setWorkflow').map((call) => call.input)).toEqual([{ id: 41, workflowId: 9 }]);
    expect(app.callsOf('workflows.startWorkflow').map((call) => call.input)).toEqual([{ id: 41, reason: 'Susirgo vaikas.' }]);
  });

  it("shows in the history to the approver deciding on the cancellation, under the workflow's name", async () => {
    renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: cancellationProcedures(
        () => aDocument({ ...approved, canCancelWorkflow: false, cancellationInProgress: true, canApprove: true, canReject: true }),
        { 'workflows.plan': () => cancellationPlan, 'workflows.executionLogs': () => cancellationLogs },
      ),
    });
    const history = await screen.findByRole('region', { name: 'Darbo eigos istorija' });
    expect(await within(history).findByText('Atšaukimo darbo eiga: Atostogų atšaukimas')).toBeInTheDocument();
    const reason = history.querySelector('[data-cancellation-reason]');
    expect(reason).toHaveTextContent('Atšaukimo priežastis: Susirgo vaikas, atostogas perkeliu.');
  });

  it('shows no reason line for an approval run', async () => {
    renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: cancellationProcedures(() => aDocument({ ...approved, state: 'InProgress', canCancelWorkflow: false }), {
        'workflows.plan': () => ({ ...cancellationPlan, type: 0, workflowName: 'Kasmetinių atostogų tvirtinimas' }),
        'workflows.executionLogs': () => cancellationLogs.slice(0, 1),
      }),
    });
    const history = await screen.findByRole('region', { name: 'Darbo eigos istorija' });
    expect(await within(history).findByText('Darbo eiga: Kasmetinių atostogų tvirtinimas')).toBeInTheDocument();
    expect(history.querySelector('[data-cancellation-reason]')).toBeNull();
  });
});
