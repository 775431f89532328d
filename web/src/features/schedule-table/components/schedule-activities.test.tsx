import { ErrorCode } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';
import { aLine, aTable, anEntry, dateOf, TABLE_ROUTE } from '../testing/table-fixtures';
import { tableServer } from '../testing/table-server';

// "Put an activity…" on the selected cells (generate-activity-entries, into the draft like a shift) and
// the entries of other schedules on a line (read only, set apart, overridable from the cell menu).

function cellOf(employeeNo: string, day: number): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[role="row"][data-employee="${employeeNo}"]`);
  if (!row) throw new Error(`no line ${employeeNo}`);
  const cell = within(row)
    .getAllByRole('gridcell')
    .find((candidate) => candidate.dataset.point !== undefined && Number(candidate.dataset.point.split(':')[1]) === day - 1);
  if (!cell) throw new Error(`no cell ${employeeNo} ${day}`);
  return cell;
}

/** The dialog's activity select (its listbox bears the same label). */
function activityInput(dialog: HTMLElement): HTMLElement {
  return within(dialog)
    .getAllByLabelText(/^Activity/)
    .find((element) => element.tagName === 'INPUT')!;
}

const training = {
  code: 'KV',
  name: 'Kvalifikacijos kėlimas',
  nameEn: 'Professional training',
  backgroundColor: '#03A9F4',
  fontColor: '#000000',
};

function withActivities() {
  const table = aTable();
  return aTable({ activities: [...table.activities, training] });
}

describe('putting an activity', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    activateLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  it('chooses the activity from the keyboard and puts it on the selected cells, unsaved', async () => {
    const { procedures, month } = tableServer({ table: withActivities() });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 5));
    await app.user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await app.user.click(screen.getByRole('button', { name: 'Put an activity…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put an activity' });
    expect(within(dialog).getByText(/Selected cells: 2/)).toBeInTheDocument();
    const select = activityInput(dialog);
    await waitFor(() => expect(select).toHaveFocus());
    await app.user.keyboard('train');
    await app.user.keyboard('{ArrowDown}{Enter}');
    expect(select).toHaveValue('KV — Professional training');
    await app.user.keyboard('{Enter}');

    await waitFor(() => expect(app.callsOf('scheduleEntries.generateActivityEntries')).toHaveLength(1));
    expect(app.callsOf('scheduleEntries.init').map((call) => call.input)).toEqual([month]);
    expect(app.callsOf('scheduleEntries.generateActivityEntries')[0]?.input).toEqual({
      ...month,
      activityCode: 'KV',
      cells: [
        { employeeNo: 'SV0001', date: dateOf(5) },
        { employeeNo: 'SV0001', date: dateOf(6) },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Put an activity' })).not.toBeInTheDocument());
    expect(await screen.findByText('2 unsaved changes')).toBeInTheDocument();
    expect(cellOf('SV0001', 5)).toHaveTextContent('KV(not saved)');
    expect(cellOf('SV0001', 5)).toHaveStyle({ backgroundColor: '#03A9F4' });
  });

  it('asks for an activity before sending anything, and is offered from the cell menu too', async () => {
    const { procedures } = tableServer({ table: withActivities() });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 9));
    await app.user.keyboard(' ');
    await app.user.click(await screen.findByRole('menuitem', { name: 'Put an activity…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put an activity' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Put the activity' }));
    expect(await within(dialog).findByText('Choose an activity.')).toBeInTheDocument();
    expect(app.callsOf('scheduleEntries.generateActivityEntries')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Put an activity' })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal above the grid', async () => {
    const { procedures } = tableServer({
      table: withActivities(),
      overrides: {
        'scheduleEntries.generateActivityEntries': () => {
          throw trpcError(ErrorCode.activityCodeUnknown, { fieldErrors: { activityCode: [ErrorCode.activityCodeUnknown] } });
        },
      },
    });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 9));
    await app.user.click(screen.getByRole('button', { name: 'Put an activity…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put an activity' });
    await app.user.click(activityInput(dialog));
    await app.user.click(await screen.findByRole('option', { name: /KV — Professional training/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Put the activity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This activity code does not exist in the company.');
  });

  it('is not offered without a selection, nor in a month that cannot be edited', async () => {
    const { procedures } = tableServer({
      table: aTable({ ...withActivities(), isEditable: false, period: { ...aTable().period, status: 1 } }),
    });
    renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Put an activity…' })).not.toBeInTheDocument();
  });
});

describe('entries of other schedules', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    activateLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  function withOtherSchedule(canOverride: boolean) {
    const table = aTable();
    const other = anEntry(2, { id: 9002, canModify: false, belongsToOtherSchedule: true, canOverride, otherScheduleCode: 'SAND-1' });
    const onlyOther = anEntry(7, {
      id: 9007,
      canModify: false,
      belongsToOtherSchedule: true,
      canOverride: false,
      otherScheduleCode: 'SAND-1',
    });
    const [first, ...rest] = table.lines;
    return aTable({ lines: [aLine(1, { ...first!, entries: [...first!.entries, other, onlyOther] }), ...rest] });
  }

  it('shows them apart and read only, and opens this schedule’s own entry’s details', async () => {
    const { procedures } = tableServer({ table: withOtherSchedule(true) });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    expect(cellOf('SV0001', 2)).toHaveTextContent('DIn another schedule, read only:SAND-1: D');
    expect(cellOf('SV0001', 7)).toHaveTextContent('SAND-1: D');
    expect(cellOf('SV0001', 7)).not.toHaveStyle({ backgroundColor: '#FFEB3B' });
    // Its details are that schedule's: the dialog opens this schedule's entry of the day.
    await app.user.dblClick(cellOf('SV0001', 2));
    await waitFor(() =>
      expect(app.callsOf('schedulePeriods.entryDetails').map((call) => call.input)).toEqual([{ scheduleId: 41, entryId: 1002 }]),
    );
  });

  it('overrides the other schedule’s entry from the cell menu, then shows it overridden', async () => {
    const { procedures } = tableServer({ table: withOtherSchedule(true) });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 2));
    await app.user.keyboard(' ');
    await app.user.click(await screen.findByRole('menuitem', { name: 'Override the other schedule’s entry' }));
    await waitFor(() =>
      expect(app.callsOf('scheduleEntries.override').map((call) => call.input)).toEqual([{ scheduleId: 41, entryId: 9002 }]),
    );
    await waitFor(() => expect(cellOf('SV0001', 2)).toHaveTextContent('SAND-1: D(overridden)'));
    await app.user.keyboard(' ');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Override the other schedule’s entry' })).not.toBeInTheDocument();
  });

  it('takes the whole month from the other schedules with one button, then no longer offers it', async () => {
    const { procedures, month } = tableServer({ table: withOtherSchedule(true) });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(screen.getByRole('button', { name: 'Take the month from other schedules' }));
    await waitFor(() => expect(app.callsOf('scheduleEntries.overrideMonth').map((call) => call.input)).toEqual([month]));
    await waitFor(() => expect(cellOf('SV0001', 2)).toHaveTextContent('SAND-1: D(overridden)'));
    expect(screen.queryByRole('button', { name: 'Take the month from other schedules' })).not.toBeInTheDocument();
  });

  it('offers no override when the server says the caller may not', async () => {
    const { procedures } = tableServer({ table: withOtherSchedule(false) });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 2));
    await app.user.keyboard(' ');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Override the other schedule’s entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the month from other schedules' })).not.toBeInTheDocument();
  });
});
