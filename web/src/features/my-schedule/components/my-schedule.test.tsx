import { eachDate, lithuanianCalendar, type MySchedule, monthRange, type ScheduleEntryDetails } from '@portal/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';
import type { MyScheduleEntry } from '../month-grid';

// The demo "today" of these tests is Tuesday 2026-11-10. November 2026 opens with two public holidays:
// All Saints' Day on Sunday the 1st and All Souls' Day (Vėlinės) on Monday the 2nd.

function anEntry(id: number, overrides: Partial<MyScheduleEntry> = {}): MyScheduleEntry {
  return {
    id,
    scheduleId: 1,
    scheduleName: 'Gamyba',
    date: '2026-11-03',
    type: 'work',
    code: 'D',
    name: 'Dieninė',
    startTime: '08:00',
    endTime: '16:30',
    workHours: 8,
    absenceHours: 0,
    backgroundColor: '#FFF3BF',
    fontColor: '#000000',
    ...overrides,
  };
}

const novemberEntries: MyScheduleEntry[] = [
  anEntry(11),
  anEntry(12, {
    scheduleId: 2,
    scheduleName: 'Sandėlis',
    code: 'N',
    name: 'Naktinė',
    startTime: '21:00',
    endTime: '05:00',
    backgroundColor: '#1864AB',
    fontColor: '#FFFFFF',
  }),
  anEntry(13, { date: '2026-11-04', code: 'P', name: 'Paprasta diena', startTime: null, endTime: null, workHours: 0 }),
  anEntry(14, {
    date: '2026-11-05',
    type: 'integration_activity',
    code: 'A',
    name: 'Kasmetinės atostogos',
    startTime: null,
    endTime: null,
    workHours: 0,
    absenceHours: 8,
    backgroundColor: '#4CAF50',
  }),
];

/** The month as the server answers it: every day with its type, the holidays in both languages. */
function aMonth(year: number, month: number, entries: MyScheduleEntry[], schedules: MySchedule['schedules'] = []): MySchedule {
  const { from, to } = monthRange(year, month);
  return {
    year,
    month,
    myScheduleDays: eachDate(from, to).map((date) => ({
      date,
      dayType: lithuanianCalendar.isHoliday(date) ? 'holiday' : lithuanianCalendar.isWeekend(date) ? 'weekend' : 'weekday',
      entries: entries.filter((entry) => entry.date === date),
    })),
    myScheduleHolidays: lithuanianCalendar
      .holidaysOf(year)
      .filter((holiday) => holiday.date >= from && holiday.date <= to)
      .map((holiday) => ({ date: holiday.date, name: holiday.name.lt, nameEn: holiday.name.en })),
    schedules,
    totals: {
      workHours: entries.reduce((sum, entry) => sum + entry.workHours, 0),
      absenceHours: entries.reduce((sum, entry) => sum + entry.absenceHours, 0),
      shifts: entries.filter((entry) => entry.type === 'work' && entry.workHours > 0).length,
    },
  };
}

const november = () =>
  aMonth(2026, 11, novemberEntries, [
    { scheduleId: 1, scheduleName: 'Gamyba', status: 2 },
    { scheduleId: 2, scheduleName: 'Sandėlis', status: null },
  ]);

const dayShiftDetails = (): ScheduleEntryDetails => ({
  id: 11,
  schedule: { id: 1, name: 'Gamyba' },
  date: '2026-11-03',
  employeeName: 'Rūta Kazlauskienė',
  type: 'work',
  code: 'D',
  name: 'Dieninė',
  description: 'Pamaina už kolegą',
  startTime: '08:00',
  endTime: '16:30',
  workHours: 8,
  period: { year: 2026, month: 11, status: 2 },
  restEntries: [
    { startTime: '12:00', endTime: '12:30', minutes: 30, countedInWorkTime: false },
    { startTime: null, endTime: null, minutes: 15, countedInWorkTime: true },
  ],
  source: 'manual',
  createdBy: 'Petras Planuotojas',
  createdAt: new Date('2026-10-20T07:15:00Z'),
  documentNo: null,
  documentDate: null,
});

