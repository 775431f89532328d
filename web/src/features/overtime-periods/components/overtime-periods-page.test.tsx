import type { OvertimePeriod, OvertimePeriodPage } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const ROUTE = '/wtm-area/employee-overtime-periods';
const planner = aUser({ id: 3, username: 'planner', workTimeAccessCompanies: ['SV'] });

function aPeriod(id: number, overrides: Partial<OvertimePeriod> = {}): OvertimePeriod {
  return {
    id,
    employeeNo: 'SV0020',
    employeeName: 'Asta Kairienė',
    departmentCode: 'SAN',
    departmentName: 'Sandėlis',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    weeklyHoursConsent: true,
    maxOvertimeHoursWeek: 8,
    maxOvertimeHoursYear: 180,
    note: 'Sezoninis darbas',
    createdBy: 'Planuotoja',
    createdAt: '2025-12-20T08:00:00.000Z',
    ...overrides,
  };
}

const periods = [
  aPeriod(1),
  aPeriod(2, {
    employeeNo: 'SV0021',
    employeeName: 'Tomas Jankauskas',
    departmentCode: 'GAM',
    departmentName: 'Gamyba',
    validTo: null,
    weeklyHoursConsent: false,
    maxOvertimeHoursWeek: null,
    maxOvertimeHoursYear: null,
    note: null,
  }),
];

function overtimeServer(canChange = true, canView = true): ProcedureMocks {
  return {
    'users.me': () => planner,
    'employeeOvertimePeriods.permissions': () => ({ canView, canCreate: canChange, canEdit: canChange, canDelete: canChange }),
    'employeeOvertimePeriods.list': (input): OvertimePeriodPage => {
      const { departmentCode } = input as { departmentCode?: string };
      const items = periods.filter((period) => !departmentCode || period.departmentCode === departmentCode);
      return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords: items.length } };
    },
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
    'departments.list': () => [
      { departmentCode: 'SAN', departmentName: 'Sandėlis' },
      { departmentCode: 'GAM', departmentName: 'Gamyba' },
    ],
    'employeeOvertimePeriods.create': (input) =>
      aPeriod(3, { ...input, note: input.note ?? null, validTo: input.validTo ?? null } as Partial<OvertimePeriod>),
    'employeeOvertimePeriods.delete': ({ id }) => ({ id: Number(id) }),
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

describe('the overtime agreements screen', () => {
  it('lists the agreements with their consent and caps, and filters them by department', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: overtimeServer() });
    expect(await screen.findByRole('heading', { name: 'Susitarimai dėl viršvalandžių', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Susitarimai dėl viršvalandžių' });
    expect(cellsOf(table)).toEqual([
      ['Asta Kairienė (SV0020)', 'Sandėlis', '2026-01-01', '2026-12-31', 'Pasirašytas', '8', '180', 'Sezoninis darbas'],
      ['Tomas Jankauskas (SV0021)', 'Gamyba', '2026-01-01', 'neterminuotai', 'Nėra', '', '', ''],
    ]);
    await app.user.click(screen.getByRole('combobox', { name: 'Padalinys' }));
    await app.user.click(await screen.findByRole('option', { name: 'Gamyba' }));
    await waitFor(() => expect(cellsOf(screen.getByRole('table', { name: 'Susitarimai dėl viršvalandžių' }))).toHaveLength(1));
    expect(app.callsOf('employeeOvertimePeriods.list').at(-1)?.input).toMatchObject({ departmentCode: 'GAM', page: 1 });
    // The menu entry of the work-time area leads here.
    const navigation = screen
      .getAllByRole('navigation')
      .find((element) => within(element).queryByRole('link', { name: 'Susitarimai dėl viršvalandžių' }));
    expect(navigation).toBeDefined();
  });

  it('creates an agreement in a dialog and shows the server’s overlap refusal on its field', async () => {
    let refuse = true;
    const server = overtimeServer();
    const create = server['employeeOvertimePeriods.create']!;
    server['employeeOvertimePeriods.create'] = (input) => {
      if (!refuse) return create(input);
      refuse = false;
      return Promise.reject(trpcError('errors.date_range_overlaps', { fieldErrors: { validFrom: ['errors.date_range_overlaps'] } }));
    };
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: server });
    await app.user.click(await screen.findByRole('button', { name: 'Naujas susitarimas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naujas susitarimas dėl viršvalandžių' });
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Darbuotojas' }));
    await app.user.click(await screen.findByRole('option', { name: 'Tomas Jankauskas (SV0021)' }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Galioja nuo' }), '2027-01-01');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Daugiausia viršvalandžių per savaitę, val.' }), '6');
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await within(dialog).findByText('Datų intervalai persidengia.')).toBeInTheDocument();
    expect(app.callsOf('employeeOvertimePeriods.create')[0]?.input).toEqual({
      employeeNo: 'SV0021',
      validFrom: '2027-01-01',
      validTo: null,
      weeklyHoursConsent: true,
      maxOvertimeHoursWeek: 6,
      maxOvertimeHoursYear: null,
      note: null,
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Naujas susitarimas dėl viršvalandžių' })).not.toBeInTheDocument());
    expect(app.callsOf('employeeOvertimePeriods.create')).toHaveLength(2);
  });

  it('deletes an agreement after a confirmation', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: overtimeServer() });
    const table = await screen.findByRole('table', { name: 'Susitarimai dėl viršvalandžių' });
    await app.user.click(within(table).getByText('Asta Kairienė (SV0020)'));
    const dialog = await screen.findByRole('dialog', { name: 'Susitarimas dėl viršvalandžių' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ištrinti susitarimą' });
    expect(within(confirm).getByText('Darbuotojo Asta Kairienė susitarimas dėl viršvalandžių bus ištrintas.')).toBeInTheDocument();
    await app.user.click(within(confirm).getByRole('button', { name: 'Ištrinti' }));
    await waitFor(() => expect(app.callsOf('employeeOvertimePeriods.delete').map((call) => call.input)).toEqual([{ id: 1 }]));
  });

  it('offers no new agreement to a viewer', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: overtimeServer(false) });
    await screen.findByRole('table', { name: 'Susitarimai dėl viršvalandžių' });
    expect(screen.queryByRole('button', { name: 'Naujas susitarimas' })).not.toBeInTheDocument();
  });

  it('explains a missing grant without asking for the list', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: overtimeServer(false, false) });
    expect(await screen.findByText(/Neturite prieigos prie šios įmonės susitarimų dėl viršvalandžių/)).toBeInTheDocument();
    expect(app.callsOf('employeeOvertimePeriods.list')).toEqual([]);
  });
});
