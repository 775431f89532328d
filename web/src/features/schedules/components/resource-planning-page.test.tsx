import {
  type CapacityException,
  ErrorCode,
  type ScheduleAvailableEmployee,
  type ScheduleEmployee,
  type ScheduleEmployeeGroup,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { type InputOf, type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';
import { aGroup, aMember, aSchedule, planner, planningOptions } from '../testing/schedule-fixtures';

const ROUTE = '/wtm-area/schedules/41/resource-planning';

const candidates: ScheduleAvailableEmployee[] = [
  { employeeNo: 'SV0020', fullName: 'Asta Kairienė', departmentCode: 'WH', department: 'Sandėlis', jobTitle: 'Sandėlininkė' },
  { employeeNo: 'SV0021', fullName: 'Tomas Jankauskas', departmentCode: 'WH', department: 'Sandėlis', jobTitle: 'Krovikas' },
  { employeeNo: 'SV0022', fullName: 'Rasa Žukauskienė', departmentCode: 'PROD', department: 'Gamyba', jobTitle: 'Operatorė' },
];

/** The server of one schedule: its groups and employees change as the calls ask. */
function planningServer(options: { canEdit?: boolean; groups?: ScheduleEmployeeGroup[]; members?: ScheduleEmployee[] } = {}) {
  let groups = options.groups ?? [aGroup(1, 1, 'Pirma pamaina'), aGroup(2, 2, 'Antra pamaina', true)];
  let members = options.members ?? [
    aMember(10, { groupId: 1 }),
    aMember(11, { groupId: 2, fullName: 'Ona Jonaitienė', employeeNo: 'SV0011', formulaOffset: 4, trackingType: 1 }),
  ];
  let exceptions: CapacityException[] = [{ shiftId: 11, date: '2026-11-23', minCapacity: 2, maxCapacity: 4 }];
  const procedures: ProcedureMocks = {
    'users.me': () => planner,
    'schedules.get': () => aSchedule({ actions: options.canEdit === false ? ['view'] : ['view', 'edit', 'delete', 'administer'] }),
    'scheduleEmployeeGroups.list': () => groups,
    'scheduleEmployees.assigned': () => members,
    'schedules.planningOptions': () => planningOptions,
    'schedules.capacityExceptions': () => exceptions,
    'schedules.setCapacityException': (input: InputOf<'schedules.setCapacityException'>) => {
      if (input.minCapacity != null && input.maxCapacity != null && input.maxCapacity < input.minCapacity) {
        throw trpcError(ErrorCode.maxBelowMin, { fieldErrors: { maxCapacity: [ErrorCode.maxBelowMin] } });
      }
      const saved = {
        shiftId: Number(input.shiftId),
        date: input.date,
        minCapacity: input.minCapacity ?? null,
        maxCapacity: input.maxCapacity ?? null,
      };
      exceptions = [...exceptions.filter((exception) => exception.date !== input.date || exception.shiftId !== saved.shiftId), saved];
      return saved;
    },
    'departments.list': () => [
      { departmentCode: 'PROD', departmentName: 'Gamyba' },
      { departmentCode: 'WH', departmentName: 'Sandėlis' },
    ],
    'scheduleEmployees.available': (input: InputOf<'scheduleEmployees.available'>) => {
      const items = candidates.filter((candidate) => !input.departmentCode || candidate.departmentCode === input.departmentCode);
      return { items, pagination: { page: 1, rowsPerPage: 10, totalRecords: items.length } };
    },
    'scheduleEmployees.assign': (input: InputOf<'scheduleEmployees.assign'>) => {
      if (input.employeeNos.includes('SV0022')) {
        throw trpcError(ErrorCode.dateRangesOverlap, { fieldErrors: { validFrom: [ErrorCode.dateRangesOverlap] } });
      }
      const added = input.employeeNos.map((employeeNo, index) =>
        aMember(100 + index, {
          employeeNo,
          fullName: candidates.find((c) => c.employeeNo === employeeNo)!.fullName,
          validFrom: input.validFrom,
        }),
      );
      members = [...members, ...added];
      return { ids: added.map((member) => member.id) };
    },
    'scheduleEmployees.update': (input: InputOf<'scheduleEmployees.update'>) => {
      members = members.map((member) =>
        member.id === Number(input.id) ? { ...member, formulaOffset: Number(input.formulaOffset) } : member,
      );
      return { id: Number(input.id) };
    },
    'scheduleEmployeeGroups.reorder': (input: InputOf<'scheduleEmployeeGroups.reorder'>) => {
      groups = input.groupIds.map((id, index) => ({ ...groups.find((group) => group.id === Number(id))!, order: index + 1 }));
      return groups;
    },
  };
  return procedures;
}

describe('resource planning', () => {
  // The capacity editor opens at the current month, November 2026.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the employees by group in the groups’ order, with formula, offset, validity and tracking', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: planningServer() });
    const first = await screen.findByRole('table', { name: 'Grupės „Pirma pamaina“ darbuotojai' });
    expect(within(first).getByText('Jonas Petraitis')).toBeInTheDocument();
    // The formulas' names come with the planning options.
    await waitFor(() =>
      expect(within(first).getByRole('combobox', { name: 'Jonas Petraitis formulė' })).toHaveValue('F-4 · Keturių pamainų'),
    );
    expect(within(first).getByRole('textbox', { name: 'Galioja nuo, Jonas Petraitis' })).toHaveValue('2026-11-01');
    const second = screen.getByRole('table', { name: 'Grupės „Antra pamaina“ darbuotojai' });
    expect(within(second).getByRole('textbox', { name: 'Ona Jonaitienė formulės poslinkis' })).toHaveValue('4');
    expect(within(second).getByText('Sekimas: Pagal padalinį')).toBeInTheDocument();
    expect(screen.getByText('Lentelėje paslėpta')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pirma pamaina', 'Antra pamaina', 'Pajėgumų ribos']);
    expect(await screen.findByRole('button', { name: 'D pajėgumas 2026-11-23: 2–4' })).toBeInTheDocument();
  });

  it('keeps the editable table to six columns, department and tracking on the employee’s details line, so it fits 1400 px', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: planningServer() });
    const first = await screen.findByRole('table', { name: 'Grupės „Pirma pamaina“ darbuotojai' });
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Darbuotojas', 'Grupė', 'Formulė', 'Poslinkis', 'Galiojimas', 'Veiksmai']);
    const [, row] = within(first).getAllByRole('row');
    const employee = within(row!).getAllByRole('cell')[0]!;
    expect(employee).toHaveTextContent('Jonas PetraitisSV0010 · OperatoriusGamyba · Sekimas: Rankiniu būdu');
    // Both ends of the validity in the one column, each named for the employee.
    const validity = within(row!).getAllByRole('cell')[4]!;
    expect(within(validity).getByRole('textbox', { name: 'Galioja nuo, Jonas Petraitis' })).toHaveValue('2026-11-01');
    expect(within(validity).getByRole('textbox', { name: 'Galioja iki, Jonas Petraitis' })).toHaveValue('');
  });

  it('changes a line’s offset and saves that line', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: planningServer() });
    const offset = await screen.findByRole('textbox', { name: 'Jonas Petraitis formulės poslinkis' });
    const save = screen.getByRole('button', { name: 'Išsaugoti: Jonas Petraitis' });
    expect(save).toBeDisabled();
    await app.user.clear(offset);
    await app.user.type(offset, '3');
    await app.user.click(save);
    await waitFor(() => expect(app.callsOf('scheduleEmployees.update')).toHaveLength(1));
    expect(app.callsOf('scheduleEmployees.update')[0]?.input).toEqual({
      id: 10,
      validFrom: '2026-11-01',
      validTo: null,
      scheduleFormulaId: 7,
      formulaOffset: 3,
      groupId: 1,
    });
  });

  it('adds the employees picked in the dialog with the validity, formula and group given', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: planningServer() });
    await app.user.click(await screen.findByRole('button', { name: 'Pridėti darbuotojų' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridėti darbuotojų' });
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Padalinys' }));
    await app.user.click(await screen.findByRole('option', { name: 'Sandėlis' }));
    await waitFor(() => expect(within(dialog).queryByText('Rasa Žukauskienė')).not.toBeInTheDocument());
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Pažymėti: Asta Kairienė' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Pažymėti: Tomas Jankauskas' }));
    const validFrom = within(dialog).getByRole('textbox', { name: 'Galioja nuo' });
    await app.user.clear(validFrom);
    await app.user.type(validFrom, '2026-12-01');
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Formulė' }));
    await app.user.click(await screen.findByRole('option', { name: 'F-5/2 · Penkios darbo dienos' }));
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Grupė' }));
    await app.user.click(await screen.findByRole('option', { name: 'Antra pamaina' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pridėti pažymėtus' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pridėti darbuotojų' })).not.toBeInTheDocument());
    expect(app.callsOf('scheduleEmployees.assign')[0]?.input).toEqual({
      scheduleId: 41,
      employeeNos: ['SV0020', 'SV0021'],
      validFrom: '2026-12-01',
      validTo: null,
      scheduleFormulaId: 8,
      formulaOffset: 0,
      groupId: 2,
    });
    expect(await screen.findByText('Pridėta darbuotojų: 2.')).toBeInTheDocument();
    expect(app.callsOf('scheduleEmployees.available')[0]?.input).toMatchObject({ scheduleId: 41, page: 1 });
    expect(app.callsOf('scheduleEmployees.available').at(-1)?.input).toMatchObject({ departmentCode: 'WH' });
  });

  it('shows "date ranges overlap" by the validity and keeps the dialog open when the server refuses', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: planningServer() });
    await app.user.click(await screen.findByRole('button', { name: 'Pridėti darbuotojų' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridėti darbuotojų' });
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'Pažymėti: Rasa Žukauskienė' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pridėti pažymėtus' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Galioja nuo' })).toHaveAccessibleDescription('Datų intervalai persidengia.'),
    );
    expect(screen.getByRole('dialog', { name: 'Pridėti darbuotojų' })).toBeInTheDocument();
  });

  it('moves a group up', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: planningServer() });
    await app.user.click(await screen.findByRole('button', { name: 'Perkelti „Antra pamaina“ aukštyn' }));
    await waitFor(() => expect(app.callsOf('scheduleEmployeeGroups.reorder')[0]?.input).toEqual({ scheduleId: 41, groupIds: [2, 1] }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('main'))
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent)
          .slice(0, 2),
      ).toEqual(['Antra pamaina', 'Pirma pamaina']),
    );
    expect(screen.getByRole('button', { name: 'Perkelti „Antra pamaina“ aukštyn' })).toBeDisabled();
  });

  it('sets a shift’s head count limits on a day, refusing a maximum below the minimum', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: planningServer() });
    await app.user.click(await screen.findByRole('button', { name: 'N pajėgumas 2026-11-24: nenustatyta' }));
    const dialog = await screen.findByRole('dialog', { name: 'N pajėgumas 2026-11-24' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Mažiausiai' }), '5');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Daugiausia' }), '3');
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Daugiausia' })).toHaveAccessibleDescription(
        'Didžiausia reikšmė negali būti mažesnė už mažiausią.',
      ),
    );
    await app.user.clear(within(dialog).getByRole('textbox', { name: 'Daugiausia' }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Daugiausia' }), '6');
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByRole('button', { name: 'N pajėgumas 2026-11-24: 5–6' })).toBeInTheDocument();
    expect(app.callsOf('schedules.setCapacityException').at(-1)?.input).toEqual({
      scheduleId: 41,
      shiftId: 12,
      date: '2026-11-24',
      minCapacity: 5,
      maxCapacity: 6,
    });
  });

  it('leaves a day without limits blank (named “not set”) and shows set limits plainly', async () => {
    const server = planningServer();
    renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: {
        ...server,
        'schedules.capacityExceptions': () => [
          { shiftId: 11, date: '2026-11-23', minCapacity: 2, maxCapacity: 4 },
          { shiftId: 11, date: '2026-11-24', minCapacity: 1, maxCapacity: null },
          { shiftId: 12, date: '2026-11-25', minCapacity: null, maxCapacity: 3 },
        ],
      },
    });
    const empty = await screen.findByRole('button', { name: 'D pajėgumas 2026-11-01: nenustatyta' });
    expect(empty).toHaveTextContent(/^$/);
    expect(empty.closest('td')).not.toHaveAttribute('data-set');
    const both = screen.getByRole('button', { name: 'D pajėgumas 2026-11-23: 2–4' });
    expect(both).toHaveTextContent(/^2–4$/);
    expect(both.closest('td')).toHaveAttribute('data-set');
    expect(screen.getByRole('button', { name: 'D pajėgumas 2026-11-24: ≥1' })).toHaveTextContent(/^≥1$/);
    expect(screen.getByRole('button', { name: 'N pajėgumas 2026-11-25: ≤3' })).toHaveTextContent(/^≤3$/);
    // No filler marks anywhere in the grid.
    expect(screen.getByRole('table', { name: /Pajėgumų ribos/ })).not.toHaveTextContent('·');
  });

  it('is read-only for a user who may only view the schedule', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: planningServer({ canEdit: false }) });
    const first = await screen.findByRole('table', { name: 'Grupės „Pirma pamaina“ darbuotojai' });
    expect(screen.getByText('Šį grafiką galite peržiūrėti, bet negalite keisti.')).toBeInTheDocument();
    expect(await within(first).findByRole('cell', { name: 'F-4' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'nuo 2026-11-01' })).toBeInTheDocument();
    expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
    for (const name of ['Pridėti darbuotojų', 'Pridėti padalinį', 'Pridėti grupę', 'Perkelti „Antra pamaina“ aukštyn']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(await screen.findByRole('table', { name: /Pajėgumų ribos/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pajėgumas/ })).not.toBeInTheDocument();
  });
});
