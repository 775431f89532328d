import type { ScheduleFormula, ScheduleFormulaPage, Shift, ShiftGroupDetails } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const ROUTE = '/wtm-area/shift-groups/5';
const planner = aUser({ id: 3, username: 'planner', workTimeAccessCompanies: ['SV'] });

function aShift(id: number, code: string, overrides: Partial<Shift> = {}): Shift {
  return {
    id,
    shiftGroupId: 5,
    code,
    subgroup: '',
    name: `Pamaina ${code}`,
    type: 'work_day',
    isWorkDay: true,
    startTime: '08:00',
    endTime: '16:00',
    shortDayStartTime: null,
    shortDayEndTime: null,
    isTemporary: false,
    archived: false,
    backgroundColor: '#FFFFFF',
    fontColor: '#000000',
    workHours: 8,
    restEntries: [],
    ...overrides,
  };
}

const day = aShift(11, 'D', { name: 'Dieninė', backgroundColor: '#FFF3BF' });
const night = aShift(12, 'N', { name: 'Naktinė', startTime: '22:00', endTime: '06:00', backgroundColor: '#1864AB', fontColor: '#FFFFFF' });
const old = aShift(13, 'OLD', { name: 'Sena', archived: true });

const group: ShiftGroupDetails = {
  id: 5,
  code: 'GAM',
  name: 'Gamybos pamainos',
  description: 'Trys pamainos',
  userId: 3,
  archived: false,
  shifts: [day, night, old],
};

function groupServer(overrides: ProcedureMocks = {}, formulas: ScheduleFormula[] = []): ProcedureMocks {
  return {
    'users.me': () => planner,
    'shiftGroups.permissions': () => ({ canView: true, canCreate: true, canEdit: true, canDelete: true }),
    'shiftGroups.get': () => group,
    'scheduleFormulas.list': (): ScheduleFormulaPage => ({
      items: formulas,
      pagination: { page: 1, rowsPerPage: 100, totalRecords: formulas.length },
    }),
    ...overrides,
  };
}

async function openShiftsTable() {
  return screen.findByRole('table', { name: 'Pamainos' });
}

describe('a shift group’s page', () => {
  it('shows the group’s form and its shifts: chips, times, hours and the archived state', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: groupServer() });
    expect(await screen.findByRole('heading', { name: 'GAM · Gamybos pamainos', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kodas' })).toHaveValue('GAM');
    const table = await openShiftsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['D', 'Dieninė', 'Darbo diena', '08:00–16:00', '', '8,00', ''],
      ['N', 'Naktinė', 'Darbo diena', '22:00–06:00', '', '8,00', ''],
      ['OLD', 'Sena', 'Darbo diena', '08:00–16:00', '', '8,00', 'Archyvuota'],
    ]);
    const chip = within(rows[1]!).getByText('N').closest('[data-shift-chip]') as HTMLElement;
    expect(chip.style.backgroundColor).toBe('rgb(24, 100, 171)');
  });

  it('shows a view-only planner the group without any action', async () => {
    renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer({ 'shiftGroups.permissions': () => ({ canView: true, canCreate: false, canEdit: false, canDelete: false }) }),
    });
    await openShiftsTable();
    expect(screen.getByRole('textbox', { name: 'Kodas' })).toHaveAttribute('readonly');
    for (const name of ['Išsaugoti', 'Archyvuoti', 'Ištrinti', 'Nauja pamaina']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('explains a missing view of any schedule instead of asking for the group', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer({
        'shiftGroups.permissions': () => ({ canView: false, canCreate: false, canEdit: false, canDelete: false }),
      }),
    });
    expect(await screen.findByText(/Neturite prieigos prie šios įmonės pamainų grupių/)).toBeInTheDocument();
    expect(app.callsOf('shiftGroups.get')).toEqual([]);
  });
});

