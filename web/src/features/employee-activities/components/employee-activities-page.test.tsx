import type { EmployeeActivity, EmployeeActivityPage } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const ROUTE = '/wtm-area/employee-activities';
const planner = aUser({ id: 3, username: 'planner', workTimeAccessCompanies: ['SV'] });

function anActivity(id: number, overrides: Partial<EmployeeActivity> = {}): EmployeeActivity {
  return {
    id,
    employeeNo: 'SV0020',
    employeeName: 'Asta Kairienė',
    activityCode: 'M',
    activityName: 'Mokymosi atostogos',
    dateFrom: '2027-03-01',
    dateTo: '2027-06-30',
    description: 'Mokymai antradieniais',
    setupEntries: [{ id: 11, weekdays: [2], hoursType: 'hours', minutes: 240, excludeHolidays: true }],
    version: 2,
    createdBy: 'Planuotoja',
    createdAt: '2027-02-20T08:00:00.000Z',
    ...overrides,
  };
}

const activities = [
  anActivity(1),
  anActivity(2, {
    employeeNo: 'SV0021',
    employeeName: 'Tomas Jankauskas',
    activityCode: 'K',
    activityName: 'Komandiruotė',
    dateTo: null,
    description: null,
    setupEntries: [{ id: 12, weekdays: [1, 5], hoursType: 'all_day', minutes: null, excludeHolidays: true }],
  }),
];

