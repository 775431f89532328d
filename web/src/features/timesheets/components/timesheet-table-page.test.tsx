import { encodeTimesheetTable, type Timesheet, type TimesheetTable } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { ProcedureMocks } from '../../../testing/trpc-mock';

const planner = aUser({ id: 3, username: 'planner', employeeFullName: 'Asta Kairienė', workTimeAccessCompanies: ['SV'] });

const timesheet: Timesheet = {
  id: 7,
  code: 'GAM-01-Z',
  name: 'Gamybos žiniaraštis',
  scheduleId: 4,
  scheduleCode: 'GAM-01',
  scheduleName: 'Gamyba',
  archived: false,
  bcUpdatedAt: null,
  actions: ['view', 'edit', 'change_status'],
};

function aTable(overrides: Partial<TimesheetTable> = {}): TimesheetTable {
  const dates = ['2030-12-01', '2030-12-02', '2030-12-03'];
  return {
    timesheet,
    year: 2030,
    month: 12,
    period: { id: 1, status: 0, manualLock: false, lockedByName: null, version: 2, generatedAt: null },
    isEditable: true,
    canChangeStatus: true,
    editSession: null,
    days: dates.map((date, index) => ({
      date,
      day: index + 1,
      dayOfWeek: index === 0 ? 7 : index,
      type: index === 0 ? 'weekend' : 'weekday',
      isEnabled: true,
    })),
    activityCodes: [
      {
        code: 'FD',
        text: 'Faktiškai dirbtas laikas',
        textEn: 'Time worked',
        color: '#808080',
        hoursType: 'worked',
        inclusion: 'added_to_worked_hours',
      },
    ],
    lines: [
      {
        employeeNo: 'SV0012',
        firstName: 'Ona',
        lastName: 'Onaitė',
        days: dates.map((date) => ({
          date,
          confirmed: date === '2030-12-02',
          recalculationRequired: false,
          employeeValid: true,
          figures: date === '2030-12-01' ? [] : [{ code: 'FD', minutes: 480, hoursType: 'worked', source: 'schedule', pending: false }],
        })),
        totals: { worked: 16, night: 0, overtime: 0, holiday: 0, absence: 0, total: 16 },
      },
    ],
    ...overrides,
  };
}

function mocks(table: TimesheetTable, extra: ProcedureMocks = {}): ProcedureMocks {
  // Sent as the server sends it: each line's days encoded (shared timesheet-table-wire.ts).
  return { 'users.me': () => planner, 'timesheets.table': () => encodeTimesheetTable(table), ...extra };
}

describe('the timesheet month table', () => {
  it('shows each day’s hours by code, the confirmed days and the line’s totals, and confirms the selected days', async () => {
    const app = renderApp({
      route: '/wtm-area/timesheets/7/table?month=2030-12',
      signedIn: true,
      procedures: mocks(aTable(), { 'timesheets.confirmDays': () => ({ days: 1 }) }),
    });
    const grid = await screen.findByRole('grid', { name: 'Žiniaraštis' });
    const confirmedCell = within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-02, patvirtinta' });
    expect(confirmedCell).toHaveTextContent('FD 8');
    const row = within(grid).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('gridcell').at(-1)).toHaveTextContent('16');

    await app.user.click(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-03' }));
    await app.user.click(screen.getByRole('button', { name: 'Patvirtinti dienas' }));
    await waitFor(() =>
      expect(app.callsOf('timesheets.confirmDays')[0]?.input).toEqual({
        timesheetId: 7,
        year: 2030,
        month: 12,
        employeeNos: ['SV0012'],
        dates: ['2030-12-03'],
      }),
    );
  });

  it('enters hours in an edit session opened on the first change', async () => {
    const app = renderApp({
      route: '/wtm-area/timesheets/7/table?month=2030-12',
      signedIn: true,
      procedures: mocks(aTable(), {
        'timesheets.init': () => ({ changedCells: 0, isStale: false }),
        'timesheets.updateHours': () => ({ changedCells: 1, isStale: false }),
      }),
    });
    const grid = await screen.findByRole('grid', { name: 'Žiniaraštis' });
    await app.user.click(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-01' }));
    await app.user.click(screen.getByRole('button', { name: 'Įrašyti valandas' }));
    await waitFor(() => expect(app.callsOf('timesheets.updateHours')).toHaveLength(1));
    expect(app.callsOf('timesheets.init')).toHaveLength(1);
    expect(app.callsOf('timesheets.updateHours')[0]?.input).toMatchObject({
      code: 'FD',
      hours: 8,
      cells: [{ employeeNo: 'SV0012', date: '2030-12-01' }],
    });
  });

  it('is read only when the month is approved: no generation, confirmation or hours', async () => {
    renderApp({
      route: '/wtm-area/timesheets/7/table?month=2030-12',
      signedIn: true,
      procedures: mocks(
        aTable({ isEditable: false, period: { id: 1, status: 2, manualLock: false, lockedByName: null, version: 2, generatedAt: null } }),
      ),
    });
    await screen.findByRole('grid', { name: 'Žiniaraštis' });
    expect(screen.getByText(/Šį mėnesį galima tik peržiūrėti/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generuoti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Patvirtinti dienas' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grąžinti rengti' })).toBeInTheDocument();
  });
});