const cellOf = (date: string) => {
  const cell = document.querySelector<HTMLElement>(`td[data-date="${date}"]`);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
};

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('My schedule', () => {
  it('is where My working time opens, its first tab', async () => {
    const app = renderApp({ route: '/my-working-time', signedIn: true, procedures: { 'mySchedule.month': () => november() } });
    expect(await screen.findByRole('heading', { name: 'Mano grafikas', level: 1 })).toBeInTheDocument();
    expect(app.pathname()).toBe('/my-working-time/schedule');
    const tabs = screen.getByRole('navigation', { name: 'Mano darbo laikas' });
    const [first] = within(tabs).getAllByRole('link');
    expect(first).toHaveTextContent('Mano grafikas');
    expect(first).toHaveAttribute('aria-current', 'page');
    // The month is asked for once the tab's query runs, which may come after the heading.
    await waitFor(() => expect(app.callsOf('mySchedule.month')[0]?.input).toEqual({ year: 2026, month: 11 }));
  });

  it('keeps the tabs on one row that scrolls sideways on a phone, the current tab in view and Tab moving along them', async () => {
    const scrollIntoView = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    try {
      const app = renderApp({ route: '/my-working-time/schedule', signedIn: true, procedures: { 'mySchedule.month': () => november() } });
      await screen.findByRole('heading', { name: 'Mano grafikas', level: 1 });
      const row = within(screen.getByRole('navigation', { name: 'Mano darbo laikas' })).getByRole('list');
      // One row, never wrapped onto three lines: what does not fit scrolls.
      expect(row).toHaveStyle({ flexWrap: 'nowrap', overflowX: 'auto' });
      const links = within(row).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Mano grafikas',
        'Mano žiniaraštis',
        'Atostogų planas',
        'Neatvykimų istorija',
        'Neatvykimų kalendorius',
        'Pavadavimai',
      ]);
      await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(links[0]));
      links[0]!.focus();
      await app.user.tab();
      expect(links[1]).toHaveFocus();
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  it('draws the month from Monday with each entry’s code and times in its colours, a plain day grey without times', async () => {
    renderApp({ route: '/my-working-time/schedule', signedIn: true, procedures: { 'mySchedule.month': () => november() } });
    const grid = await screen.findByRole('table', { name: 'Mano grafikas: 2026 m. lapkritis' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['pr', 'an', 'tr', 'kt', 'pn', 'št', 'sk']);
    expect(headers[0]).toHaveAccessibleName('pirmadienis');
    // November 1st is a Sunday: the first week has six days of October left empty.
    const firstWeek = within(grid).getAllByRole('row')[1]!;
    expect(
      within(firstWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '', '', '', '', expect.stringMatching(/^1/)]);

    // A chip shows the code and times; its name adds what there is no room for.
    const day = screen.getByRole('button', { name: 'D 08:00–16:30, Dieninė, lapkričio 3 d., antradienis, grafikas Gamyba' });
    expect(within(day).getByText('08:00–16:30')).toBeInTheDocument();
    expect(day).toHaveStyle({ '--chip-bg': '#FFF3BF', '--chip-fg': '#000000' });
    // Two entries of one day sit side by side in the day's cell, in the server's order.
    const third = within(cellOf('2026-11-03')).getAllByRole('button');
    expect(third.map((chip) => chip.textContent)).toEqual([
      'D 08:00–16:30, Dieninė, lapkričio 3 d., antradienis, grafikas Gamyba',
      'N 21:00–05:00, Naktinė, lapkričio 3 d., antradienis, grafikas Sandėlis',
    ]);
    expect(third[0]!.parentElement).toBe(third[1]!.parentElement);
    expect(third[1]).toHaveStyle({ '--chip-bg': '#1864AB', '--chip-fg': '#FFFFFF' });

    const plain = within(cellOf('2026-11-04')).getByRole('button');
    expect(plain).toHaveAccessibleName('P, Paprasta diena, lapkričio 4 d., trečiadienis, grafikas Gamyba');
    expect(plain).not.toHaveTextContent(/\d\d:\d\d/);
    expect(plain).toHaveAttribute('data-plain');
    expect(plain).not.toHaveStyle({ '--chip-bg': '#FFF3BF' });
    expect(within(cellOf('2026-11-05')).getByRole('button')).toHaveAccessibleName(
      'A, Kasmetinės atostogos, lapkričio 5 d., ketvirtadienis, grafikas Gamyba',
    );
  });

  it('greys public holidays with their name and tints weekends', async () => {
    renderApp({ route: '/my-working-time/schedule', signedIn: true, procedures: { 'mySchedule.month': () => november() } });
    await screen.findByRole('table', { name: 'Mano grafikas: 2026 m. lapkritis' });
    expect(cellOf('2026-11-02')).toHaveAttribute('data-day-type', 'holiday');
    expect(cellOf('2026-11-02')).toHaveTextContent(/^2Vėlinės$/);
    expect(cellOf('2026-11-07')).toHaveAttribute('data-day-type', 'weekend');
    expect(cellOf('2026-11-09')).toHaveAttribute('data-day-type', 'weekday');
    expect(cellOf('2026-11-10')).toHaveAttribute('aria-current', 'date');
  });

  it('shows the month’s totals and the status of each schedule the employee is in', async () => {
    renderApp({ route: '/my-working-time/schedule', signedIn: true, procedures: { 'mySchedule.month': () => november() } });
    expect(await screen.findByRole('group', { name: 'Darbo valandos' })).toHaveTextContent('16 val.');
    expect(screen.getByRole('group', { name: 'Pamainos' })).toHaveTextContent(/2$/);
    expect(screen.getByRole('group', { name: 'Neatvykimų valandos' })).toHaveTextContent('8 val.');
    const schedules = screen.getByRole('region', { name: 'Grafikai: 2026 m. lapkritis' });
    const items = within(schedules).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['GamybaPatvirtintas', 'SandėlisNepradėtas']);
    expect(within(items[0]!).getByText('Patvirtintas').closest('[data-state]')).toHaveAttribute('data-state', 'Approved');
  });

  it('opens an entry’s details from the keyboard and returns to the entry when closed', async () => {
    const app = renderApp({
      route: '/my-working-time/schedule',
      signedIn: true,
      procedures: { 'mySchedule.month': () => november(), 'mySchedule.entryDetails': () => dayShiftDetails() },
    });
    const chip = await screen.findByRole('button', { name: /^D 08:00–16:30, Dieninė, lapkričio 3 d\./ });
    act(() => chip.focus());
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Grafiko įrašas' });
    await within(dialog).findByText('Pamaina už kolegą');
    expect(app.callsOf('mySchedule.entryDetails')[0]?.input).toEqual({ entryId: 11 });
    const valueOf = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Pamaina')).toHaveTextContent('D — Dieninė');
    expect(valueOf('Laikas')).toHaveTextContent('08:00–16:30');
    expect(valueOf('Data')).toHaveTextContent('2026 m. lapkričio 3 d., antradienis');
    expect(valueOf('Darbo valandos')).toHaveTextContent('8,00');
    expect(valueOf('Grafikas')).toHaveTextContent('Gamyba');
    expect(valueOf('Laikotarpis')).toHaveTextContent('2026 m. lapkritisPatvirtintas');
    expect(valueOf('Darbuotojas')).toHaveTextContent('Rūta Kazlauskienė');
    expect(valueOf('Įrašo ID')).toHaveTextContent('11');
    expect(
      within(valueOf('Poilsio pertraukos') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12:00–12:30 (30 min.), neįskaičiuojama į darbo laiką', '15 min., įskaičiuojama į darbo laiką']);
    expect(valueOf('Šaltinis')).toHaveTextContent('Planuotojas');
    expect(valueOf('Sukūrė')).toHaveTextContent('Petras Planuotojas');
    expect(valueOf('Sukūrimo laikas')).toHaveTextContent('2026-10-20 10:15');

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(chip).toHaveFocus());
  });

  it('names an entry from the ERP an absence and says where it came from', async () => {
    const app = renderApp({
      route: '/my-working-time/schedule',
      signedIn: true,
      procedures: {
        'mySchedule.month': () => november(),
        'mySchedule.entryDetails': () => ({
          ...dayShiftDetails(),
          id: 14,
          type: 'integration_activity',
          code: 'A',
          name: 'Kasmetinės atostogos',
          description: '',
          startTime: null,
          endTime: null,
          workHours: 0,
          period: { year: 2026, month: 11, status: null },
          restEntries: [],
          source: 'erp',
          createdBy: null,
        }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: /^A, Kasmetinės atostogos/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Grafiko įrašas' });
    const valueOf = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(valueOf('Neatvykimas')).toHaveTextContent('A — Kasmetinės atostogos'));
    expect(valueOf('Šaltinis')).toHaveTextContent('Neatvykimas iš ERP');
    expect(valueOf('Laikotarpis')).toHaveTextContent('2026 m. lapkritisNepradėtas');
    for (const empty of ['Laikas', 'Aprašymas', 'Poilsio pertraukos', 'Sukūrė']) expect(valueOf(empty)).toHaveTextContent('—');
  });

  it('asks the server for the next and previous months and comes back to this one', async () => {
    const app = renderApp({
      route: '/my-working-time/schedule',
      signedIn: true,
      procedures: {
        'mySchedule.month': (input) =>
          input.month === 11
            ? november()
            : aMonth(Number(input.year), Number(input.month), [
                anEntry(31, { date: `${input.year}-${String(input.month).padStart(2, '0')}-15` }),
              ]),
      },
    });
    await screen.findByRole('table', { name: 'Mano grafikas: 2026 m. lapkritis' });
    const thisMonth = screen.getByRole('button', { name: 'Šis mėnuo' });
    expect(thisMonth).toBeDisabled();

    await app.user.click(screen.getByRole('button', { name: 'Kitas mėnuo' }));
    expect(await screen.findByRole('table', { name: 'Mano grafikas: 2026 m. gruodis' })).toBeInTheDocument();
    expect(app.callsOf('mySchedule.month').at(-1)?.input).toEqual({ year: 2026, month: 12 });
    expect(screen.getByRole('heading', { level: 2, name: '2026 m. gruodis' })).toBeInTheDocument();
    expect(cellOf('2026-12-24')).toHaveTextContent('Šv. Kūčios');

    await app.user.click(screen.getByRole('button', { name: 'Kitas mėnuo' }));
    await screen.findByRole('table', { name: 'Mano grafikas: 2027 m. sausis' });
    expect(app.callsOf('mySchedule.month').at(-1)?.input).toEqual({ year: 2027, month: 1 });

    await app.user.click(screen.getByRole('button', { name: 'Šis mėnuo' }));
    await screen.findByRole('table', { name: 'Mano grafikas: 2026 m. lapkritis' });
    await app.user.click(screen.getByRole('button', { name: 'Ankstesnis mėnuo' }));
    await screen.findByRole('table', { name: 'Mano grafikas: 2026 m. spalis' });
    expect(app.callsOf('mySchedule.month').at(-1)?.input).toEqual({ year: 2026, month: 10 });
  });

  it('says so when nothing is planned for the month', async () => {
    renderApp({ route: '/my-working-time/schedule', signedIn: true, procedures: { 'mySchedule.month': () => aMonth(2026, 11, []) } });
    expect(await screen.findByText('2026 m. lapkritis: pamainų nesuplanuota.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Darbo valandos' })).not.toBeInTheDocument();
  });

  it('lists the days with entries, weekday by weekday, on a phone', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const app = renderApp({
      route: '/my-working-time/schedule',
      signedIn: true,
      procedures: { 'mySchedule.month': () => november(), 'mySchedule.entryDetails': () => dayShiftDetails() },
    });
    const agenda = await screen.findByRole('list', { name: 'Mano grafikas: 2026 m. lapkritis' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const days = within(agenda).getAllByRole('listitem');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'lapkričio 3 d., antradienis',
      'lapkričio 4 d., trečiadienis',
      'lapkričio 5 d., ketvirtadienis',
    ]);
    expect(days[0]).toHaveTextContent(/^3an/);
    const chips = within(days[0]!).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'D Dieninė 08:00–16:30 Gamyba, lapkričio 3 d., antradienis',
      'N Naktinė 21:00–05:00 Sandėlis, lapkričio 3 d., antradienis',
    ]);
    await app.user.click(chips[0]!);
    expect(await screen.findByRole('dialog', { name: 'Grafiko įrašas' })).toBeInTheDocument();
  });

  it('speaks English, holidays included', async () => {
    activateLanguage('en');
    renderApp({
      route: '/my-working-time/schedule',
      signedIn: true,
      procedures: { 'users.me': () => aUser({ defaultLanguage: 'en' }), 'mySchedule.month': () => november() },
    });
    await screen.findByRole('table', { name: 'My schedule for November 2026' });
    expect(screen.getByRole('heading', { level: 1, name: 'My schedule' })).toBeInTheDocument();
    expect(cellOf('2026-11-02')).toHaveTextContent("All Souls' Day");
    expect(screen.getByRole('button', { name: 'D 08:00–16:30, Dieninė, Tuesday, November 3, schedule Gamyba' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Work hours' })).toHaveTextContent('16 h');
    expect(screen.getByText('Not started')).toBeInTheDocument();
  });

  it('shows the server’s message when the month cannot load', async () => {
    renderApp({
      route: '/my-working-time/schedule',
      signedIn: true,
      procedures: {
        'mySchedule.month': () => {
          throw trpcError('BAD_REQUEST', 'validation.invalid_value');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
  });

  it('tells a user without an employee record so, without asking for a schedule', async () => {
    const app = renderApp({
      route: '/my-working-time/schedule',
      signedIn: true,
      procedures: { 'users.me': () => aUser({ employeeNo: null }) },
    });
    expect(await screen.findByText('Šioje įmonėje neturite darbuotojo įrašo.')).toBeInTheDocument();
    expect(app.callsOf('mySchedule.month')).toEqual([]);
  });
});