describe('the shift dialog', () => {
  it('names each missing field in the user’s language, computes the hours as the server will, and creates the shift', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer({ 'shifts.create': (input) => aShift(20, String((input as { code: string }).code)) }),
    });
    await openShiftsTable();
    await app.user.click(screen.getByRole('button', { name: 'Nauja pamaina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nauja pamaina' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    expect(within(dialog).getByRole('textbox', { name: 'Kodas' })).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(within(dialog).getByRole('textbox', { name: 'Pavadinimas' })).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(within(dialog).getByLabelText('Pradžios laikas')).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(within(dialog).getByLabelText('Pabaigos laikas')).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(app.callsOf('shifts.create')).toEqual([]);

    await app.user.type(within(dialog).getByRole('textbox', { name: 'Kodas' }), 'R');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Pavadinimas' }), 'Rytinė');
    await app.user.type(within(dialog).getByLabelText('Pradžios laikas'), '07:00');
    await app.user.type(within(dialog).getByLabelText('Pabaigos laikas'), '16:00');
    expect(within(dialog).getByText('Darbo valandos: 9,00')).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Pridėti pertrauką' }));
    const rest = within(dialog).getByRole('group', { name: 'Pertrauka 1' });
    await app.user.type(within(rest).getByLabelText('Nuo'), '12:00');
    await app.user.type(within(rest).getByLabelText('Iki'), '12:30');
    expect(within(dialog).getByText('Darbo valandos: 8,50')).toBeInTheDocument();
    // A break outside the shift is named on its own field.
    await app.user.clear(within(rest).getByLabelText('Nuo'));
    await app.user.type(within(rest).getByLabelText('Nuo'), '06:00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(within(rest).getByLabelText('Nuo')).toHaveAccessibleDescription('Pertrauka turi būti tarp pamainos pradžios ir pabaigos laiko.');
    await app.user.clear(within(rest).getByLabelText('Nuo'));
    await app.user.type(within(rest).getByLabelText('Nuo'), '12:00');

    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Pamaina sukurta.')).toBeInTheDocument();
    expect(app.callsOf('shifts.create').map((call) => call.input)).toEqual([
      {
        shiftGroupId: 5,
        code: 'R',
        subgroup: '',
        name: 'Rytinė',
        type: 'work_day',
        startTime: '07:00',
        endTime: '16:00',
        shortDayStartTime: null,
        shortDayEndTime: null,
        isTemporary: false,
        backgroundColor: '#FFFFFF',
        fontColor: '#000000',
        restEntries: [{ type: 'not_counted', undefinedTime: false, startTime: '12:00', endTime: '12:30' }],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nauja pamaina' })).not.toBeInTheDocument());
  });

  it('enters times on the 24-hour clock in text fields, whatever the browser’s locale, and checks them on leaving', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: groupServer({ 'shifts.update': () => night }) });
    await app.user.click(within(await openShiftsTable()).getByText('Naktinė'));
    const dialog = await screen.findByRole('dialog', { name: 'Pamaina N' });
    // Text fields, not the browser's time input (which shows 10:00 PM in an English Chromium).
    expect(within(dialog).getByRole('textbox', { name: 'Pradžios laikas' })).toHaveValue('22:00');
    expect(within(dialog).getByRole('textbox', { name: 'Pabaigos laikas' })).toHaveValue('06:00');
    const shortStart = within(dialog).getByRole('textbox', { name: 'Sutrumpintos dienos pradžios laikas' });
    const shortEnd = within(dialog).getByRole('textbox', { name: 'Sutrumpintos dienos pabaigos laikas' });
    expect(shortStart).toHaveAttribute('placeholder', 'VV:mm');

    await app.user.type(shortStart, '2130');
    await app.user.tab();
    expect(shortStart).toHaveValue('21:30');
    await app.user.type(shortEnd, '25:00');
    await app.user.tab();
    expect(shortEnd).toHaveAccessibleDescription('Įveskite laiką nuo 00:00 iki 23:59 (VV:mm).');
    await app.user.clear(shortEnd);
    await app.user.type(shortEnd, '5.30');
    await app.user.tab();
    expect(shortEnd).toHaveValue('05:30');
    expect(shortEnd).not.toHaveAccessibleDescription('Įveskite laiką nuo 00:00 iki 23:59 (VV:mm).');

    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(app.callsOf('shifts.update')).toHaveLength(1));
    expect(app.callsOf('shifts.update')[0]!.input).toEqual(
      expect.objectContaining({ startTime: '22:00', endTime: '06:00', shortDayStartTime: '21:30', shortDayEndTime: '05:30' }),
    );
  });

  it('shows the server’s field errors next to their fields', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer({
        'shifts.update': () => Promise.reject(trpcError('validation.code_taken', { fieldErrors: { code: ['validation.code_taken'] } })),
      }),
    });
    await app.user.click(within(await openShiftsTable()).getByText('Dieninė'));
    const dialog = await screen.findByRole('dialog', { name: 'Pamaina D' });
    const code = within(dialog).getByRole('textbox', { name: 'Kodas' });
    await app.user.clear(code);
    await app.user.type(code, 'N');
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Šis kodas jau naudojamas.'));
    expect(app.callsOf('shifts.update').map((call) => call.input)).toEqual([
      expect.objectContaining({ id: 11, shiftGroupId: 5, code: 'N', name: 'Dieninė', backgroundColor: '#FFF3BF' }),
    ]);
  });

  it('tells why an archive is refused and keeps the dialog open', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer({ 'shifts.archive': () => Promise.reject(trpcError('errors.cannot_archive_valid_entries_exist')) }),
    });
    await app.user.click(within(await openShiftsTable()).getByText('Naktinė'));
    const dialog = await screen.findByRole('dialog', { name: 'Pamaina N' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Archyvuoti' }));
    expect(await screen.findByText('Negalima archyvuoti, nes yra galiojančių įrašų.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pamaina N' })).toBeInTheDocument();
    expect(app.callsOf('shifts.archive').map((call) => call.input)).toEqual([{ id: 12 }]);
  });

  it('archives a shift with a notice and comes back to the group, and un-archives an archived one', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer({
        'shifts.archive': () => ({ ...night, archived: true }),
        'shifts.undoArchive': () => ({ ...old, archived: false }),
      }),
    });
    await app.user.click(within(await openShiftsTable()).getByText('Naktinė'));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Pamaina N' })).getByRole('button', { name: 'Archyvuoti' }));
    expect(await screen.findByText('Pamaina archyvuota.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pamaina N' })).not.toBeInTheDocument());
    // The group is read again, with its shifts as they are now.
    await waitFor(() => expect(app.callsOf('shiftGroups.get').length).toBeGreaterThan(1));

    await app.user.click(within(await openShiftsTable()).getByText('Sena'));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Pamaina OLD' })).getByRole('button', { name: 'Grąžinti iš archyvo' }),
    );
    expect(await screen.findByText('Pamaina grąžinta iš archyvo.')).toBeInTheDocument();
    expect(app.callsOf('shifts.undoArchive').map((call) => call.input)).toEqual([{ id: 13 }]);
  });

  it('deletes a shift only after the confirmation, and says why the server refuses', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer({ 'shifts.delete': () => Promise.reject(trpcError('errors.cannot_delete_valid_entries_exist')) }),
    });
    await app.user.click(within(await openShiftsTable()).getByText('Dieninė'));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Pamaina D' })).getByRole('button', { name: 'Ištrinti' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ištrinti pamainą' });
    expect(app.callsOf('shifts.delete')).toEqual([]);
    await app.user.click(within(confirm).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByText('Negalima ištrinti, nes yra galiojančių įrašų.')).toBeInTheDocument();
    expect(app.callsOf('shifts.delete').map((call) => call.input)).toEqual([{ id: 11 }]);
  });
});

