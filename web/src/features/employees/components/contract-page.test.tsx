import type { Appointment, ContractInfo } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

function anAppointment(overrides: Partial<Appointment>): Appointment {
  return {
    appointmentLineNo: 10_000,
    rootLineNo: 10_000,
    extensionFrom: null,
    contractNo: 'DS-1',
    appointmentType: 'Priėmimas',
    jobTitleName: 'Buhalterė',
    departmentName: 'Finansai',
    fromDate: '2015-03-02',
    toDate: '2019-12-31',
    isActive: false,
    showTrialPeriod: false,
    trialPeriodUntil: null,
    managerEmployeeNo: 'E0005',
    managerFirstName: 'Jonas',
    managerLastName: 'Petraitis',
    managerFullName: 'Jonas Petraitis',
    fullPartTime: 'full',
    contractType: 1,
    teaTypeInt: 0,
    holidayNormWd: 20,
    holidayNormCd: 28,
    salary: 1850,
    advancePercent: null,
    advanceAmount: null,
    bonus: null,
    ...overrides,
  };
}

function aContract(overrides: Partial<ContractInfo> = {}): ContractInfo {
  return {
    employeeNo: 'E0007',
    personnelNo: 'P0007',
    firstName: 'Rūta',
    lastName: 'Kazlauskienė',
    fullName: 'Rūta Kazlauskienė',
    companyNo: 'SV',
    companyName: 'UAB „Šiaurės vėjas“',
    mobilePhoneNo: null,
    phoneNo: null,
    email: null,
    companyEmail: null,
    departmentCode: 'FIN',
    department: 'Finansai',
    jobTitle: 'Vyr. buhalterė',
    employmentDate: '2015-03-02',
    managerFullName: 'Jonas Petraitis',
    unusedHolidays: 12.5,
    holidayNorm: 20,
    holidayDayType: 0,
    allowMyTeam: false,
    solidHolidayStatus: 'Suteikta',
    solidHolidayStatusFrom: '2026-07-01',
    solidHolidayStatusTo: '9999-12-31',
    showSolidHolidayStatus: true,
    isAdmin: false,
    workExperience: 11.7,
    workExperienceSince: '1753-01-01',
    appointments: [
      // The ended first contract, listed first on purpose: the page puts active contracts first.
      anAppointment({ appointmentLineNo: 10_000, rootLineNo: 10_000, contractNo: 'DS-1', fromDate: '1899-12-31', toDate: '2019-12-31' }),
      anAppointment({
        appointmentLineNo: 20_000,
        rootLineNo: 20_000,
        contractNo: 'DS-2',
        jobTitleName: 'Vyr. buhalterė',
        fromDate: '2020-01-02',
        toDate: '2021-01-01',
        contractType: 2,
        showTrialPeriod: true,
        trialPeriodUntil: '2020-04-01',
      }),
      anAppointment({
        appointmentLineNo: 30_000,
        rootLineNo: 20_000,
        extensionFrom: 20_000,
        contractNo: 'DS-2',
        jobTitleName: 'Vyr. buhalterė',
        appointmentType: 'Pratęsimas',
        fromDate: '2021-01-02',
        toDate: '9999-12-31',
        isActive: true,
        fullPartTime: 'part',
        showTrialPeriod: true,
        trialPeriodUntil: '2021-04-01',
      }),
    ],
    ...overrides,
  };
}

const reserveOn = (input: { employeeNo: string; date?: string }) => ({
  employeeNo: input.employeeNo,
  date: input.date ?? '2026-11-22',
  holidayReserve: input.date === '2026-11-30' ? 13.149 : 12.5,
  holidayDayType: 0,
  holidayRange: { from: '2026-01-01', to: '2026-12-31' },
});

