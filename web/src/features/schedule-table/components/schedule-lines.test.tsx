import { encodeScheduleTable, ErrorCode, type ScheduleEmployee, type ScheduleTable, type SdlaSummary } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';
import { aLine, aTable, SCHEDULE_ID, TABLE_ROUTE } from '../testing/table-fixtures';
import { tableServer } from '../testing/table-server';

// The month table's line actions: moving a line within its group (saved at once), a line's summarised
// working-time accounting, and generating chosen employees and days.

function cellOf(employeeNo: string, day: number): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[role="row"][data-employee="${employeeNo}"]`);
  if (!row) throw new Error(`no line ${employeeNo}`);
  const cell = within(row)
    .getAllByRole('gridcell')
    .find((candidate) => candidate.dataset.point !== undefined && Number(candidate.dataset.point.split(':')[1]) === day - 1);
  if (!cell) throw new Error(`no cell ${employeeNo} ${day}`);
  return cell;
}

const lineOrder = () => [...document.querySelectorAll<HTMLElement>('[role="row"][data-employee]')].map((row) => row.dataset.employee);

/** A table server whose saveLineOrder reorders the lines as the server would. */
function orderingServer(table: ScheduleTable = aTable()) {
  let current = table;
  const server = tableServer({
    table,
    overrides: {
      'schedulePeriods.table': () => encodeScheduleTable(current),
      'schedulePeriods.saveLineOrder': (input) => {
        const order = new Map(input.lines.map((line) => [Number(line.scheduleEmployeeId), Number(line.order)]));
        const lines = [...current.lines].sort((a, b) => order.get(a.scheduleEmployeeId)! - order.get(b.scheduleEmployeeId)!);
        current = { ...current, lines: lines.map((line, index) => ({ ...line, order: index + 1 })) };
        return { periodId: Number(input.periodId), scheduleEmployeeIds: lines.map((line) => line.scheduleEmployeeId) };
      },
    },
  });
  return server;
}

describe('the lines of the month table', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    activateLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  it('moves a line down within its group from the keyboard, saves it at once and keeps its cell selected', async () => {
    const { procedures } = orderingServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    expect(lineOrder()).toEqual(['SV0001', 'SV0002', 'SV0003']);
    await app.user.click(cellOf('SV0001', 6));
    await app.user.keyboard(' ');
    const menu = await screen.findByRole('menu', { name: 'Cell actions' });
    // The first line of its group cannot go up.
    expect(within(menu).getByRole('menuitem', { name: 'Move line up' })).toBeDisabled();
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Move line down' }));
    await waitFor(() =>
      expect(app.callsOf('schedulePeriods.saveLineOrder').map((call) => call.input)).toEqual([
        {
          periodId: 7,
          lines: [
            { scheduleEmployeeId: 102, order: 1 },
            { scheduleEmployeeId: 101, order: 2 },
            { scheduleEmployeeId: 103, order: 3 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    await waitFor(() => expect(lineOrder()).toEqual(['SV0002', 'SV0001', 'SV0003']));
    await waitFor(() => expect(cellOf('SV0001', 6)).toHaveAttribute('aria-selected', 'true'));
    // Now last of its group (SV0003 is in the next group): it cannot go further down.
    await app.user.keyboard(' ');
    const again = await screen.findByRole('menu', { name: 'Cell actions' });
    expect(within(again).getByRole('menuitem', { name: 'Move line down' })).toBeDisabled();
    expect(within(again).getByRole('menuitem', { name: 'Move line up' })).toBeEnabled();
  });

  it('offers no move when the month cannot be edited, the accounting still', async () => {
    const { procedures } = orderingServer(aTable({ isEditable: false }));
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0002', 6));
    await app.user.keyboard(' ');
    const menu = await screen.findByRole('menu', { name: 'Cell actions' });
    expect(within(menu).queryByRole('menuitem', { name: 'Move line up' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Summarised working-time accounting' })).toBeEnabled();
  });

  it('shows the server’s refusal of a move and no success', async () => {
    const { procedures } = tableServer({
      overrides: {
        'schedulePeriods.saveLineOrder': () => {
          throw trpcError(ErrorCode.periodNotEditable);
        },
      },
    });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0002', 6));
    await app.user.keyboard(' ');
    await app.user.click(within(await screen.findByRole('menu', { name: 'Cell actions' })).getByRole('menuitem', { name: 'Move line up' }));
    await waitFor(() => expect(app.callsOf('schedulePeriods.saveLineOrder')).toHaveLength(1));
    expect(await screen.findByText('This period cannot be changed: it is prepared, approved or locked.')).toBeInTheDocument();
    expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument();
  });

  it('shows a line’s summarised working-time accounting', async () => {
    const summary: SdlaSummary = {
      scheduleId: SCHEDULE_ID,
      employeeNo: 'SV0001',
      year: 2026,
      month: 11,
      periodMonths: 3,
      periodFrom: '2026-10-01',
      periodTo: '2026-12-31',
      months: [
        { year: 2026, month: 10, normHours: 176, workHours: 180, absenceHours: 0, diffHours: 4 },
        { year: 2026, month: 11, normHours: 168, workHours: 150.5, absenceHours: 8, diffHours: -9.5 },
      ],
      historicSdlaHours: 180,
      historicDeductibleNormHours: 176,
      schedulePeriodTotalHours: 330.5,
      schedulePeriodNormHours: 336,
      schedulePeriodDiffHours: -5.5,
      averageWeeklyHours: 50.3,
      averageWeeklyLimitHours: 48,
      exceedsAverageWeeklyLimit: true,
    };
    const { procedures } = tableServer({ overrides: { 'schedules.sdla': () => summary } });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 6));
    await app.user.keyboard(' ');
    await app.user.click(
      within(await screen.findByRole('menu', { name: 'Cell actions' })).getByRole('menuitem', {
        name: 'Summarised working-time accounting',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Summarised working-time accounting · Jonas Jonaitis' });
    // The dialog may open before its query leaves: the call is certain once its answer is drawn.
    expect(await within(dialog).findByText('2026-10-01 – 2026-12-31')).toBeInTheDocument();
    expect(app.callsOf('schedules.sdla').map((call) => call.input)).toEqual([
      { scheduleId: SCHEDULE_ID, year: 2026, month: 11, employeeNo: 'SV0001' },
    ]);
    expect(within(dialog).getByText('50.3 h / 48 h')).toBeInTheDocument();
    expect(within(dialog).getByText('The average working week exceeds the Labour Code’s limit of 48 hours.')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Summarised working-time accounting' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthNormWorkAbsenceDifference',
      'October 2026176 h180 h0 h4 h',
      'November 2026168 h150.5 h8 h-9.5 h',
      'Before this month176 h180 h4 h',
      'Period so far336 h330.5 h-5.5 h',
    ]);
  });

  it('generates the employees and days chosen, every one by default', async () => {
    const employee = (employeeNo: string, fullName: string, id: number): ScheduleEmployee => ({
      id,
      scheduleId: SCHEDULE_ID,
      employeeNo,
      firstName: fullName.split(' ')[0]!,
      lastName: fullName.split(' ')[1]!,
      fullName,
      departmentCode: 'PROD',
      department: 'Gamyba',
      jobTitle: null,
      groupId: 1,
      scheduleFormulaId: 5,
      formulaOffset: 0,
      trackingType: 0,
      validFrom: '2026-01-01',
      validTo: null,
      isValid: true,
    });
    const { procedures, month } = tableServer({
      table: aTable({ lines: [aLine(1, { fullName: 'Jonas Jonaitis' }), aLine(2, { fullName: 'Ona Onaitė' })] }),
      overrides: {
        'schedules.employees': () => [employee('SV0001', 'Jonas Jonaitis', 101), employee('SV0002', 'Ona Onaitė', 102)],
      },
    });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Generate the month' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(app.callsOf('workJobs.start').map((call) => call.input)).toEqual([{ kind: 'schedule_generation', input: month }]),
    );
    await screen.findByText('The month was generated: 40 entries written, 2 removed.', {}, { timeout: 5_000 });

    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    dialog = await screen.findByRole('dialog', { name: 'Generate the month' });
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'All employees' }));
    // None chosen: refused before sending.
    await app.user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Choose at least one employee.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'onaitė');
    expect(within(dialog).queryByRole('checkbox', { name: 'SV0001 Jonas Jonaitis' })).not.toBeInTheDocument();
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'SV0002 Ona Onaitė' }));
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    await app.user.clear(from);
    await app.user.type(from, '29');
    await app.user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(app.callsOf('workJobs.start')[1]?.input).toEqual({
        kind: 'schedule_generation',
        input: { ...month, employeeNos: ['SV0002'], dates: ['2026-11-29', '2026-11-30'] },
      }),
    );
    expect(app.callsOf('schedules.employees')[0]?.input).toEqual(month);
  });
});