describe('the formula editor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds a cyclic formula position by position, previews four weeks and saves it', async () => {
    // Wednesday 18 November 2026: the preview starts on Monday the 16th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T10:00:00Z'));
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer({
        'scheduleFormulas.create': (input) => ({
          ...(input as Omit<ScheduleFormula, 'id' | 'isValid' | 'entries'>),
          id: 30,
          isValid: true,
          entries: [],
        }),
      }),
    });
    await openShiftsTable();
    await app.user.click(screen.getByRole('tab', { name: 'Formulės' }));
    await app.user.click(await screen.findByRole('button', { name: 'Nauja formulė' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nauja formulė' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Kodas' }), '2-2');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Pavadinimas' }), 'Dvi dienos, dvi naktys');

    // Archived shifts are not offered.
    const first = within(dialog).getByRole('combobox', { name: 'Pozicija 1' });
    expect(within(first).queryByRole('option', { name: /OLD/ })).not.toBeInTheDocument();
    await app.user.selectOptions(first, 'D');
    for (let position = 2; position <= 4; position++) {
      await app.user.click(within(dialog).getByRole('button', { name: 'Pridėti poziciją' }));
    }
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Pozicija 2' }), 'N');

    const preview = within(dialog).getByRole('list', { name: 'Artimiausios keturios savaitės' });
    const shown = within(preview)
      .getAllByRole('listitem')
      .slice(0, 7)
      .map((item) => item.getAttribute('aria-label'));
    expect(shown).toEqual([
      '2026-11-16: už formulės galiojimo datų',
      '2026-11-17: už formulės galiojimo datų',
      '2026-11-18: D',
      '2026-11-19: N',
      '2026-11-20: poilsio diena',
      '2026-11-21: poilsio diena',
      '2026-11-22: D',
    ]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Formulė sukurta.')).toBeInTheDocument();
    expect(app.callsOf('scheduleFormulas.create').map((call) => call.input)).toEqual([
      {
        code: '2-2',
        name: 'Dvi dienos, dvi naktys',
        type: 'cyclic',
        startDate: '2026-11-18',
        endDate: null,
        holidayShiftId: null,
        shiftGroupId: 5,
        entries: [{ shiftId: 11 }, { shiftId: 12 }, { shiftId: null }, { shiftId: null }],
      },
    ]);
  });

  it('names a continuous formula’s positions after the weekdays, a week at a time, and shows the server’s errors on them', async () => {
    const formula: ScheduleFormula = {
      id: 31,
      code: '5/2',
      name: 'Penkios dienos',
      type: 'cyclic',
      startDate: '2026-01-05',
      endDate: null,
      holidayShiftId: null,
      shiftGroupId: 5,
      entries: [{ position: 0, shiftId: 11 }],
      isValid: true,
    };
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: groupServer(
        {
          'scheduleFormulas.update': () =>
            Promise.reject(
              trpcError('validation.shift_not_in_group', { fieldErrors: { 'entries.1.shiftId': ['validation.shift_not_in_group'] } }),
            ),
        },
        [formula],
      ),
    });
    await openShiftsTable();
    await app.user.click(screen.getByRole('tab', { name: 'Formulės' }));
    await app.user.click(within(await screen.findByRole('table', { name: 'Formulės' })).getByText('Penkios dienos'));
    const dialog = await screen.findByRole('dialog', { name: 'Formulė 5/2' });

    await app.user.click(within(dialog).getByRole('radio', { name: 'Ištisinė (pagal savaitės dienas)' }));
    const positions = within(dialog).getAllByRole('combobox', { name: /^Pozicija/ });
    expect(positions.map((select) => select.getAttribute('aria-label'))).toEqual([
      'Pozicija 1, Pirmadienis',
      'Pozicija 2, Antradienis',
      'Pozicija 3, Trečiadienis',
      'Pozicija 4, Ketvirtadienis',
      'Pozicija 5, Penktadienis',
      'Pozicija 6, Šeštadienis',
      'Pozicija 7, Sekmadienis',
    ]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Pridėti savaitę' }));
    expect(within(dialog).getAllByRole('combobox', { name: /^Pozicija/ })).toHaveLength(14);
    await app.user.click(within(dialog).getByRole('button', { name: 'Pašalinti paskutinę savaitę' }));

    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Pozicija 2, Antradienis' })).toHaveAccessibleDescription(
        'Pasirinkite šios pamainų grupės pamainą, kuri nėra archyvuota.',
      ),
    );
    expect(app.callsOf('scheduleFormulas.update').map((call) => call.input)).toEqual([
      expect.objectContaining({ id: 31, type: 'continuous', entries: [{ shiftId: 11 }, ...Array(6).fill({ shiftId: null })] }),
    ]);
  });
});