describe('contracts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the contract information with unused holidays in two decimals and the norm in working days', async () => {
    renderApp({
      route: '/personal-info/contract-info',
      signedIn: true,
      procedures: { 'employees.contract': () => aContract(), 'employees.holidayReserve': reserveOn },
    });
    expect(await screen.findByRole('heading', { name: 'Sutartys' })).toBeInTheDocument();
    expect(await screen.findByText('Rūta Kazlauskienė', { selector: 'dd' })).toBeInTheDocument();
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Sutarties numeris')).toHaveTextContent('DS-2');
    expect(field('Vadovas')).toHaveTextContent('Jonas Petraitis');
    expect(field('Bandomasis laikotarpis iki')).toHaveTextContent('2021-04-01');
    expect(field('Atostogų norma')).toHaveTextContent('20,00 dd');
    // The solid-holiday end of 9999 means "open": no end date shown.
    expect(field('Nepertraukiamų atostogų būsena')).toHaveTextContent(/^Suteikta 2026-07-01$/);
    expect(field('Darbo stažas (metais)')).toHaveTextContent(/^11,70$/);
    expect(await screen.findByTestId('unused-holidays')).toHaveTextContent('12,50 dd');
    expect(screen.getByText('Atostogų laikotarpis: 2026-01-01 – 2026-12-31')).toBeInTheDocument();
  });

  it('uses the English decimal point and calendar-day unit in English', async () => {
    activateLanguage('en');
    renderApp({
      route: '/personal-info/contract-info',
      signedIn: true,
      procedures: {
        'employees.contract': () => aContract({ holidayNorm: 28, holidayDayType: 1 }),
        'employees.holidayReserve': (input) => ({ ...reserveOn(input), holidayDayType: 1, holidayReserve: 3 }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeInTheDocument();
    expect(await screen.findByTestId('unused-holidays')).toHaveTextContent('3.00 cd');
    expect(screen.getByText('Holiday norm', { selector: 'dt' }).nextElementSibling).toHaveTextContent('28.00 cd');
  });

  it('recomputes unused holidays when another date is chosen', async () => {
    const app = renderApp({
      route: '/personal-info/contract-info',
      signedIn: true,
      procedures: { 'employees.contract': () => aContract(), 'employees.holidayReserve': reserveOn },
    });
    expect(await screen.findByTestId('unused-holidays')).toHaveTextContent('12,50 dd');
    expect(app.callsOf('employees.holidayReserve').map((call) => call.input)).toEqual([{ employeeNo: 'E0007', date: '2026-11-22' }]);

    await app.user.click(screen.getByLabelText('Nepanaudotos atostogos dienai'));
    // Days before today cannot be chosen.
    expect(await screen.findByRole('button', { name: dayjs('2026-11-21').locale('lt').format('D MMMM YYYY') })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: dayjs('2026-11-30').locale('lt').format('D MMMM YYYY') }));

    await waitFor(() => expect(screen.getByTestId('unused-holidays')).toHaveTextContent('13,15 dd'));
    expect(app.callsOf('employees.holidayReserve').map((call) => call.input)).toEqual([
      { employeeNo: 'E0007', date: '2026-11-22' },
      { employeeNo: 'E0007', date: '2026-11-30' },
    ]);
  });

  it('groups the history by contract, active first, with the ERP’s empty dates blank', async () => {
    renderApp({
      route: '/personal-info/contract-info',
      signedIn: true,
      procedures: { 'employees.contract': () => aContract(), 'employees.holidayReserve': reserveOn },
    });
    const tables = await screen.findAllByRole('table', { name: /^Sutartis DS-/ });
    expect(tables.map((table) => table.getAttribute('aria-label'))).toEqual(['Sutartis DS-2', 'Sutartis DS-1']);

    const [active, ended] = tables as [HTMLElement, HTMLElement];
    const activeRows = within(active).getAllByRole('row').slice(1);
    expect(activeRows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(activeRows[0]!)).toEqual([
      'Vyr. buhalterė',
      'Finansai',
      'Priėmimas',
      'Terminuota',
      'Visas etatas',
      '2020-01-02',
      '2021-01-01',
      '1\u00a0850,00\u00a0€',
    ]);
    // 9999-12-31: still employed, no end shown.
    expect(cells(activeRows[1]!).slice(0, 7)).toEqual([
      'Vyr. buhalterėPratęsimas',
      'Finansai',
      'Pratęsimas',
      'Neterminuota',
      'Ne visas etatas',
      '2021-01-02',
      '',
    ]);
    // A start at or before 1900 is no date either.
    expect(cells(within(ended).getAllByRole('row')[1]!).slice(5, 7)).toEqual(['', '2019-12-31']);
    // Dates and pay stay on one line; the line in force reads stronger.
    const [, from, to, salary] = within(activeRows[0]!).getAllByRole('cell').slice(4);
    for (const cell of [from, to, salary]) expect(cell!.className).toMatch(/nowrap/);
    expect(activeRows[1]).toHaveStyle({ fontWeight: '600' });
    expect(activeRows[0]).not.toHaveStyle({ fontWeight: '600' });
    expect(screen.getByText('Darbo stažas (metais)', { selector: 'dt' }).nextElementSibling).not.toHaveTextContent('nuo');
    // Let the holiday reserve arrive before the test ends, so no call of this test outlives it.
    expect(await screen.findByTestId('unused-holidays')).toHaveTextContent('12,50 dd');
  });

  it('shows a loading state, then the first server message when the contract cannot load', async () => {
    let refuse: (() => void) | undefined;
    renderApp({
      route: '/personal-info/contract-info',
      signedIn: true,
      procedures: {
        'employees.contract': () =>
          new Promise((_, reject) => (refuse = () => reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')))),
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
    await waitFor(() => expect(refuse).toBeDefined());
    refuse!();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tokio įrašo nėra.');
  });

  it('says so when there is no contract history', async () => {
    renderApp({
      route: '/personal-info/contract-info',
      signedIn: true,
      procedures: { 'employees.contract': () => aContract({ appointments: [] }), 'employees.holidayReserve': reserveOn },
    });
    expect(await screen.findByText('Sutarčių istorijos nėra.')).toBeInTheDocument();
    expect(await screen.findByTestId('unused-holidays')).toHaveTextContent('12,50 dd');
  });
});
