import type { ActiveWorkflowPage, ActiveWorkflowRow } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const admin = aUser({ id: 2, username: 'admin', employeeNo: 'E0002', adminAccess: 2 });

function aRow(id: number, overrides: Partial<ActiveWorkflowRow> = {}): ActiveWorkflowRow {
  return {
    id,
    documentNo: `KA-${String(id).padStart(5, '0')}`,
    name: 'Prašymas suteikti kasmetines atostogas',
    nameEn: 'Annual leave application',
    state: 'InProgress',
    cancellationInProgress: false,
    createDate: new Date('2026-11-18T08:00:00Z'),
    form: { id: 4, name: 'Prašymas suteikti kasmetines atostogas', nameEn: 'Annual leave application' },
    employeeNo: 'E0007',
    employeeFullName: 'Ona Petraitienė',
    initiatedBy: { userId: 7, name: 'Ona Petraitienė' },
    dateFrom: '2026-12-07',
    dateTo: '2026-12-09',
    workflowId: 3,
    workflowName: 'Kasmetinių atostogų tvirtinimas',
    workflowNameEn: 'Annual leave approval',
    startedAt: new Date('2026-11-18T08:00:00Z'),
    workflowActivity: { id: 90 + id, name: 'Vadovo pritarimas', nameEn: "Manager's consent" },
    waitingSince: new Date('2026-11-18T08:00:00Z'),
    deadline: '2026-11-23',
    isOverdue: false,
    participants: [
      { userId: 5, name: 'Jonas Vadovas', employeeNo: 'E0005', action: 0 },
      { userId: 6, name: 'Asta Jau Pritarė', employeeNo: 'E0006', action: 1 },
    ],
    ...overrides,
  };
}

function page(items: ActiveWorkflowRow[], totalRecords = items.length): ActiveWorkflowPage {
  return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords } };
}

describe('running approvals', () => {
  it('lists the running approvals with their step, who must still act and the deadline; a row opens the document', async () => {
    const app = renderApp({
      route: '/admin/workflows/active',
      signedIn: true,
      procedures: {
        'users.me': () => admin,
        'documents.formGroups': () => [],
        'formLookups.usersWithEmployeeInfo': () => [],
        'activeWorkflows.list': () => page([aRow(41), aRow(42, { isOverdue: true, deadline: '2026-11-10', cancellationInProgress: true })]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Vykdomi tvirtinimai' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Vadovo pritarimas');
    expect(rows[0]).toHaveTextContent('Jonas Vadovas');
    expect(rows[0]).not.toHaveTextContent('Asta Jau Pritarė');
    expect(rows[1]).toHaveTextContent('(atšaukimas)');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/documents/view/41');
    expect(app.callsOf('activeWorkflows.list').at(-1)?.input).toEqual({
      page: 1,
      rowsPerPage: 20,
      sort: 'waitingSince',
      sortDirection: 'desc',
    });
  });

  it('asks the server again with the overdue and participant filters from the first page', async () => {
    const app = renderApp({
      route: '/admin/workflows/active',
      signedIn: true,
      procedures: {
        'users.me': () => admin,
        'documents.formGroups': () => [],
        'formLookups.usersWithEmployeeInfo': () => [
          {
            userId: 5,
            employeeNo: 'E0005',
            personnelNo: 'P0005',
            employeeFullName: 'Jonas Vadovas',
            departmentCode: 'GAM',
            department: 'Gamyba',
            jobTitle: 'Gamybos vadovas',
          },
        ],
        'activeWorkflows.list': (input) =>
          page((input as { overdueOnly?: boolean }).overdueOnly ? [aRow(42, { isOverdue: true })] : [aRow(41), aRow(42)]),
      },
    });
    await screen.findByRole('table', { name: 'Vykdomi tvirtinimai' });
    await app.user.click(screen.getByRole('checkbox', { name: 'Tik vėluojantys' }));
    await waitFor(() => expect(app.callsOf('activeWorkflows.list').at(-1)?.input).toMatchObject({ page: 1, overdueOnly: true }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Vykdomi tvirtinimai' })).getAllByRole('row')).toHaveLength(2));

    const participant = screen.getByRole('combobox', { name: 'Dabartinio žingsnio dalyvis' });
    await waitFor(() => expect(participant).toBeEnabled());
    await app.user.click(participant);
    await app.user.click(await screen.findByRole('option', { name: 'Jonas Vadovas (E0005)' }));
    await waitFor(() =>
      expect(app.callsOf('activeWorkflows.list').at(-1)?.input).toMatchObject({ page: 1, overdueOnly: true, participantUserId: 5 }),
    );
  });
});