function activitiesServer(canChange = true, canView = true): ProcedureMocks {
  return {
    'users.me': () => planner,
    'employeeActivities.permissions': () => ({ canView, canCreate: canChange, canEdit: canChange, canDelete: canChange }),
    'employeeActivities.list': (input): EmployeeActivityPage => {
      const { activityCode } = input as { activityCode?: string };
      const items = activities.filter((activity) => !activityCode || activity.activityCode === activityCode);
      return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords: items.length } };
    },
    'employeeActivities.get': (input) =>
      activities.find((activity) => activity.id === Number((input as { id: number }).id)) ?? anActivity(3),
    'employees.listAvailable': () => [
      {
        employeeNo: 'SV0020',
        firstName: 'Asta',
        lastName: 'Kairienė',
        fullName: 'Asta Kairienė',
        departmentCode: 'SAN',
        department: 'Sandėlis',
        jobTitle: null,
        isManager: false,
      },
      {
        employeeNo: 'SV0021',
        firstName: 'Tomas',
        lastName: 'Jankauskas',
        fullName: 'Tomas Jankauskas',
        departmentCode: 'GAM',
        department: 'Gamyba',
        jobTitle: null,
        isManager: false,
      },
    ],
    'commonData.activityCodes': () =>
      (
        [
          ['M', 'Mokymosi atostogos', 'Study leave', 1],
          ['K', 'Komandiruotė', 'Business trip', 3],
        ] as const
      ).map(([code, text, textEn, type]) => ({
        code,
        text,
        textEn,
        activityTypeId: type,
        activityTypeText: 'Tipas',
        activityTypeTextEn: 'Type',
        color: '#2196F3',
        showInHistory: true,
        showInCalendar: true,
      })),
    'employeeActivities.create': (input) => anActivity(3, { ...(input as Partial<EmployeeActivity>), setupEntries: [] }),
    'employeeActivities.update': (input) => anActivity(1, { ...(input as Partial<EmployeeActivity>), setupEntries: [], version: 3 }),
    'employeeActivities.delete': ({ id }) => ({ id: Number(id) }),
  };
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the employee activities screens', () => {
  it('lists the activities with their setup entries and filters them by activity code', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: activitiesServer() });
    expect(await screen.findByRole('heading', { name: 'Darbuotojų veiklos', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Darbuotojų veiklos' });
    expect(cellsOf(table)).toEqual([
      ['Asta Kairienė (SV0020)', 'M · Mokymosi atostogos', '2027-03-01', '2027-06-30', 'An: 4 val.', 'Mokymai antradieniais'],
      ['Tomas Jankauskas (SV0021)', 'K · Komandiruotė', '2027-03-01', 'neterminuotai', 'Pr, Pn: visa diena', ''],
    ]);
    await app.user.click(screen.getByRole('combobox', { name: 'Veikla' }));
    await app.user.click(await screen.findByRole('option', { name: 'K · Komandiruotė' }));
    await waitFor(() => expect(cellsOf(screen.getByRole('table', { name: 'Darbuotojų veiklos' }))).toHaveLength(1));
    expect(app.callsOf('employeeActivities.list').at(-1)?.input).toMatchObject({ activityCode: 'K', page: 1 });
    // The work-time area's menu leads here.
    const navigation = screen
      .getAllByRole('navigation')
      .find((element) => within(element).queryByRole('link', { name: 'Darbuotojų veiklos' }));
    expect(navigation).toBeDefined();
    // A row opens its activity.
    await app.user.click(within(screen.getByRole('table', { name: 'Darbuotojų veiklos' })).getByText('Tomas Jankauskas (SV0021)'));
    await waitFor(() => expect(app.pathname()).toBe(`${ROUTE}/2`));
  });

  it('creates an activity with a setup entry and shows the server’s overlap refusal on its field', async () => {
    let refuse = true;
    const server = activitiesServer();
    const create = server['employeeActivities.create']!;
    server['employeeActivities.create'] = (input) => {
      if (!refuse) return create(input);
      refuse = false;
      return Promise.reject(trpcError('errors.date_range_overlaps', { fieldErrors: { dateFrom: ['errors.date_range_overlaps'] } }));
    };
    const app = renderApp({ route: `${ROUTE}/new`, signedIn: true, procedures: server });
    expect(await screen.findByRole('heading', { name: 'Nauja darbuotojo veikla', level: 1 })).toBeInTheDocument();
    await app.user.click(screen.getByRole('combobox', { name: 'Darbuotojas' }));
    await app.user.click(await screen.findByRole('option', { name: 'Tomas Jankauskas (SV0021)' }));
    await app.user.click(screen.getByRole('combobox', { name: 'Veikla' }));
    await app.user.click(await screen.findByRole('option', { name: 'M · Mokymosi atostogos' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Data nuo' }), '2027-03-01');
    await app.user.type(screen.getByRole('textbox', { name: 'Data iki' }), '2027-06-30');
    const entry = screen.getByRole('group', { name: 'Nustatymo įrašas 1' });
    await app.user.click(within(entry).getByRole('checkbox', { name: 'Antradienis' }));
    await app.user.type(within(entry).getByRole('textbox', { name: 'Valandos per dieną' }), '4');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Datų intervalai persidengia.')).toBeInTheDocument();
    expect(app.callsOf('employeeActivities.create')[0]?.input).toEqual({
      employeeNo: 'SV0021',
      activityCode: 'M',
      dateFrom: '2027-03-01',
      dateTo: '2027-06-30',
      description: null,
      setupEntries: [{ weekdays: [2], hoursType: 'hours', minutes: 240, excludeHolidays: true }],
    });
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(app.pathname()).toBe(`${ROUTE}/3`));
  });

  it('refuses a weekday in two setup entries before asking the server', async () => {
    const app = renderApp({ route: `${ROUTE}/1`, signedIn: true, procedures: activitiesServer() });
    const first = await screen.findByRole('group', { name: 'Nustatymo įrašas 1' });
    expect(within(first).getByRole('checkbox', { name: 'Antradienis' })).toBeChecked();
    await app.user.click(screen.getByRole('button', { name: 'Pridėti nustatymo įrašą' }));
    const second = screen.getByRole('group', { name: 'Nustatymo įrašas 2' });
    // A new entry starts on the first weekday no entry has.
    expect(within(second).getByRole('checkbox', { name: 'Pirmadienis' })).toBeChecked();
    await app.user.click(within(second).getByRole('combobox', { name: 'Valandų tipas' }));
    await app.user.click(await screen.findByRole('option', { name: 'Visa diena' }));
    await app.user.click(within(second).getByRole('checkbox', { name: 'Antradienis' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await within(second).findByText('Ši savaitės diena jau yra kitame veiklos nustatymo įraše.')).toBeInTheDocument();
    expect(app.callsOf('employeeActivities.update')).toEqual([]);
    // Unticked again, the activity saves with the version it was read at.
    await app.user.click(within(second).getByRole('checkbox', { name: 'Antradienis' }));
    await app.user.click(within(second).getByRole('checkbox', { name: 'Ketvirtadienis' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(app.callsOf('employeeActivities.update')).toHaveLength(1));
    expect(app.callsOf('employeeActivities.update')[0]?.input).toMatchObject({
      id: 1,
      version: 2,
      setupEntries: [
        { weekdays: [2], hoursType: 'hours', minutes: 240, excludeHolidays: true },
        { weekdays: [1, 4], hoursType: 'all_day', minutes: null, excludeHolidays: true },
      ],
    });
  });

  it('deletes an activity after a confirmation and returns to the list', async () => {
    const app = renderApp({ route: `${ROUTE}/1`, signedIn: true, procedures: activitiesServer() });
    await app.user.click(await screen.findByRole('button', { name: 'Ištrinti' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ištrinti veiklą' });
    expect(within(confirm).getByText(/Darbuotojo Asta Kairienė veikla M bus ištrinta/)).toBeInTheDocument();
    await app.user.click(within(confirm).getByRole('button', { name: 'Ištrinti' }));
    await waitFor(() => expect(app.callsOf('employeeActivities.delete').map((call) => call.input)).toEqual([{ id: 1 }]));
    await waitFor(() => expect(app.pathname()).toBe(ROUTE));
  });

  it('shows a viewer the activity read only, without new or delete', async () => {
    renderApp({ route: `${ROUTE}/1`, signedIn: true, procedures: activitiesServer(false) });
    expect(await screen.findByText('Šią veiklą galite peržiūrėti, bet ne keisti.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ištrinti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
  });

  it('explains a missing grant without asking for the list', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: activitiesServer(false, false) });
    expect(await screen.findByText(/Neturite prieigos prie šios įmonės darbuotojų veiklų/)).toBeInTheDocument();
    expect(app.callsOf('employeeActivities.list')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Nauja veikla' })).not.toBeInTheDocument();
  });
});
