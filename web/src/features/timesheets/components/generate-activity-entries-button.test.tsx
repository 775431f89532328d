import { encodeTimesheetTable, type TimesheetTable } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const planner = aUser({ id: 3, username: 'planner', workTimeAccessCompanies: ['SV'] });

function aTable(isEditable: boolean): TimesheetTable {
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
    year: 2027,
    month: 2,
    period: { id: 1, status: isEditable ? 0 : 2, manualLock: false, lockedByName: null, version: 2, generatedAt: null },
    isEditable,
    canChangeStatus: false,
    editSession: null,
    days: [{ date: '2027-02-01', day: 1, dayOfWeek: 1, type: 'weekday', isEnabled: true }],
    activityCodes: [],
    lines: [],
  };
}

describe('Generate activity entries on the timesheet month table', () => {
  it('generates the month’s activity entries and reports what changed', async () => {
    const app = renderApp({
      route: '/wtm-area/timesheets/7/table?month=2027-02',
      signedIn: true,
      procedures: {
        'users.me': () => planner,
        'timesheets.table': () => encodeTimesheetTable(aTable(true)),
        'timesheets.generateActivityEntries': () => ({ written: 5, removed: 1, flaggedDays: 0, version: 3 }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Generuoti veiklų įrašus' }));
    await waitFor(() =>
      expect(app.callsOf('timesheets.generateActivityEntries').map((call) => call.input)).toEqual([
        { timesheetId: 7, year: 2027, month: 2 },
      ]),
    );
    expect(await screen.findByText('Veiklų įrašai sugeneruoti: įrašyta 5, pašalinta 1.')).toBeInTheDocument();
    // The table is read again.
    await waitFor(() => expect(app.callsOf('timesheets.table').length).toBeGreaterThan(1));
  });

  it('is not offered when the month may not be changed', async () => {
    renderApp({
      route: '/wtm-area/timesheets/7/table?month=2027-02',
      signedIn: true,
      procedures: { 'users.me': () => planner, 'timesheets.table': () => encodeTimesheetTable(aTable(false)) },
    });
    expect(await screen.findByRole('heading', { name: 'GAM-01-Z · Gamybos žiniaraštis', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generuoti veiklų įrašus' })).not.toBeInTheDocument();
  });
});
