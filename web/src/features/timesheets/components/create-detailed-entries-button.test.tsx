import { type CreateDetailedEntriesResult, encodeTimesheetTable, type TimesheetTable } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const planner = aUser({ id: 3, username: 'planner', workTimeAccessCompanies: ['SV'] });

function aTable(editSession: TimesheetTable['editSession']): TimesheetTable {
  const dates = ['2030-12-24', '2030-12-27'];
  return {
    timesheet: {
      id: 7,
      code: 'GAM-01-Z',
      name: 'Gamybos žiniaraštis',
      scheduleId: 4,
      scheduleCode: 'GAM-01',
      scheduleName: 'Gamyba',
      archived: false,
      bcUpdatedAt: null,
      actions: ['view', 'edit'],
    },
    year: 2030,
    month: 12,
    period: { id: 1, status: 0, manualLock: false, lockedByName: null, version: 2, generatedAt: null },
    isEditable: true,
    canChangeStatus: false,
    editSession,
    days: dates.map((date, index) => ({ date, day: 24 + index * 3, dayOfWeek: 2 + index * 3, type: 'weekday', isEnabled: true })),
    activityCodes: [],
    lines: [
      {
        employeeNo: 'SV0012',
        firstName: 'Ona',
        lastName: 'Onaitė',
        days: dates.map((date) => ({
          date,
          confirmed: false,
          recalculationRequired: false,
          employeeValid: true,
          figures: [{ code: 'FD', minutes: 480, hoursType: 'worked', source: 'schedule', pending: false }],
        })),
        totals: { worked: 16, night: 0, overtime: 0, holiday: 0, absence: 0, total: 16 },
      },
    ],
  };
}

const route = '/wtm-area/timesheets/7/table?month=2030-12';
const result: CreateDetailedEntriesResult = {
  staged: 1,
  skipped: [{ employeeNo: 'SV0012', date: '2030-12-27', reason: 'nothingToDetail' }],
  changedCells: 1,
  isStale: false,
};

describe('Create detailed entries on the timesheet month table', () => {
  it('opens the edit session, sends the selected cells and reports what was staged and skipped', async () => {
    const app = renderApp({
      route,
      signedIn: true,
      procedures: {
        'users.me': () => planner,
        'timesheets.table': () => encodeTimesheetTable(aTable(null)),
        'timesheets.init': () => ({ changedCells: 0, isStale: false }),
        'timesheets.createDetailedEntries': () => result,
      },
    });
    const button = await screen.findByRole('button', { name: 'Kurti detalius įrašus' });
    expect(button).toBeDisabled();
    const grid = screen.getByRole('grid', { name: 'Žiniaraštis' });
    await app.user.click(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-24' }));
    await app.user.click(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-27' }));
    await app.user.click(button);
    await waitFor(() => expect(app.callsOf('timesheets.createDetailedEntries')).toHaveLength(1));
    expect(app.callsOf('timesheets.init')).toHaveLength(1);
    expect(app.callsOf('timesheets.createDetailedEntries')[0]?.input).toEqual({
      timesheetId: 7,
      year: 2030,
      month: 12,
      cells: [
        { employeeNo: 'SV0012', date: '2030-12-24' },
        { employeeNo: 'SV0012', date: '2030-12-27' },
      ],
    });
    expect(await screen.findByText('Detalūs įrašai: nakties ar švenčių valandos pridėtos 1 dienoms, praleista 1.')).toBeInTheDocument();
    await waitFor(() => expect(app.callsOf('timesheets.table').length).toBeGreaterThan(1));
  });

  it('uses the open edit session without opening another', async () => {
    const app = renderApp({
      route,
      signedIn: true,
      procedures: {
        'users.me': () => planner,
        'timesheets.table': () => encodeTimesheetTable(aTable({ changedCells: 2, isStale: false })),
        'timesheets.init': () => ({ changedCells: 2, isStale: false }),
        'timesheets.createDetailedEntries': () => result,
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Žiniaraštis' });
    await app.user.click(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-24' }));
    await app.user.click(screen.getByRole('button', { name: 'Kurti detalius įrašus' }));
    await waitFor(() => expect(app.callsOf('timesheets.createDetailedEntries')).toHaveLength(1));
    expect(app.callsOf('timesheets.init')).toHaveLength(0);
  });
});
